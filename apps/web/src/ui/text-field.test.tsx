import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TextField } from "./text-field";

describe("TextField", () => {
  it("labels its input", () => {
    render(<TextField label="E-mail address" type="email" />);
    const input = screen.getByLabelText("E-mail address");
    expect(input.getAttribute("type")).toBe("email");
    expect(input.getAttribute("aria-invalid")).toBeNull();
  });

  it("announces the error and ties it and the hint to the input", () => {
    render(<TextField label="E-mail address" hint="We never share it." error="Not valid." />);
    const input = screen.getByLabelText("E-mail address");
    const error = screen.getByRole("alert");
    expect(error.textContent).toBe("Not valid.");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const describedBy = input.getAttribute("aria-describedby")?.split(" ") ?? [];
    expect(describedBy).toContain(error.id);
    expect(describedBy).toContain(screen.getByText("We never share it.").id);
  });
});
