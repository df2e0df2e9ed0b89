import type { OperatorMe, WebhookDeliveryView, WebhookEndpointView } from "@fanfare/protocol";
import { QueryClient } from "@tanstack/react-query";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, messages, renderWithApp } from "@/test/render";
import { CONSOLE_QUERY_KEYS } from "../console-api";
import { WebhooksScreen } from "./webhooks-screen";

const ENDPOINTS = "/api/v1/operator/webhooks/endpoints";
const DELIVERIES = "/api/v1/operator/webhooks/deliveries";
const ENDPOINT_ID = "3a1b2c3d-6a4e-4d3f-9a54-5d1a7c2b8e20";
const NEW_ENDPOINT_ID = "4b2c3d4e-6a4e-4d3f-9a54-5d1a7c2b8e21";
const EVENT_ID = "0b7e8c7a-5d0e-4c55-a0c2-3f1c6f6f2a11";
const SECRET = "whsec_5f0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e";
const company = { id: "68373815-d705-4aca-a8a0-f558aa6d57ac", name: "Demo Records" };
const endpoint: WebhookEndpointView = {
  id: ENDPOINT_ID,
  url: "https://hooks.example.test/fanfare",
  events: ["claim.created", "mint.failed"],
  active: true,
  createdAt: "2026-11-01T00:00:00.000Z",
};
const delivery: WebhookDeliveryView = {
  id: "5c3d4e5f-6a4e-4d3f-9a54-5d1a7c2b8e22",
  eventId: EVENT_ID,
  eventType: "mint.failed",
  endpointId: ENDPOINT_ID,
  status: "FAILED",
  attempts: 8,
  responseStatus: 500,
  responseSnippet: "oops",
  error: "HTTP 500",
  nextAttemptAt: null,
  lastAttemptAt: "2026-11-02T03:04:00.000Z",
  deliveredAt: null,
  createdAt: "2026-11-01T12:00:00.000Z",
};

const fetchMock = vi.fn<typeof fetch>();
type Answer = { status: number; body: unknown };
let answers: Record<string, Answer>;
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  answers = {
    [`GET ${ENDPOINTS}`]: { status: 200, body: { endpoints: [endpoint] } },
    [`GET ${DELIVERIES}`]: { status: 200, body: { deliveries: [delivery] } },
  };
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
function renderAs(role: OperatorMe["role"]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const me: OperatorMe = { userId: "0b9d1c1e-6a4e-4d3f-9a54-5d1a7c2b8e10", email: "me@example.test", role, company };
  queryClient.setQueryData(CONSOLE_QUERY_KEYS.me, me);
  answers["GET /api/v1/operator/me"] = { status: 200, body: me };
  return renderWithApp(<WebhooksScreen />, { queryClient });
}

/** The page's live region says `text` (the loading lines are live regions too, so it is found by its text). */
async function announced(text: string) {
  const line = await screen.findByText(text);
  expect(line.getAttribute("role")).toBe("status");
}

function writes() {
  return fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? "GET") !== "GET")
    .map(([input, init]) => ({
      method: init?.method,
      path: String(input),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : init?.body,
    }));
}

describe("WebhooksScreen", () => {
  it("shows the signing secret once after a creation, in a labelled box, and never in the list", async () => {
    const created = {
      id: NEW_ENDPOINT_ID,
      url: "https://new.example.test/hook",
      events: ["claim.created", "draw.completed"],
      active: true,
      createdAt: "2026-11-03T00:00:00.000Z",
    };
    answers[`POST ${ENDPOINTS}`] = { status: 201, body: { ...created, secret: SECRET } };
    renderAs("EDITOR");
    await screen.findByRole("rowheader", { name: endpoint.url });
    // After the creation the list is read again: the API's list has the endpoint, never a secret.
    answers[`GET ${ENDPOINTS}`] = { status: 200, body: { endpoints: [endpoint, created] } };

    fireEvent.change(screen.getByLabelText(/Endpoint URL/), { target: { value: " https://new.example.test/hook " } });
    // Ticked out of order: sent in the protocol's order.
    fireEvent.click(screen.getByRole("checkbox", { name: /draw\.completed/ }));
    fireEvent.click(screen.getByRole("checkbox", { name: /claim\.created/ }));
    fireEvent.click(screen.getByRole("button", { name: "Add endpoint" }));

    const secret = await screen.findByLabelText("Signing secret");
    expect((secret as HTMLInputElement).value).toBe(SECRET);
    expect(secret.hasAttribute("readonly")).toBe(true);
    const box = screen.getByRole("region", { name: "Signing secret for https://new.example.test/hook" });
    expect(within(box).getByText(messages.console.webhooks.secretWarning)).toBeTruthy();
    expect(within(box).getByRole("button", { name: "Copy secret" })).toBeTruthy();
    await announced("The endpoint https://new.example.test/hook was added.");
    expect(writes()).toEqual([
      {
        method: "POST",
        path: ENDPOINTS,
        body: { url: "https://new.example.test/hook", events: ["claim.created", "draw.completed"] },
      },
    ]);

    const table = screen.getByRole("table", { name: "Endpoints" });
    await within(table).findByRole("rowheader", { name: "https://new.example.test/hook" });
    expect(table.textContent).not.toContain(SECRET);
    expect(screen.getAllByDisplayValue(SECRET)).toHaveLength(1);

    fireEvent.click(within(box).getByRole("button", { name: "I have stored the secret" }));
    expect(screen.queryByRole("region", { name: /Signing secret/ })).toBeNull();
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
    // The endpoint stays listed, still without its secret.
    expect(within(table).getByRole("rowheader", { name: "https://new.example.test/hook" })).toBeTruthy();
  });

  it("announces a copied secret in the live region", async () => {
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    answers[`POST ${ENDPOINTS}`] = { status: 201, body: { ...endpoint, id: NEW_ENDPOINT_ID, secret: SECRET } };
    renderAs("OWNER");
    fireEvent.change(await screen.findByLabelText(/Endpoint URL/), { target: { value: "https://x.example.test/h" } });
    fireEvent.click(screen.getByRole("checkbox", { name: /mint\.confirmed/ }));
    fireEvent.click(screen.getByRole("button", { name: "Add endpoint" }));
    fireEvent.click(await screen.findByRole("button", { name: "Copy secret" }));
    await announced("The signing secret was copied.");
    expect(writeText).toHaveBeenCalledWith(SECRET);
  });

  it("refuses a form without an event before asking the API, and shows the API's refusal by its code", async () => {
    answers[`POST ${ENDPOINTS}`] = {
      status: 400,
      body: { code: "request-E1000", category: "BAD_REQUEST", message: "The endpoint URL must use https." },
    };
    renderAs("OWNER");
    fireEvent.change(await screen.findByLabelText(/Endpoint URL/), { target: { value: "http://example.test/h" } });
    fireEvent.click(screen.getByRole("button", { name: "Add endpoint" }));
    expect((await screen.findByRole("alert")).textContent).toBe(messages.console.webhooks.eventsRequired);
    expect(writes()).toEqual([]);

    fireEvent.click(screen.getByRole("checkbox", { name: /claim\.created/ }));
    fireEvent.click(screen.getByRole("button", { name: "Add endpoint" }));
    await waitFor(() =>
      expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual([
        messages.errors["request-E1000"],
      ]),
    );
    expect(screen.queryByLabelText("Signing secret")).toBeNull();
  });

  it("shows a viewer the endpoints and the delivery log with no control to change them", async () => {
    renderAs("VIEWER");
    await screen.findByRole("rowheader", { name: endpoint.url });
    await screen.findByText(EVENT_ID);
    expect(screen.getByText(messages.console.webhooks.readOnly)).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByRole("button", { name: /Add|Activate|Deactivate|Delete|Replay|Copy/ })).toBeNull();
    expect(screen.queryByRole("columnheader", { name: "Actions" })).toBeNull();
    // Reading is theirs: the log's filter and refresh.
    expect(screen.getByLabelText("Show deliveries to")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Refresh" })).toBeTruthy();
    const row = screen.getByRole("row", { name: new RegExp(EVENT_ID) });
    expect(within(row).getByText("Failed")).toBeTruthy();
    expect(within(row).getByText("500")).toBeTruthy();
    expect(within(row).getByText("8")).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it("replays an event through the replay route with its event id", async () => {
    answers[`POST /api/v1/operator/webhooks/events/${EVENT_ID}/replay`] = {
      status: 202,
      body: { deliveries: [{ ...delivery, status: "PENDING", attempts: 0 }] },
    };
    renderAs("EDITOR");
    fireEvent.click(await screen.findByRole("button", { name: `Replay event ${EVENT_ID}` }));
    await announced(`Event ${EVENT_ID} will be delivered again, with the same event ID.`);
    expect(writes()).toEqual([
      { method: "POST", path: `/api/v1/operator/webhooks/events/${EVENT_ID}/replay`, body: {} },
    ]);
  });

  it("reads one endpoint's log when it is picked", async () => {
    answers[`GET ${DELIVERIES}?endpointId=${ENDPOINT_ID}`] = { status: 200, body: { deliveries: [] } };
    renderAs("VIEWER");
    await screen.findByText(EVENT_ID);
    fireEvent.change(screen.getByLabelText("Show deliveries to"), { target: { value: ENDPOINT_ID } });
    await screen.findByText("No deliveries yet.");
    expect(screen.queryByText(EVENT_ID)).toBeNull();
  });

  it("finds an older event's deliveries by the event ID pasted from a receiver's logs", async () => {
    const OLD_EVENT_ID = "1c8f9d8b-6e1f-4d66-b1d3-4a2d7a7a3b22";
    answers[`GET ${DELIVERIES}?eventId=${OLD_EVENT_ID}`] = {
      status: 200,
      body: { deliveries: [{ ...delivery, id: "6d4e5f60-6a4e-4d3f-9a54-5d1a7c2b8e23", eventId: OLD_EVENT_ID }] },
    };
    renderAs("VIEWER");
    await screen.findByText(EVENT_ID);
    const search = screen.getByLabelText("Find by event ID");
    fireEvent.change(search, { target: { value: "not-an-id" } });
    expect(search.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(/This is not an event ID/)).toBeTruthy();
    // Pasted with spaces and in capitals, as logs and clipboards give it.
    fireEvent.change(search, { target: { value: ` ${OLD_EVENT_ID.toUpperCase()} ` } });
    await screen.findByText(OLD_EVENT_ID);
    expect(search.getAttribute("aria-invalid")).toBe("false");
    expect(screen.queryByText(EVENT_ID)).toBeNull();
  });

  it("deactivates an endpoint, and deletes one only after the confirmation", async () => {
    answers[`PATCH ${ENDPOINTS}/${ENDPOINT_ID}`] = { status: 200, body: { ...endpoint, active: false } };
    answers[`DELETE ${ENDPOINTS}/${ENDPOINT_ID}`] = { status: 204, body: null };
    renderAs("OWNER");
    fireEvent.click(await screen.findByRole("button", { name: `Deactivate ${endpoint.url}` }));
    await announced(`${endpoint.url} is inactive: deliveries wait until it is activated.`);

    fireEvent.click(screen.getByRole("button", { name: `Delete ${endpoint.url}` }));
    let dialog = screen.getByRole("dialog", { name: `Delete the endpoint ${endpoint.url}?` });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(writes().map((write) => write.method)).toEqual(["PATCH"]);

    fireEvent.click(screen.getByRole("button", { name: `Delete ${endpoint.url}` }));
    dialog = screen.getByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete the endpoint" }));
    await announced(`The endpoint ${endpoint.url} was deleted.`);
    expect(writes()).toEqual([
      { method: "PATCH", path: `${ENDPOINTS}/${ENDPOINT_ID}`, body: { active: false } },
      { method: "DELETE", path: `${ENDPOINTS}/${ENDPOINT_ID}`, body: undefined },
    ]);
  });
});
