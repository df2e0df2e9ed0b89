import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAMPAIGN_ID, PROJECT_ID } from "@/test/campaign-fixtures";
import { jsonResponse, renderWithApp } from "@/test/render";
import { ChannelScreen } from "./channel-screen";

vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  usePathname: () => "/projects",
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const CHANNEL_ID = "33333333-3333-4333-8333-333333333333";
const CONTENT_ID = "44444444-4444-4444-8444-444444444444";
const fetchMock = vi.fn<typeof fetch>();
const detail = (joined: boolean, met: boolean) => ({
  id: CHANNEL_ID,
  projectId: PROJECT_ID,
  title: { ja: "会員", en: "Members" },
  description: { ja: "説明", en: "For members" },
  operator: "AND",
  requirementTypes: ["CLAIMED_IN"],
  joined,
  requirements: [
    {
      requirement: { type: "CLAIMED_IN", campaignId: CAMPAIGN_ID },
      met,
      missing: met ? null : "NOT_CLAIMED",
      campaigns: [{ id: CAMPAIGN_ID, title: { ja: "ギフト", en: "Welcome gift" } }],
    },
  ],
  canJoin: met,
  hasAccess: joined && met,
  preview: [
    {
      id: CONTENT_ID,
      kind: "VIDEO",
      title: joined && met ? { ja: "動画", en: "Clip" } : null,
      publishAt: "2026-11-20T00:00:00.000Z",
    },
  ],
});

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("ChannelScreen", () => {
  it("says which requirement is missing and where to get it; join is not offered; hidden titles stay hidden", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, detail(false, false)));
    renderWithApp(<ChannelScreen projectId={PROJECT_ID} channelId={CHANNEL_ID} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Members" })).toBeTruthy();
    expect(screen.getByText("You have not claimed in this campaign yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Welcome gift" }).getAttribute("href")).toBe(
      `/projects/${PROJECT_ID}/${CAMPAIGN_ID}`,
    );
    expect((screen.getByRole("button", { name: "Join the channel" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Members-only content")).toBeTruthy();
    expect(screen.queryByText("Clip")).toBeNull();
  });

  it("joins, then links the contents", async () => {
    let joined = false;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith("/join") && init?.method === "POST") joined = true;
      return jsonResponse(200, detail(joined, true));
    });
    renderWithApp(<ChannelScreen projectId={PROJECT_ID} channelId={CHANNEL_ID} />);
    fireEvent.click(await screen.findByRole("button", { name: "Join the channel" }));
    await waitFor(() => expect(screen.getByRole("link", { name: "Open the contents" })).toBeTruthy());
    expect(screen.getByRole("link", { name: /Clip/ }).getAttribute("href")).toBe(
      `/projects/${PROJECT_ID}/channels/${CHANNEL_ID}/contents/${CONTENT_ID}`,
    );
    expect(screen.getByRole("button", { name: "Leave the channel" })).toBeTruthy();
  });

  it("a channel of another project is not found under this project's address", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { ...detail(false, false), projectId: CAMPAIGN_ID }));
    renderWithApp(<ChannelScreen projectId={PROJECT_ID} channelId={CHANNEL_ID} />);
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.queryByText("For members")).toBeNull();
  });
});
