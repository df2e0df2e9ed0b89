import { focusManager } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api";
import { withQueryClient } from "@/test/render";
import { useObservedQuery } from "./use-observed-query";

const KEY = ["campaign", "c1"] as const;

/** A query function answering "answer 1", "answer 2", … */
function counting() {
  let calls = 0;
  return vi.fn(async () => {
    calls += 1;
    return `answer ${calls}`;
  });
}

afterEach(() => {
  focusManager.setFocused(undefined);
});

describe("useObservedQuery", () => {
  it("fetches on mount, fetching already in its first render", async () => {
    const { wrapper } = withQueryClient();
    const queryFn = counting();
    const { result } = renderHook(() => useObservedQuery({ queryKey: KEY, queryFn }), { wrapper });
    expect(result.current.isPending).toBe(true);
    expect(result.current.isFetching).toBe(true);
    await waitFor(() => expect(result.current.data).toBe("answer 1"));
    expect(result.current.isSuccess).toBe(true);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it("starts from fresh cached data without asking, and asks again when the query is invalidated", async () => {
    const { client, wrapper } = withQueryClient();
    client.setQueryData(KEY, "from the server");
    const queryFn = counting();
    const { result } = renderHook(() => useObservedQuery({ queryKey: KEY, queryFn }), { wrapper });
    expect(result.current.data).toBe("from the server");
    expect(queryFn).not.toHaveBeenCalled();

    await act(() => client.invalidateQueries({ queryKey: KEY }));
    expect(queryFn).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(result.current.data).toBe("answer 1"));
  });

  it("shows data another part of the page puts in the cache", async () => {
    const { client, wrapper } = withQueryClient();
    client.setQueryData(KEY, "first");
    const { result } = renderHook(() => useObservedQuery({ queryKey: KEY, queryFn: counting() }), { wrapper });
    act(() => client.setQueryData(KEY, "second"));
    await waitFor(() => expect(result.current.data).toBe("second"));
  });

  it("does not fetch while disabled, and fetches once enabled", async () => {
    const { wrapper } = withQueryClient();
    const queryFn = counting();
    const { result, rerender } = renderHook(({ enabled }) => useObservedQuery({ queryKey: KEY, queryFn, enabled }), {
      wrapper,
      initialProps: { enabled: false },
    });
    expect(result.current.isFetching).toBe(false);
    expect(queryFn).not.toHaveBeenCalled();

    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data).toBe("answer 1"));
  });

  it("asks again for stale data when the window regains focus", async () => {
    const { wrapper } = withQueryClient();
    const queryFn = counting();
    const { result } = renderHook(() => useObservedQuery({ queryKey: KEY, queryFn, staleTime: 0 }), { wrapper });
    await waitFor(() => expect(result.current.data).toBe("answer 1"));

    act(() => focusManager.setFocused(false));
    act(() => focusManager.setFocused(true));
    await waitFor(() => expect(result.current.data).toBe("answer 2"));
  });

  it("retries, then shows the failure and tells the global listener once, with the meta", async () => {
    const { wrapper, onError } = withQueryClient();
    const failure = new ApiError("server-E5000", "BAD_REQUEST", 503);
    const queryFn = vi.fn(() => Promise.reject(failure));
    const { result } = renderHook(
      () => useObservedQuery({ queryKey: KEY, queryFn, retry: 1, retryDelay: 0, meta: { handlesErrors: true } }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.error).toBe(failure));
    expect(result.current.isError).toBe(true);
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(failure, { handlesErrors: true });
  });
});
