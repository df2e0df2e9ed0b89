import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { BottomBar } from "./bottom-bar";
import { Button } from "./button";

describe("BottomBar", () => {
  it("pins its buttons to the bottom of the screen and leaves room for them at the end of the page", () => {
    const onClaim = vi.fn();
    render(
      <BottomBar label="Claim">
        <Button onClick={onClaim}>Claim the reward</Button>
        <Button disabled>Later</Button>
      </BottomBar>,
    );
    const bar = screen.getByRole("group", { name: "Claim" });
    expect(bar.className).toContain("fixed");
    expect(bar.className).toContain("bottom-0");
    expect(screen.getByTestId("bottom-bar-spacer").getAttribute("aria-hidden")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Claim the reward" }));
    expect(onClaim).toHaveBeenCalledOnce();
  });

  it("is a plain container without a label", () => {
    render(
      <BottomBar>
        <Button>Next</Button>
      </BottomBar>,
    );
    expect(screen.queryByRole("group")).toBeNull();
    expect(screen.getByRole("button", { name: "Next" })).toBeTruthy();
  });
});
