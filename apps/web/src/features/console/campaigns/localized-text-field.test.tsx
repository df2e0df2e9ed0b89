import { screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "@/test/render";
import { type LocalizedDraft, LocalizedTextField, missingLanguages, toLocalizedText } from "./localized-text-field";

function Harness({ initial, errors }: { initial: LocalizedDraft; errors?: Record<string, string> }) {
  const [value, setValue] = useState(initial);
  return <LocalizedTextField path={["title"]} label="Title" value={value} errors={errors} onChange={setValue} />;
}

const marks = () =>
  [...document.querySelectorAll("[data-missing-translation]")].map((mark) =>
    mark.getAttribute("data-missing-translation"),
  );

describe("the missing-translation mark", () => {
  it("marks each language without its text, visibly and tied to its field; Japanese is an error, not a mark", () => {
    renderWithApp(<Harness initial={{ ja: "春", en: "Spring", fr: "  " }} />);
    expect(marks()).toEqual(["fr", "th"]);
    expect(screen.getByText("Not translated into Français")).toBeTruthy();
    const thai = screen.getByLabelText("ไทย");
    expect(thai.getAttribute("aria-describedby")).toContain("field-title-th-missing");
    expect(screen.getByLabelText("English")?.getAttribute("aria-describedby")).toBeNull();
  });

  it("goes away as the operator types the translation", async () => {
    renderWithApp(<Harness initial={{ ja: "春" }} />);
    expect(marks()).toEqual(["en", "fr", "th"]);
    const { fireEvent } = await import("@testing-library/react");
    fireEvent.change(screen.getByLabelText("English"), { target: { value: "Spring" } });
    expect(marks()).toEqual(["fr", "th"]);
  });

  it("shows a language's error beside its input", () => {
    renderWithApp(<Harness initial={{}} errors={{ ja: "Required." }} />);
    const ja = screen.getByLabelText("日本語");
    expect(ja?.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(ja.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Required.");
  });
});

describe("localized drafts", () => {
  it("lists the languages missing and sends only the written ones", () => {
    expect(missingLanguages({ ja: "a", th: "" })).toEqual(["en", "fr", "th"]);
    expect(toLocalizedText({ ja: "a", en: " ", th: "ข" })).toEqual({ ja: "a", th: "ข" });
  });
});
