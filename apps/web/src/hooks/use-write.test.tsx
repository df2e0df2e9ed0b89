import { onlineManager } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api";
import { withQueryClient } from "@/test/render";
import { useWrite } from "./use-write";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  onlineManager.setOnline(true);
});

describe("useWrite", () => {
  it("is pending in the client's mutation cache while the write runs, then calls back with its answer", async () => {
    const { client, wrapper } = withQueryClient();
    const answer = deferred<string>();
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useWrite({ mutationFn: (_name: string) => answer.promise, onSuccess }), {
      wrapper,
    });
    expect(result.current.isPending).toBe(false);

    act(() => result.current.mutate("claim"));
    expect(result.current.isPending).toBe(true);
    expect(client.isMutating()).toBe(1);

    await act(async () => answer.resolve("done"));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.error).toBeNull();
    expect(onSuccess).toHaveBeenCalledWith("done", "claim", undefined, expect.anything());
    expect(client.isMutating()).toBe(0);
  });

  it("shows a failure, tells the global listener once with the meta, and does not retry", async () => {
    const { wrapper, onError } = withQueryClient();
    const failure = new ApiError("server-E5000", "BAD_REQUEST", 503);
    const mutationFn = vi.fn(() => Promise.reject(failure));
    const onSettled = vi.fn();
    const { result } = renderHook(
      () => useWrite<never, ApiError, void>({ mutationFn, meta: { handlesErrors: true }, onSettled }),
      {
        wrapper,
      },
    );

    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.error).toBe(failure));
    expect(result.current.isPending).toBe(false);
    expect(mutationFn).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(failure, { handlesErrors: true });
    expect(onSettled).toHaveBeenCalledWith(undefined, failure, undefined, undefined, expect.anything());
  });

  it("calls the latest render's callbacks when a write under way settles", async () => {
    const { wrapper } = withQueryClient();
    const answer = deferred<string>();
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(
      ({ onSuccess }) => useWrite<string, Error, void>({ mutationFn: () => answer.promise, onSuccess }),
      { wrapper, initialProps: { onSuccess: first } },
    );

    act(() => result.current.mutate());
    rerender({ onSuccess: second });
    await act(async () => answer.resolve("done"));
    await waitFor(() => expect(second).toHaveBeenCalledTimes(1));
    expect(first).not.toHaveBeenCalled();
  });

  it("shows the latest write: an earlier one's late failure changes nothing", async () => {
    const { wrapper } = withQueryClient();
    const answers = [deferred<string>(), deferred<string>()];
    const unanswered = [...answers];
    const mutationFn = () => (unanswered.shift() ?? deferred<string>()).promise;
    const { result } = renderHook(() => useWrite({ mutationFn }), { wrapper });

    act(() => result.current.mutate());
    act(() => result.current.mutate());
    await act(async () => answers[0]?.reject(new Error("lost")));
    expect(result.current.error).toBeNull();
    expect(result.current.isPending).toBe(true);

    await act(async () => answers[1]?.resolve("done"));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.error).toBeNull();
  });

  it("waits while offline, pending, and is sent once the browser is back online", async () => {
    const { wrapper } = withQueryClient();
    const mutationFn = vi.fn(() => Promise.resolve("done"));
    const { result } = renderHook(() => useWrite<string, Error, void>({ mutationFn }), { wrapper });

    onlineManager.setOnline(false);
    act(() => result.current.mutate());
    expect(result.current.isPending).toBe(true);
    expect(mutationFn).not.toHaveBeenCalled();

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });
});
