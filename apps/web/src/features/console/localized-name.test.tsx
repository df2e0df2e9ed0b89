import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "@/test/render";
import { LocalizedName } from "./localized-name";

describe("LocalizedName", () => {
  it("shows the operator's language when the text has it", () => {
    renderWithApp(<LocalizedName text={{ ja: "春のギフト", en: "Spring gift" }} />);
    expect(screen.getByText("Spring gift")).toBeTruthy();
    expect(screen.queryByText(/Not translated/)).toBeNull();
  });

  it("falls back to the Japanese text, marked as Japanese and as missing its translation", () => {
    renderWithApp(<LocalizedName text={{ ja: "春のギフト", fr: "Cadeau" }} />);
    expect(screen.getByText("春のギフト").getAttribute("lang")).toBe("ja");
    expect(screen.getByText("Not translated into English")).toBeTruthy();
  });
});
