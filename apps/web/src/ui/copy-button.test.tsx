import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { CopyButton } from "./copy-button";

describe("CopyButton", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("copies the value and shows the copied toast", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    renderWithApp(<CopyButton value="0xabc" label="Copy the address" />);
    fireEvent.click(screen.getByRole("button", { name: "Copy the address" }));
    expect(writeText).toHaveBeenCalledWith("0xabc");
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Copied to the clipboard."));
  });

  it("stays quiet when the clipboard refuses", async () => {
    const refused = Promise.reject(new Error("no"));
    refused.catch(() => {}); // handled below; keeps the runtime from reporting it before the click
    const writeText = vi.fn(() => refused);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    renderWithApp(<CopyButton value="0xabc" label="Copy the address" />);
    fireEvent.click(screen.getByRole("button", { name: "Copy the address" }));
    expect(writeText).toHaveBeenCalledWith("0xabc");
    // The button's handlers were attached to `refused` before this await's, so once it resumes the
    // button has handled the refusal; act flushes whatever render that caused.
    await act(async () => {
      await refused.catch(() => {});
    });
    expect(screen.queryByRole("status")).toBeNull();
  });
});
