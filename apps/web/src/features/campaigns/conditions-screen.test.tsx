import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAMPAIGN_ID, campaignDetail, conditionView, PROJECT_ID } from "@/test/campaign-fixtures";
import { renderWithApp } from "@/test/render";
import { ConditionsScreen } from "./conditions-screen";

vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  usePathname: () => `/projects/${PROJECT_ID}/${CAMPAIGN_ID}/conditions`,
  Link: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  // The browser's reads never answer: what shows came from the server's read alone.
  fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const fan = { policiesAccepted: true, claims: 0, drawResult: null, contactEmailEntered: false };
const campaign = campaignDetail({ fan, conditions: [conditionView({ completed: true })] });

function renderFanPage(initialData: { campaign: typeof campaign; isSeedable: boolean; fetchedAt: number }) {
  return renderWithApp(
    <ConditionsScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} initialData={initialData} mayBeSignedIn />,
  );
}

describe("ConditionsScreen", () => {
  it("lists the conditions with the fan's progress in its first render when the page's server read them", () => {
    renderFanPage({ campaign, isSeedable: true, fetchedAt: Date.now() });
    expect(screen.getByRole("status").textContent).toBe("1 of 1 done");
    expect(screen.getByRole("link", { name: /Enter your serial code/ }).getAttribute("href")).toBe(
      `/projects/${PROJECT_ID}/${CAMPAIGN_ID}/specify-multiple-codes`,
    );
  });

  it("waits for the browser's own read when the server's was not this fan's", () => {
    renderFanPage({ campaign, isSeedable: false, fetchedAt: Date.now() });
    expect(screen.queryByRole("link", { name: /Enter your serial code/ })).toBeNull();
    expect(screen.queryByText("1 of 1 done")).toBeNull();
  });
});
