import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { Modal } from "./modal";
import { type ShowToast, Toaster, useToast } from "./toaster";

function Trigger({ toast, label = "show" }: { toast: ShowToast; label?: string }) {
  const { showToast, dismissToast } = useToast();
  return (
    <>
      <button type="button" onClick={() => showToast(toast)}>
        {label}
      </button>
      <button type="button" onClick={() => dismissToast(toast.id ?? "")}>
        dismiss
      </button>
    </>
  );
}

describe("Toaster", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("stacks toasts and removes each 3500 ms after it appeared", () => {
    render(
      <Toaster>
        <Trigger toast={{ type: "success", message: "Copied" }} />
      </Toaster>,
    );
    fireEvent.click(screen.getByRole("button", { name: "show" }));
    fireEvent.click(screen.getByRole("button", { name: "show" }));
    expect(screen.getAllByRole("status")).toHaveLength(2);
    expect(document.getElementById("toast-id-1")).not.toBeNull();
    expect(document.getElementById("toast-id-2")).not.toBeNull();
    act(() => vi.advanceTimersByTime(3000)); // fades
    act(() => vi.advanceTimersByTime(500)); // then leaves
    expect(screen.queryAllByRole("status")).toHaveLength(0);
  });

  it("keeps one toast per fixed id and restarts its timer when shown again", () => {
    render(
      <Toaster>
        <Trigger toast={{ id: "captcha-error", type: "error", message: "Captcha failed" }} />
      </Toaster>,
    );
    fireEvent.click(screen.getByRole("button", { name: "show" }));
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole("button", { name: "show" }));
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole("alert").className).toContain("opacity-100");
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole("alert").className).toContain("opacity-0");
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("dismisses a persistent toast with a fade", () => {
    render(
      <Toaster>
        <Trigger toast={{ id: "network-offline", type: "error", message: "Offline", autoCloseMs: null }} />
      </Toaster>,
    );
    fireEvent.click(screen.getByRole("button", { name: "show" }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(document.getElementById("toast-id-network-offline")).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "dismiss" }));
    act(() => vi.advanceTimersByTime(500));
    expect(document.getElementById("toast-id-network-offline")).toBeNull();
  });

  it("refuses to be used outside the provider", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Trigger toast={{ type: "success", message: "x" }} />)).toThrow(/inside <Toaster>/);
    spy.mockRestore();
  });
});

describe("Toaster above modals", () => {
  /** The z-index a Tailwind class list gives (z-50, z-[60]). */
  const zIndexOf = (element: Element | null) =>
    Number(/(?:^|\s)z-\[?(\d+)\]?(?:\s|$)/.exec(element?.className ?? "")?.[1]);

  it("draws toasts over an open modal's backdrop", () => {
    renderWithApp(
      <>
        <Trigger toast={{ type: "error", message: "MetaMask is not installed." }} />
        <Modal open onClose={() => {}} title="Connect a wallet">
          <p>Choose a wallet</p>
        </Modal>
      </>,
    );
    const modalLayer = screen.getByTestId("modal-backdrop").parentElement;
    expect(zIndexOf(screen.getByTestId("toaster"))).toBeGreaterThan(zIndexOf(modalLayer));
    expect(zIndexOf(modalLayer)).toBeGreaterThan(0);
  });
});
