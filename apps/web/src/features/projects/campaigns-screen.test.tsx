import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAMPAIGN_ID, PROJECT_ID } from "@/test/campaign-fixtures";
import { jsonResponse, renderWithApp } from "@/test/render";
import { CampaignsScreen } from "./campaigns-screen";

vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  usePathname: () => "/projects",
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const fetchMock = vi.fn<typeof fetch>();
const campaigns = {
  campaigns: [
    {
      id: CAMPAIGN_ID,
      projectId: PROJECT_ID,
      title: { ja: "終了", en: "Last summer" },
      imageUrl: null,
      startsAt: "2026-07-01T00:00:00.000Z",
      endsAt: "2026-08-01T00:00:00.000Z",
      publishStatus: "PUBLISH",
      timeStatus: "ENDED",
      rewardKind: "NFT_CLAIM",
    },
  ],
};
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("CampaignsScreen", () => {
  it("lists every campaign, the ended too, once the API answers", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, campaigns));
    renderWithApp(<CampaignsScreen projectId={PROJECT_ID} />);
    const link = await screen.findByRole("link", { name: /Last summer/ });
    expect(link.getAttribute("href")).toBe(`/projects/${PROJECT_ID}/${CAMPAIGN_ID}`);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/v1/projects/${PROJECT_ID}/campaigns`);
  });

  it("lists them in its first render when the page's server read them", () => {
    // The browser's read never answers: what shows came from the server's read alone.
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    const initialData = { campaigns: campaigns as never, fetchedAt: Date.now() };
    renderWithApp(<CampaignsScreen projectId={PROJECT_ID} initialData={initialData} />);
    expect(screen.getByRole("link", { name: /Last summer/ }).getAttribute("href")).toBe(
      `/projects/${PROJECT_ID}/${CAMPAIGN_ID}`,
    );
  });
});
