import type { OperatorChannelView, OperatorMe } from "@fanfare/protocol";
import { QueryClient } from "@tanstack/react-query";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "@/test/render";
import { CONSOLE_QUERY_KEYS } from "../console-api";
import { ChannelsScreen } from "./channels-screen";

const push = vi.fn();
vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => ({ push }),
}));

const PROJECT_ID = "68373815-d705-4aca-a8a0-f558aa6d5701";
const CHANNEL_ID = "68373815-d705-4aca-a8a0-f558aa6d5702";
const NEW_ID = "68373815-d705-4aca-a8a0-f558aa6d5703";
const CHANNELS = `/api/v1/operator/projects/${PROJECT_ID}/channels`;
const company = { id: "68373815-d705-4aca-a8a0-f558aa6d57ac", name: "Demo Records" };
const channel: OperatorChannelView = {
  id: CHANNEL_ID,
  projectId: PROJECT_ID,
  title: { ja: "ファンクラブ", en: "Fan club" },
  description: { ja: "会員限定" },
  operator: "OR",
  requirements: { operator: "OR", items: [{ type: "OWNS_NFT" }, { type: "CLAIMED_IN", campaignId: NEW_ID }] },
  position: 0,
  status: "MAKING",
  memberCount: 12,
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? "GET"} ${String(input)}`;
    if (key === `GET ${CHANNELS}`) return jsonResponse(200, { channels: [channel] });
    if (key === `POST ${CHANNELS}`) return jsonResponse(201, { ...channel, id: NEW_ID });
    return jsonResponse(404, { code: "request-E1004", category: "BAD_REQUEST", message: "" });
  });
});
afterEach(() => {
  fetchMock.mockReset();
  push.mockReset();
  vi.unstubAllGlobals();
});

function renderAs(role: OperatorMe["role"]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const me: OperatorMe = { userId: "0b9d1c1e-6a4e-4d3f-9a54-5d1a7c2b8e10", email: "me@example.test", role, company };
  queryClient.setQueryData(CONSOLE_QUERY_KEYS.me, me);
  return renderWithApp(<ChannelsScreen projectId={PROJECT_ID} />, { queryClient });
}

describe("ChannelsScreen", () => {
  it("lists the channels with their requirements, visibility and members", async () => {
    renderAs("EDITOR");
    const row = (await screen.findByRole("rowheader", { name: "Fan club" })).closest("tr") as HTMLElement;
    expect(within(row).getByRole("link", { name: "Fan club" }).getAttribute("href")).toBe(
      `/console/projects/${PROJECT_ID}/channels/${CHANNEL_ID}`,
    );
    expect(within(row).getByText("Any of: Holds an NFT / Claimed in a campaign")).toBeTruthy();
    expect(within(row).getByText("Hidden from fans")).toBeTruthy();
    expect(within(row).getByText("12")).toBeTruthy();
  });

  it("creates a channel hidden from fans and opens it; Japanese is required first", async () => {
    renderAs("OWNER");
    await screen.findByRole("rowheader", { name: "Fan club" });
    fireEvent.click(screen.getByRole("button", { name: "Create the channel" }));
    expect(await screen.findAllByText("Japanese is required.")).toHaveLength(2);
    fireEvent.change(document.getElementById("field-new-channel-title-ja") as HTMLElement, {
      target: { value: "新チャンネル" },
    });
    fireEvent.change(document.getElementById("field-new-channel-description-ja") as HTMLElement, {
      target: { value: "説明" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Create the channel" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/console/projects/${PROJECT_ID}/channels/${NEW_ID}`));
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");
    expect(posts.map(([input, init]) => [String(input), JSON.parse(String(init?.body))])).toEqual([
      [CHANNELS, { title: { ja: "新チャンネル" }, description: { ja: "説明" }, status: "MAKING" }],
    ]);
  });

  it("moves a channel down and up: the order goes to the API whole, focus follows the moved channel", async () => {
    const second: OperatorChannelView = { ...channel, id: NEW_ID, title: { ja: "写真部", en: "Photo club" } };
    const orders: string[][] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const key = `${init?.method ?? "GET"} ${String(input)}`;
      if (key === `GET ${CHANNELS}`) return jsonResponse(200, { channels: [channel, second] });
      if (key === `PUT ${CHANNELS}/order`) {
        const { channelIds } = JSON.parse(String(init?.body)) as { channelIds: string[] };
        orders.push(channelIds);
        const byId = new Map([channel, second].map((c) => [c.id, c]));
        return jsonResponse(200, { channels: channelIds.map((id, position) => ({ ...byId.get(id), position })) });
      }
      return jsonResponse(404, { code: "request-E1004", category: "BAD_REQUEST", message: "" });
    });
    renderAs("EDITOR");
    await screen.findByRole("rowheader", { name: "Photo club" });
    const names = () => screen.getAllByRole("rowheader").map((cell) => cell.textContent);
    expect(names()).toEqual(["Fan club", "Photo club"]);
    expect(screen.getByRole("button", { name: "Up: Fan club" })).toHaveProperty("disabled", true);

    fireEvent.click(screen.getByRole("button", { name: "Down: Fan club" }));
    await waitFor(() => expect(names()).toEqual(["Photo club", "Fan club"]));
    expect(await screen.findByText("“Fan club” moved down.")).toBeTruthy();
    // At the bottom its "down" is disabled: the focus is on its "up", so the next press moves it back.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Up: Fan club" })));
    await waitFor(() => expect(orders).toEqual([[NEW_ID, CHANNEL_ID]]));

    fireEvent.click(screen.getByRole("button", { name: "Up: Fan club" }));
    await waitFor(() => expect(names()).toEqual(["Fan club", "Photo club"]));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Down: Fan club" })));
    await waitFor(() =>
      expect(orders).toEqual([
        [NEW_ID, CHANNEL_ID],
        [CHANNEL_ID, NEW_ID],
      ]),
    );
    expect(screen.getByText("“Fan club” moved up.")).toBeTruthy();
  });

  it("a refused order says why and shows the order the API holds", async () => {
    const second: OperatorChannelView = { ...channel, id: NEW_ID, title: { ja: "写真部", en: "Photo club" } };
    fetchMock.mockImplementation(async (input, init) => {
      const key = `${init?.method ?? "GET"} ${String(input)}`;
      if (key === `GET ${CHANNELS}`) return jsonResponse(200, { channels: [channel, second] });
      if (key === `PUT ${CHANNELS}/order`) {
        return jsonResponse(400, { code: "premiumContent-E1003", category: "BAD_REQUEST", message: "" });
      }
      return jsonResponse(404, { code: "request-E1004", category: "BAD_REQUEST", message: "" });
    });
    renderAs("OWNER");
    await screen.findByRole("rowheader", { name: "Photo club" });
    fireEvent.click(screen.getByRole("button", { name: "Up: Photo club" }));
    expect(
      await screen.findByText("The order no longer matches the project's channels. Reload the page and try again."),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["Fan club", "Photo club"]),
    );
  });

  it("viewers get the list without the form", async () => {
    renderAs("VIEWER");
    await screen.findByRole("rowheader", { name: "Fan club" });
    expect(screen.queryByRole("button", { name: "Up: Fan club" })).toBeNull();
    expect(screen.getByText("You can read the channels, but only owners and editors can change them.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Create the channel" })).toBeNull();
  });
});
