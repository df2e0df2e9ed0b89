import type { OperatorMe, OperatorProjectView } from "@fanfare/protocol";
import { QueryClient } from "@tanstack/react-query";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PROJECT_ID } from "@/test/campaign-fixtures";
import { jsonResponse, renderWithApp } from "@/test/render";
import { CONSOLE_QUERY_KEYS } from "../console-api";
import { EditProjectScreen, NewProjectScreen } from "./project-builder-screen";

const push = vi.fn();
vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => ({ push }),
}));

const company = { id: "68373815-d705-4aca-a8a0-f558aa6d57ac", name: "Demo Records" };
const project: OperatorProjectView = {
  id: PROJECT_ID,
  name: { ja: "春のツアー", en: "Spring tour" },
  description: { ja: "説明" },
  logoUrl: null,
  status: "MAKING",
  assets: [],
  links: [{ type: "INSTAGRAM", url: "https://www.instagram.com/tour" }],
  allowedCountries: ["JP", "TH"],
} as OperatorProjectView;

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async () => jsonResponse(404, { code: "request-E1004", category: "BAD_REQUEST" }));
});
afterEach(() => {
  fetchMock.mockReset();
  push.mockReset();
  vi.unstubAllGlobals();
});

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });
const writes = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== "GET")
    .map(([url, init]) => ({ method: init?.method, url: String(url), body: JSON.parse(String(init?.body ?? "{}")) }));

/** The screen for an operator of `role`, the project already read. */
function renderAs(role: OperatorMe["role"], screenElement: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(["console", "me"], { userId: "u", email: "o@example.com", role, company });
  client.setQueryData(CONSOLE_QUERY_KEYS.project(PROJECT_ID), project);
  return renderWithApp(screenElement, { queryClient: client });
}

describe("the project builder", () => {
  it("refuses a project without a Japanese name or without a country, pointing at the fields, and sends nothing", () => {
    renderAs("EDITOR", <NewProjectScreen />);
    for (const country of ["JP", "US", "FR", "SG", "TH", "OTHER"])
      fireEvent.click(field(`field-allowedCountries-${country}`));
    fireEvent.click(screen.getByRole("button", { name: "Create the project" }));
    const links = [...screen.getByRole("alert").querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(links).toEqual(expect.arrayContaining(["#field-name-ja", "#field-allowedCountries"]));
    expect(writes()).toEqual([]);
  });

  it("creates the project with its texts and countries, then opens its settings for the logo and documents", async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === "POST" ? jsonResponse(201, project) : jsonResponse(404, { code: "request-E1004" }),
    );
    renderAs("EDITOR", <NewProjectScreen />);
    type("field-name-ja", "春のツアー");
    type("field-name-th", "ทัวร์ฤดูใบไม้ผลิ");
    type("field-description-ja", "説明");
    for (const country of ["US", "FR", "SG", "OTHER"]) fireEvent.click(field(`field-allowedCountries-${country}`));
    fireEvent.click(screen.getByRole("button", { name: "Add a link" }));
    type("field-links-0-url", " https://tour.example ");
    type("field-links-0-label-ja", "ツアー公式");
    fireEvent.click(screen.getByRole("button", { name: "Create the project" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/console/projects/${PROJECT_ID}/settings`));
    expect(writes()).toEqual([
      {
        method: "POST",
        url: "/api/v1/operator/projects",
        body: {
          name: { ja: "春のツアー", th: "ทัวร์ฤดูใบไม้ผลิ" },
          description: { ja: "説明" },
          links: [{ type: "URL", url: "https://tour.example", label: { ja: "ツアー公式" } }],
          allowedCountries: ["JP", "TH"],
        },
      },
    ]);
  });

  it("sends only what changed, and publishes only once the changes are saved", async () => {
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === "PATCH") return jsonResponse(200, { ...project, allowedCountries: ["JP", "TH", "FR"] });
      if (init?.method === "POST" && String(input).endsWith("/publish")) {
        return jsonResponse(200, { ...project, status: "PUBLISH", allowedCountries: ["JP", "TH", "FR"] });
      }
      return jsonResponse(404, { code: "request-E1004" });
    });
    renderAs("OWNER", <EditProjectScreen projectId={PROJECT_ID} />);
    const publish = await screen.findByRole("button", { name: "Publish the project" });
    fireEvent.click(field("field-allowedCountries-FR"));
    expect(publish.hasAttribute("disabled")).toBe(true);
    expect(screen.getByText("Save your changes before publishing.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText("No unsaved changes.");
    fireEvent.click(screen.getByRole("button", { name: "Publish the project" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Publish the project" })).toBeNull());
    expect(writes()).toEqual([
      {
        method: "PATCH",
        url: `/api/v1/operator/projects/${PROJECT_ID}`,
        body: { allowedCountries: ["JP", "FR", "TH"] },
      },
      { method: "POST", url: `/api/v1/operator/projects/${PROJECT_ID}/publish`, body: {} },
    ]);
  });

  it("asks before a link leaves unsaved changes, and not once they are saved", async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === "PATCH"
        ? jsonResponse(200, { ...project, allowedCountries: ["JP", "TH", "FR"] })
        : jsonResponse(404, { code: "request-E1004" }),
    );
    // A link of the console's menu, as Next's <Link> renders it: its own click handler navigates.
    const navigate = vi.fn();
    const menuLink = (
      <a
        href="/ja/console/team"
        onClick={(event) => {
          event.preventDefault();
          navigate();
        }}
      >
        Team
      </a>
    );
    renderAs(
      "OWNER",
      <>
        <EditProjectScreen projectId={PROJECT_ID} />
        {menuLink}
      </>,
    );
    await screen.findByRole("button", { name: "Save changes" });
    fireEvent.click(screen.getByRole("link", { name: "Team" }));
    expect(confirm).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledTimes(1);

    fireEvent.click(field("field-allowedCountries-FR"));
    fireEvent.click(screen.getByRole("link", { name: "Team" }));
    expect(confirm).toHaveBeenCalledWith(
      "You have unsaved changes. If you leave this page, they will be lost. Leave anyway?",
    );
    expect(navigate).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText("No unsaved changes.");
    confirm.mockClear();
    fireEvent.click(screen.getByRole("link", { name: "Team" }));
    expect(confirm).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it("sends the links as a whole list when one is added or moved, and nothing else", async () => {
    const x = { type: "TWITTER", url: "https://x.com/tour" };
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === "PATCH"
        ? jsonResponse(200, { ...project, links: [x, ...project.links] })
        : jsonResponse(404, { code: "request-E1004" }),
    );
    renderAs("EDITOR", <EditProjectScreen projectId={PROJECT_ID} />);
    await screen.findByRole("group", { name: "Links" });
    expect(field("field-links-0-url").value).toBe("https://www.instagram.com/tour");
    fireEvent.click(screen.getByRole("button", { name: "Add a link" }));
    fireEvent.change(field("field-links-1-type"), { target: { value: "TWITTER" } });
    type("field-links-1-url", "https://x.com/tour");
    fireEvent.click(screen.getByRole("button", { name: "Up: Link 2" }));
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText("No unsaved changes.");
    expect(writes()).toEqual([
      { method: "PATCH", url: `/api/v1/operator/projects/${PROJECT_ID}`, body: { links: [x, ...project.links] } },
    ]);
  });

  it("refuses a link that is no web address before sending, naming it in the summary and at its field", async () => {
    renderAs("EDITOR", <EditProjectScreen projectId={PROJECT_ID} />);
    await screen.findByRole("group", { name: "Links" });
    type("field-links-0-url", "ftp://files.example/tour");
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    const summary = screen.getByRole("alert");
    const link = [...summary.querySelectorAll("a")].find((a) => a.getAttribute("href") === "#field-links-0-url");
    expect(link?.textContent).toContain("Links #1 Address");
    expect(field("field-links-0-url").getAttribute("aria-invalid")).toBe("true");
    expect(writes()).toEqual([]);
  });

  it("shows a viewer the fields read-only, with no save or publish", async () => {
    renderAs("VIEWER", <EditProjectScreen projectId={PROJECT_ID} />);
    await screen.findByText("Viewers can read the project. Owners and editors change it.");
    expect(field("field-name-ja").hasAttribute("disabled")).toBe(true);
    expect(field("field-allowedCountries-JP").hasAttribute("disabled")).toBe(true);
    expect(field("field-links-0-url").hasAttribute("disabled")).toBe(true);
    expect(screen.queryByRole("button", { name: "Add a link" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Save changes" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Publish the project" })).toBeNull();
  });
});
