import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { CaptchaWidget, SANDBOX_FAIL, SANDBOX_PASS } from "./captcha-widget";

describe("CaptchaWidget", () => {
  it("stands in with a labelled checkbox for the sandbox provider", () => {
    const onToken = vi.fn();
    renderWithApp(<CaptchaWidget config={{ provider: "sandbox", siteKey: null }} onToken={onToken} />);
    expect(onToken).toHaveBeenLastCalledWith(SANDBOX_FAIL);
    fireEvent.click(screen.getByLabelText("I am not a robot"));
    expect(onToken).toHaveBeenLastCalledWith(SANDBOX_PASS);
    fireEvent.click(screen.getByLabelText("I am not a robot"));
    expect(onToken).toHaveBeenLastCalledWith(SANDBOX_FAIL);
  });

  it("shows nothing when no captcha is configured", () => {
    renderWithApp(<CaptchaWidget config={{ provider: "none", siteKey: null }} onToken={vi.fn()} />);
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(document.head.querySelector("script")).toBeNull();
  });

  it("loads a real provider's script when configured, and says so when it cannot", async () => {
    const appended: Node[] = [];
    const append = vi.spyOn(document.head, "appendChild").mockImplementation((node) => {
      appended.push(node);
      return node;
    });
    const onToken = vi.fn();
    renderWithApp(<CaptchaWidget config={{ provider: "turnstile", siteKey: "site-key" }} onToken={onToken} />);
    const script = appended[0];
    if (!(script instanceof HTMLScriptElement)) throw new Error("no script was added");
    expect(script.src).toMatch(/^https:\/\/challenges\.cloudflare\.com\/turnstile\/v0\/api\.js\?render=explicit/);
    expect(onToken).toHaveBeenCalledWith(undefined);
    act(() => {
      script.dispatchEvent(new Event("error"));
    });
    expect(await screen.findByText(/The security check could not be loaded/)).toBeTruthy();
    append.mockRestore();
  });
});
