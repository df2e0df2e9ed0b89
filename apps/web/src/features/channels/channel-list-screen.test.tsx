import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PROJECT_ID } from "@/test/campaign-fixtures";
import { jsonResponse, renderWithApp } from "@/test/render";
import { ChannelListScreen } from "./channel-list-screen";

vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

const CHANNEL_ID = "c0000000-0000-4000-8000-000000000001";
const list = {
  channels: [
    {
      id: CHANNEL_ID,
      projectId: PROJECT_ID,
      title: { ja: "プレミアム", en: "Premium room" },
      description: { ja: "説明", en: "For the fans who came to the tour." },
      operator: "AND",
      requirementTypes: [],
      joined: true,
    },
  ],
};
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("ChannelListScreen", () => {
  it("lists the project's channels once the API answers, saying which the fan joined", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, list));
    renderWithApp(<ChannelListScreen projectId={PROJECT_ID} />);
    const link = await screen.findByRole("link", { name: /Premium room/ });
    expect(link.getAttribute("href")).toBe(`/projects/${PROJECT_ID}/channels/${CHANNEL_ID}`);
    expect(link.textContent).toContain("Joined");
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/v1/projects/${PROJECT_ID}/channels`);
  });

  it("lists them in its first render when the page's server read them", () => {
    // The browser's read never answers: what shows came from the server's read alone.
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    renderWithApp(
      <ChannelListScreen projectId={PROJECT_ID} initialData={{ channels: list as never, fetchedAt: Date.now() }} />,
    );
    expect(screen.getByRole("link", { name: /Premium room/ }).textContent).toContain("Joined");
  });
});
