import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toast } from "./toast";

describe("Toast", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows an error as an alert with the id toast-id-{id}, fades after 3000 ms and is removed 500 ms later", () => {
    const onRemove = vi.fn();
    render(<Toast id="7" type="error" message="Offline" onRemove={onRemove} />);
    const toast = screen.getByRole("alert");
    expect(toast.id).toBe("toast-id-7");
    expect(toast.className).toContain("opacity-100");

    act(() => vi.advanceTimersByTime(2999));
    expect(toast.className).toContain("opacity-100");
    act(() => vi.advanceTimersByTime(1));
    expect(toast.className).toContain("opacity-0");
    expect(onRemove).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(500));
    expect(onRemove).toHaveBeenCalledWith("7");
  });

  it("shows a success as a status", () => {
    render(<Toast id="1" type="success" message="Sent" onRemove={() => {}} />);
    expect(screen.getByRole("status").textContent).toBe("Sent");
  });

  it("without auto-close stays until its owner closes it", () => {
    const onRemove = vi.fn();
    const { rerender } = render(<Toast id="x" type="error" message="Offline" autoCloseMs={null} onRemove={onRemove} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onRemove).not.toHaveBeenCalled();
    rerender(<Toast id="x" type="error" message="Offline" autoCloseMs={null} closing onRemove={onRemove} />);
    act(() => vi.advanceTimersByTime(500));
    expect(onRemove).toHaveBeenCalledWith("x");
  });
});
