import type { OperatorMe, OperatorMember } from "@fanfare/protocol";
import { QueryClient } from "@tanstack/react-query";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, messages, renderWithApp } from "@/test/render";
import { CONSOLE_QUERY_KEYS } from "../console-api";
import { TeamScreen } from "./team-screen";

const OWNER_ID = "0b9d1c1e-6a4e-4d3f-9a54-5d1a7c2b8e10";
const EDITOR_ID = "1c2d3e4f-6a4e-4d3f-9a54-5d1a7c2b8e11";
const company = { id: "68373815-d705-4aca-a8a0-f558aa6d57ac", name: "Demo Records" };
const members: OperatorMember[] = [
  { userId: OWNER_ID, email: "owner@example.test", role: "OWNER", joinedAt: "2026-11-01T00:00:00.000Z" },
  { userId: EDITOR_ID, email: "editor@example.test", role: "EDITOR", joinedAt: "2026-11-02T00:00:00.000Z" },
];

const fetchMock = vi.fn<typeof fetch>();
type Answer = { status: number; body: unknown };
let answers: Record<string, Answer>;
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  answers = { "GET /api/v1/operator/members": { status: 200, body: { members } } };
  fetchMock.mockImplementation(async (input, init) => {
    const answer = answers[`${init?.method ?? "GET"} ${String(input)}`];
    if (!answer) return jsonResponse(404, { code: "request-E1004", category: "BAD_REQUEST", message: "" });
    return answer.status === 204 ? new Response(null, { status: 204 }) : jsonResponse(answer.status, answer.body);
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

/** The screen for an operator of `role` (the shell has the operator in its query already). */
function renderAs(role: OperatorMe["role"], userId = OWNER_ID) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const me: OperatorMe = { userId, email: "me@example.test", role, company };
  queryClient.setQueryData(CONSOLE_QUERY_KEYS.me, me);
  answers["GET /api/v1/operator/me"] = { status: 200, body: me };
  return renderWithApp(<TeamScreen />, { queryClient });
}

function writes() {
  return fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? "GET") !== "GET")
    .map(([input, init]) => ({
      method: init?.method,
      path: String(input),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : init?.body,
      csrf: new Headers(init?.headers).get("X-Fanfare-Csrf"),
    }));
}

describe("TeamScreen", () => {
  it.each(["VIEWER", "EDITOR"] as const)("shows a %s the members with no control to change them", async (role) => {
    renderAs(role, EDITOR_ID);
    await screen.findByText("editor@example.test");
    expect(screen.getByText("Only owners can invite operators, change roles or remove members.")).toBeTruthy();
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.queryByRole("button", { name: /Remove|Invite/ })).toBeNull();
    expect(screen.queryByRole("columnheader", { name: "Actions" })).toBeNull();
    // Roles are read as words; the viewer's own row is marked.
    const ownerRow = screen.getByRole("row", { name: /owner@example\.test/ });
    expect(within(ownerRow).getByText("Owner")).toBeTruthy();
    expect(within(screen.getByRole("row", { name: /editor@example\.test/ })).getByText("(you)")).toBeTruthy();
  });

  it("lets an owner invite by e-mail with a labelled role, and sends exactly that", async () => {
    answers["POST /api/v1/operator/members"] = {
      status: 201,
      body: {
        userId: "2d3e4f5a-6a4e-4d3f-9a54-5d1a7c2b8e12",
        email: "new@example.test",
        role: "VIEWER",
        joinedAt: "2026-11-03T00:00:00.000Z",
      },
    };
    renderAs("OWNER");
    await screen.findByText("editor@example.test");
    fireEvent.change(screen.getByLabelText("E-mail address"), { target: { value: "  new@example.test " } });
    fireEvent.change(screen.getByLabelText("Role"), { target: { value: "VIEWER" } });
    fireEvent.click(screen.getByRole("button", { name: "Invite" }));
    await screen.findByText("new@example.test was invited as Viewer.");
    expect(writes()).toEqual([
      {
        method: "POST",
        path: "/api/v1/operator/members",
        body: { email: "new@example.test", role: "VIEWER" },
        csrf: "1",
      },
    ]);
    expect((screen.getByLabelText("E-mail address") as HTMLInputElement).value).toBe("");
  });

  it("shows the API's refusal of an invitation in words, next to the form", async () => {
    answers["POST /api/v1/operator/members"] = {
      status: 409,
      body: {
        code: "operator-E2003",
        category: "BAD_REQUEST",
        message: "This account already operates another company.",
      },
    };
    renderAs("OWNER");
    await screen.findByText("editor@example.test");
    fireEvent.change(screen.getByLabelText("E-mail address"), { target: { value: "taken@example.test" } });
    fireEvent.click(screen.getByRole("button", { name: "Invite" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(messages.errors["operator-E2003"]);
  });

  it("refuses an address that is not one before asking the API", async () => {
    renderAs("OWNER");
    await screen.findByText("editor@example.test");
    fireEvent.change(screen.getByLabelText("E-mail address"), { target: { value: "not an address" } });
    fireEvent.click(screen.getByRole("button", { name: "Invite" }));
    expect((await screen.findByRole("alert")).textContent).toBe(messages.enterEmail.invalidEmail);
    expect(writes()).toEqual([]);
  });

  it("changes a role from the member's labelled select, and shows the refusal when the API says no", async () => {
    answers[`PATCH /api/v1/operator/members/${OWNER_ID}`] = {
      status: 409,
      body: { code: "operator-E2002", category: "BAD_REQUEST", message: "A company must keep at least one owner." },
    };
    renderAs("OWNER");
    const select = await screen.findByLabelText("Role of owner@example.test");
    fireEvent.change(select, { target: { value: "EDITOR" } });
    expect((await screen.findByRole("alert")).textContent).toBe(messages.errors["operator-E2002"]);
    expect(writes()).toEqual([
      { method: "PATCH", path: `/api/v1/operator/members/${OWNER_ID}`, body: { role: "EDITOR" }, csrf: "1" },
    ]);
    // The select still says what the server has.
    expect((select as HTMLSelectElement).value).toBe("OWNER");
  });

  it("removes a member only after the confirmation", async () => {
    answers[`DELETE /api/v1/operator/members/${EDITOR_ID}`] = { status: 204, body: null };
    renderAs("OWNER");
    fireEvent.click(await screen.findByRole("button", { name: "Remove editor@example.test" }));
    let dialog = screen.getByRole("dialog", { name: "Remove editor@example.test from the team?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(writes()).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Remove editor@example.test" }));
    dialog = screen.getByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove from the team" }));
    await screen.findByText("editor@example.test was removed from the team.");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(writes()).toEqual([
      { method: "DELETE", path: `/api/v1/operator/members/${EDITOR_ID}`, body: undefined, csrf: "1" },
    ]);
  });
});
