import { fireEvent, screen, waitFor } from "@testing-library/react";
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
    vi.stubGlobal("navigator", {
      ...navigator,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error("no"))) },
    });
    renderWithApp(<CopyButton value="0xabc" label="Copy the address" />);
    fireEvent.click(screen.getByRole("button", { name: "Copy the address" }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole("status")).toBeNull();
  });
});
