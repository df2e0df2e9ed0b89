import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Button, buttonClassName } from "./button";

describe("Button", () => {
  it("is a plain button by default, so it never submits a form by accident", () => {
    render(<Button>Go</Button>);
    const button = screen.getByRole("button", { name: "Go" });
    expect(button.getAttribute("type")).toBe("button");
    expect(button.className).toContain("bg-primary");
    expect(button.className).toContain("rounded-xl");
  });

  it("calls onClick when enabled", () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Go</Button>);
    fireEvent.click(screen.getByRole("button", { name: "Go" }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("when disabled is greyed out, ignores clicks and leaves the tab order", () => {
    const onClick = vi.fn();
    render(
      <Button disabled theme="gradient-pink" onClick={onClick}>
        Go
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Go" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.className).toContain("bg-gray-200");
    expect(button.className).not.toContain("from-pink-700");
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    button.focus();
    expect(document.activeElement).not.toBe(button);
  });

  it("keeps a submit type when asked", () => {
    render(<Button type="submit">Send</Button>);
    expect(screen.getByRole("button").getAttribute("type")).toBe("submit");
  });
});

describe("buttonClassName", () => {
  it("styles the variants, themes, sizes and shapes of the spec", () => {
    expect(buttonClassName({ variant: "outlined", theme: "green" })).toContain("border-green-700 text-green-700");
    expect(buttonClassName({ theme: "gradient-blue" })).toContain("bg-linear-to-r from-blue-700 to-cyan-700");
    expect(buttonClassName({ theme: "warning" })).toContain("bg-warning text-gray-900");
    expect(buttonClassName({ size: "lg-1" })).toContain("h-14");
    expect(buttonClassName({ size: "xs", shape: "circle" })).toContain("rounded-full size-8");
    expect(buttonClassName({ size: "auto" })).toContain("min-h-11");
    expect(buttonClassName({ fullWidth: true })).toContain("w-full");
  });

  it("has a link-styled version", () => {
    const classes = buttonClassName({ variant: "link", theme: "purple" });
    expect(classes).toContain("underline");
    expect(classes).toContain("text-purple-700");
    expect(classes).not.toContain("border-2");
  });
});
