import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "@/test/render";
import { type LinkDraft, newLinkDraft } from "./link-draft";
import { LinksField } from "./links-field";

function Harness({
  owner = "campaign",
  initial = [],
  errors = {},
  disabled,
  onLinks,
}: {
  owner?: "campaign" | "project";
  initial?: LinkDraft[];
  errors?: Record<string, string>;
  disabled?: boolean;
  onLinks?: (links: LinkDraft[]) => void;
}) {
  const [links, setLinks] = useState(initial);
  return (
    <LinksField
      owner={owner}
      links={links}
      onChange={(next) => {
        setLinks(next);
        onLinks?.(next);
      }}
      errorAt={(...path) => errors[path.join(".")]}
      textErrors={(...path) => {
        const ja = errors[[...path, "ja"].join(".")];
        return ja ? { ja } : {};
      }}
      disabled={disabled}
    />
  );
}

const addresses = () => screen.getAllByLabelText("Address").map((input) => (input as HTMLInputElement).value);

describe("the links of a campaign or a project", () => {
  it("adds rows, moves and removes them, each with its kind, address and label per language", () => {
    let latest: LinkDraft[] = [];
    renderWithApp(<Harness onLinks={(links) => (latest = links)} />);
    expect(screen.getByText("No links yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add a link" }));
    fireEvent.click(screen.getByRole("button", { name: "Add a link" }));
    const [first, second] = screen.getAllByLabelText("Address");
    fireEvent.change(first as HTMLElement, { target: { value: "https://a.example" } });
    fireEvent.change(second as HTMLElement, { target: { value: "https://b.example" } });
    fireEvent.change(screen.getAllByLabelText("Kind of link")[1] as HTMLElement, { target: { value: "INSTAGRAM" } });
    fireEvent.change(screen.getAllByLabelText("日本語")[1] as HTMLElement, { target: { value: "公式" } });

    fireEvent.click(screen.getByRole("button", { name: "Up: Link 2" }));
    expect(addresses()).toEqual(["https://b.example", "https://a.example"]);
    expect(latest.map(({ type, url, label }) => ({ type, url, label }))).toEqual([
      { type: "INSTAGRAM", url: "https://b.example", label: { ja: "公式" } },
      { type: "URL", url: "https://a.example", label: {} },
    ]);
    expect(screen.getByRole("status").textContent).toBe("Link 2 moved to position 1.");
    // The labels carry the builder's missing-translation marks.
    expect(screen.getAllByText("Not translated into English")).toHaveLength(2);

    fireEvent.click(screen.getByRole("button", { name: "Remove: Link 1" }));
    expect(addresses()).toEqual(["https://a.example"]);
  });

  it("says where fans see them: under the campaign, or on the project's page", () => {
    const campaign = renderWithApp(<Harness />);
    expect(screen.getByText("Links shown to fans under the campaign, in this order.")).toBeTruthy();
    campaign.unmount();
    renderWithApp(<Harness owner="project" />);
    expect(
      screen.getByText("Links shown to fans on the project's page, under its description, in this order."),
    ).toBeTruthy();
    expect(screen.getByRole("group", { name: "Links" })).toBeTruthy();
  });

  it("shows each error at its own field, tied to it", () => {
    renderWithApp(
      <Harness
        initial={[{ ...newLinkDraft(), url: "ftp://x.example" }]}
        errors={{ "links.0.url": "Enter an http or https address.", "links.0.label.ja": "Required." }}
      />,
    );
    const address = screen.getByLabelText("Address");
    expect(address.getAttribute("aria-invalid")).toBe("true");
    expect(address.getAttribute("aria-describedby")).toContain("field-links-0-url-error");
    expect(document.getElementById("field-links-0-url-error")?.textContent).toBe("Enter an http or https address.");
    expect(document.getElementById("field-links-0-label-ja-error")?.textContent).toBe("Required.");
  });

  it("stops at ten links, and offers no change when read-only", () => {
    const ten = Array.from({ length: 10 }, () => ({ ...newLinkDraft(), url: "https://a.example" }));
    const { unmount } = renderWithApp(<Harness initial={ten} />);
    expect(screen.queryByRole("button", { name: "Add a link" })).toBeNull();
    expect(screen.getByText("A campaign has at most 10 links.")).toBeTruthy();
    unmount();
    const project = renderWithApp(<Harness owner="project" initial={ten} />);
    expect(screen.queryByRole("button", { name: "Add a link" })).toBeNull();
    expect(screen.getByText("A project has at most 10 links.")).toBeTruthy();
    project.unmount();
    renderWithApp(<Harness initial={ten.slice(0, 1)} disabled />);
    expect(screen.queryByRole("button")).toBeNull();
    expect((screen.getByLabelText("Address") as HTMLInputElement).disabled).toBe(true);
  });
});
