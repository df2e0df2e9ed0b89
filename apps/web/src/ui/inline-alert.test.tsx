import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InlineAlert } from "./inline-alert";

describe("InlineAlert", () => {
  it("announces its message", () => {
    render(<InlineAlert>Too many mails.</InlineAlert>);
    expect(screen.getByRole("alert").textContent).toBe("Too many mails.");
  });

  it("renders nothing without a message, so no empty alert is announced", () => {
    const { container } = render(<InlineAlert>{null}</InlineAlert>);
    expect(container.innerHTML).toBe("");
  });
});
