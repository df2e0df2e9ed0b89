import type { AuditEvent } from "@fanfare/protocol";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "@/test/render";
import { AuditLogScreen } from "./audit-log-screen";

const ACTOR = { userId: "0b9d1c1e-6a4e-4d3f-9a54-5d1a7c2b8e10", email: "owner@example.test" };
const CAMPAIGN = "22222222-2222-4222-8222-222222222222";

function event(overrides: Partial<AuditEvent>): AuditEvent {
  return {
    id: "44444444-4444-4444-8444-444444444444",
    at: "2026-11-22T07:00:00.000Z",
    actor: ACTOR,
    action: "campaign.update",
    target: { type: "campaign", id: CAMPAIGN },
    before: null,
    after: null,
    ...overrides,
  };
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  // The viewer's browser is in Bangkok for the whole file: a page detects its zone once
  // (lib/time-zone.ts), so a zone changed half-way through would not be seen, as in a browser.
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolved.call(this), timeZone: "Asia/Bangkok" };
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("AuditLogScreen", () => {
  it("shows each event: when, who, the action in words, the target and only the fields that changed", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        events: [
          event({
            before: { title: { ja: "春", en: "Spring" }, totalSupply: 100, perFanLimit: 1 },
            after: { title: { ja: "春", en: "Spring gift" }, totalSupply: 150, perFanLimit: 1 },
          }),
          event({
            id: "55555555-5555-4555-8555-555555555555",
            action: "member.update",
            target: { type: "member", id: ACTOR.userId },
            before: { role: "EDITOR" },
            after: { role: "OWNER" },
          }),
          event({
            id: "66666666-6666-4666-8666-666666666666",
            action: "draw.reveal",
            target: { type: "draw", id: "d1" },
          }),
          event({
            id: "88888888-8888-4888-8888-888888888888",
            action: "member.invite",
            target: { type: "member", id: ACTOR.userId },
            after: { role: "VIEWER", email: "new@example.test" },
          }),
          event({
            id: "99999999-9999-4999-8999-999999999999",
            action: "member.remove",
            target: { type: "member", id: ACTOR.userId },
            before: { role: "EDITOR" },
          }),
        ],
        nextCursor: null,
      }),
    );
    renderWithApp(<AuditLogScreen />);
    const rows = await screen.findAllByRole("row");
    const [, edit, role, unknown, invite, removal] = rows;
    if (!edit || !role || !unknown || !invite || !removal) throw new Error("five events expected");

    expect(within(edit).getByRole("rowheader").textContent).toBe("Edited a campaign");
    expect(within(edit).getByText("owner@example.test")).toBeTruthy();
    expect(within(edit).getByText(CAMPAIGN)).toBeTruthy();
    expect(within(edit).getByText("Campaign")).toBeTruthy();
    expect(within(edit).getByRole("time").getAttribute("dateTime")).toBe("2026-11-22T07:00:00.000Z");
    const changes = within(edit)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(changes).toEqual(["title.en: from Spring to Spring gift", "totalSupply: from 100 to 150"]);

    // A role is said in words; an action this web does not know is shown as the API wrote it.
    expect(within(role).getByRole("rowheader").textContent).toBe("Changed a role");
    expect(within(role).getByRole("listitem").textContent).toBe("role: from Editor to Owner");
    expect(within(unknown).getByRole("rowheader").textContent).toBe("draw.reveal");
    expect(within(unknown).getByText("No field changed")).toBeTruthy();
    // A creation says what was set, a removal what was there.
    expect(
      within(invite)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["role: set to Viewer", "email: set to new@example.test"]);
    expect(within(removal).getByRole("listitem").textContent).toBe("role: Editor removed");
    expect(screen.getByText("This is the beginning of the log.")).toBeTruthy();
  });

  it("shows a changed window's instants in the viewer's time zone, as the \"when\" column is", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        events: [
          event({
            at: "2026-12-01T23:09:30.000Z",
            before: { endsAt: "2026-12-31T23:09:00.000Z", title: { en: "2026-12-01 live" } },
            after: { endsAt: "2026-12-01T23:12:00.000Z", title: { en: "2026-12-02 live" } },
          }),
        ],
        nextCursor: null,
      }),
    );
    renderWithApp(<AuditLogScreen />);
    const [, edit] = await screen.findAllByRole("row");
    if (!edit) throw new Error("one event expected");
    await waitFor(() =>
      expect(
        within(edit)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual([
        "endsAt: from Jan 1, 2027, 6:09 AM GMT+7 to Dec 2, 2026, 6:12 AM GMT+7",
        "title.en: from 2026-12-01 live to 2026-12-02 live",
      ]),
    );
    expect(within(edit).getByRole("time").textContent).toBe("Dec 2, 2026, 6:09 AM GMT+7");
  });

  it("loads older events with the previous page's cursor and adds them below", async () => {
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(200, { events: [event({ after: { totalSupply: 1 } })], nextCursor: "cursor-1" }),
      )
      .mockResolvedValueOnce(
        jsonResponse(200, {
          events: [event({ id: "77777777-7777-4777-8777-777777777777", action: "campaign.create" })],
          nextCursor: null,
        }),
      );
    renderWithApp(<AuditLogScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "Load older events" }));
    await screen.findByText("Created a campaign");
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([
      "/api/v1/operator/audit-events",
      "/api/v1/operator/audit-events?before=cursor-1",
    ]);
    expect(screen.getAllByRole("row")).toHaveLength(3);
    expect(screen.getByText("Edited a campaign")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Load older events" })).toBeNull());
    expect(screen.getByRole("status").textContent).toBe("2 events shown");
  });
});
