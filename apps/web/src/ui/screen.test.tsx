import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Screen } from "./screen";

describe("Screen", () => {
  it("gives the page one heading, its lead and content", () => {
    render(
      <Screen title="Check your inbox" lead="We sent a link.">
        <button type="button">Resend</button>
      </Screen>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeTruthy();
    expect(screen.getByText("We sent a link.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Resend" })).toBeTruthy();
  });
});
