import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { useAppToasts } from "./use-app-toasts";

function Buttons() {
  const toasts = useAppToasts();
  return (
    <>
      <button type="button" onClick={toasts.copied}>
        copy
      </button>
      <button type="button" onClick={toasts.metaMaskNotInstalled}>
        metamask
      </button>
      <button type="button" onClick={toasts.captchaError}>
        captcha
      </button>
    </>
  );
}

describe("useAppToasts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows the copied toast as a success that fades after 3000 ms and leaves 500 ms later", () => {
    renderWithApp(<Buttons />);
    fireEvent.click(screen.getByRole("button", { name: "copy" }));
    const toast = screen.getByRole("status");
    expect(toast.id).toBe("toast-id-copied");
    expect(toast.textContent).toBe("Copied to the clipboard.");
    act(() => vi.advanceTimersByTime(3000));
    expect(toast.className).toContain("opacity-0");
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows the MetaMask and captcha warnings as translated errors", () => {
    renderWithApp(<Buttons />);
    fireEvent.click(screen.getByRole("button", { name: "metamask" }));
    fireEvent.click(screen.getByRole("button", { name: "captcha" }));
    const [metamask, captcha] = screen.getAllByRole("alert");
    expect(metamask?.id).toBe("toast-id-metamask-install");
    expect(metamask?.textContent).toMatch(/MetaMask is not installed/);
    expect(captcha?.id).toBe("toast-id-captcha-error");
    expect(captcha?.textContent).toBe("The security check failed. Please try again.");
  });
});
