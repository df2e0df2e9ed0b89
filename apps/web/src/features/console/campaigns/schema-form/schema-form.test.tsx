import { CONDITION_KINDS, LocalizedText } from "@fanfare/protocol";
import { fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { renderWithApp } from "@/test/render";
import { describeSchema, type FieldNode } from "./introspect";
import { SchemaForm } from "./schema-form";

// Field names with texts in console.json (builder.schema.fields), so the labels below are the operator's words.
const Settings = z.object({
  hashtag: z.string().min(1).max(10),
  maxLength: z.int().min(1).max(2000),
  required: z.boolean().default(true),
  kind: z.enum(["SINGLE_CHOICE", "FREE_TEXT"]),
  target: z.enum(["playlist", "album"]).optional(),
  label: LocalizedText,
  options: z
    .array(z.object({ id: z.string().regex(/^[a-z]+$/), label: LocalizedText }))
    .max(2)
    .optional(),
});

/** The form, controlled as the builder holds it; every change is also reported to `seen`. */
function Harness({
  schema,
  initial,
  showErrors = false,
  seen,
}: {
  schema: z.ZodType;
  initial: unknown;
  showErrors?: boolean;
  seen?: (value: unknown) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <SchemaForm
      schema={schema}
      value={value}
      path={["conditions", 0]}
      showErrors={showErrors}
      onChange={(next) => {
        seen?.(next);
        setValue(next);
      }}
    />
  );
}

const described = (id: string) => {
  const control = document.getElementById(id);
  const ids = control?.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((ref) => document.getElementById(ref)?.textContent ?? "").join(" | ");
};

const SURVEY = CONDITION_KINDS.find((kind) => kind.type === "SURVEY");
if (!SURVEY) throw new Error("the registry has no SURVEY kind");

describe("the schema→form renderer", () => {
  it("gives each zod type its control, labelled in the console's words, with the path as its id", () => {
    renderWithApp(<Harness schema={Settings} initial={{ required: true, kind: "SINGLE_CHOICE", label: {} }} />);
    expect(screen.getByLabelText("Hashtag")?.getAttribute("type")).toBe("text");
    expect(screen.getByLabelText("Hashtag")?.getAttribute("maxLength")).toBe("10");
    expect(screen.getByLabelText("Hashtag").id).toBe("field-conditions-0-hashtag");
    const number = screen.getByLabelText("Maximum length");
    expect(number?.getAttribute("type")).toBe("number");
    expect(number?.getAttribute("min")).toBe("1");
    expect(number?.getAttribute("max")).toBe("2000");
    expect((screen.getByLabelText("Answer required") as HTMLInputElement).checked).toBe(true);
    const kind = screen.getByLabelText("Question type");
    expect(
      within(kind)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Single choice", "Free text"]);
    // An optional enum offers "None" first.
    const target = screen.getByLabelText("Playlist or album");
    expect(
      within(target)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["None", "Playlist", "Album"]);
    // LocalizedText: one input per language.
    const text = screen.getByRole("group", { name: "Text" });
    expect(within(text).getAllByRole("textbox")).toHaveLength(4);
    expect(document.getElementById("field-conditions-0-label-th")?.getAttribute("lang")).toBe("th");
    // An array of objects: a group with an add button.
    expect(screen.getByRole("group", { name: "Options" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add: Option" })).toBeTruthy();
  });

  it("reports typed values: numbers as numbers, an emptied optional field as absent, booleans and enums", () => {
    const seen = vi.fn();
    renderWithApp(
      <Harness schema={Settings} initial={{ required: true, kind: "SINGLE_CHOICE", label: {} }} seen={seen} />,
    );
    fireEvent.change(screen.getByLabelText("Maximum length"), { target: { value: "300" } });
    expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ maxLength: 300 }));
    fireEvent.click(screen.getByLabelText("Answer required"));
    expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ required: false }));
    fireEvent.change(screen.getByLabelText("Playlist or album"), { target: { value: "album" } });
    expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ target: "album" }));
    fireEvent.change(screen.getByLabelText("Playlist or album"), { target: { value: "" } });
    expect(seen.mock.lastCall?.[0]).not.toHaveProperty("target");
    fireEvent.change(document.getElementById("field-conditions-0-label-fr") as HTMLElement, {
      target: { value: "Bonjour" },
    });
    expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ label: { fr: "Bonjour" } }));
  });

  it("adds, moves and removes items of a list; the last one removed leaves an optional list absent", () => {
    const seen = vi.fn();
    renderWithApp(
      <Harness schema={Settings} initial={{ required: true, kind: "SINGLE_CHOICE", label: {} }} seen={seen} />,
    );
    const add = screen.getByRole("button", { name: "Add: Option" });
    fireEvent.click(add);
    fireEvent.click(add);
    expect((add as HTMLButtonElement).disabled).toBe(true); // .max(2)
    fireEvent.change(document.getElementById("field-conditions-0-options-0-id") as HTMLElement, {
      target: { value: "a" },
    });
    fireEvent.change(document.getElementById("field-conditions-0-options-1-id") as HTMLElement, {
      target: { value: "b" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Up: Option 2" }));
    expect(seen.mock.lastCall?.[0].options.map((o: { id: string }) => o.id)).toEqual(["b", "a"]);
    expect((screen.getByRole("button", { name: "Up: Option 1" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Remove: Option 1" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove: Option 1" }));
    expect(seen.mock.lastCall?.[0]).not.toHaveProperty("options");
  });

  it("validates with the same schema and ties each error to its field", () => {
    renderWithApp(
      <Harness
        schema={Settings}
        showErrors
        initial={{
          hashtag: "much too long a tag",
          maxLength: 0,
          required: true,
          kind: "SINGLE_CHOICE",
          label: { en: "Hi" },
          options: [{ id: "A!", label: { ja: "え" } }],
        }}
      />,
    );
    expect(described("field-conditions-0-hashtag")).toContain("At most 10 characters.");
    expect(screen.getByLabelText("Hashtag")?.getAttribute("aria-invalid")).toBe("true");
    expect(described("field-conditions-0-maxLength")).toContain("At least 1.");
    expect(described("field-conditions-0-label-ja")).toContain("Required.");
    expect(described("field-conditions-0-options-0-id")).toContain("This value does not have the expected format.");
    // Fields without a problem carry no error.
    expect(screen.getByLabelText("Answer required")?.getAttribute("aria-invalid")).toBeNull();
  });

  it("shows no errors before the operator tried to save", () => {
    renderWithApp(<Harness schema={Settings} initial={{ required: true, kind: "SINGLE_CHOICE", label: {} }} />);
    expect(screen.getByLabelText("Hashtag")?.getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText("Required.")).toBeNull();
  });

  it("builds the survey editor from the SURVEY kind's schema: questions with their options", () => {
    const seen = vi.fn();
    renderWithApp(<Harness schema={SURVEY.settings} initial={{ survey: { questions: [] } }} seen={seen} showErrors />);
    expect(described("field-conditions-0-survey-questions")).toContain("At least 1 item.");
    fireEvent.click(screen.getByRole("button", { name: "Add: Question" }));
    const question = screen.getByText("Question 1").closest("li") as HTMLElement;
    fireEvent.change(within(question).getByLabelText("Identifier"), { target: { value: "q1" } });
    fireEvent.change(document.getElementById("field-conditions-0-survey-questions-0-label-ja") as HTMLElement, {
      target: { value: "好きな曲は?" },
    });
    fireEvent.click(within(question).getByRole("button", { name: "Add: Option" }));
    fireEvent.click(within(question).getByRole("button", { name: "Add: Option" }));
    const value = seen.mock.lastCall?.[0];
    expect(value.survey.questions[0]).toMatchObject({
      id: "q1",
      kind: "SINGLE_CHOICE",
      required: true,
      label: { ja: "好きな曲は?" },
    });
    expect(value.survey.questions[0].options).toHaveLength(2);
  });

  it("says so for a zod type it does not render, instead of guessing", () => {
    renderWithApp(<Harness schema={z.object({ code: z.date() })} initial={{}} />);
    expect(screen.getByText("The field Code cannot be edited here.")).toBeTruthy();
  });
});

describe("every condition kind of the registry", () => {
  const unsupported = (node: FieldNode): string[] => {
    if (node.kind === "unsupported") return [node.zodType];
    if (node.kind === "object") return node.fields.flatMap((field) => unsupported(field.node));
    if (node.kind === "array") return unsupported(node.element);
    return [];
  };
  it.each(CONDITION_KINDS.map((kind) => [kind.type, kind] as const))("%s has a form of supported fields", (_, kind) => {
    expect(unsupported(describeSchema(kind.settings))).toEqual([]);
  });
});
