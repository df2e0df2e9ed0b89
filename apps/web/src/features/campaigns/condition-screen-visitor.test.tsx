import type { CampaignDetail } from "@fanfare/protocol";
import { screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAMPAIGN_ID, campaignDetail, PROJECT_ID } from "@/test/campaign-fixtures";
import { jsonResponse, messages, renderWithApp } from "@/test/render";
import { ConditionScreen } from "./condition-screen";
import { hasPendingPolicies, rememberPendingPolicies } from "./pending-policies";

const here = `/projects/${PROJECT_ID}/${CAMPAIGN_ID}/specify-multiple-codes`;
vi.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams() }));
vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  usePathname: () =>
    `/projects/11111111-1111-4111-8111-111111111111/22222222-2222-4222-8222-222222222222/specify-multiple-codes`,
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const fetchMock = vi.fn<typeof fetch>();
let campaigns: CampaignDetail[];
let policiesAnswer: () => Response;
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  window.localStorage.clear();
  policiesAnswer = () => jsonResponse(200, { accepted: true });
  fetchMock.mockImplementation(async (input) => {
    const path = String(input);
    if (path.endsWith("/policies")) return policiesAnswer();
    const next = campaigns.length > 1 ? campaigns.shift() : campaigns[0];
    return jsonResponse(200, next);
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const notAccepted = { policiesAccepted: false, claims: 0, drawResult: null, contactEmailEntered: false };
const accepted = { ...notAccepted, policiesAccepted: true };
const policyRequests = () => fetchMock.mock.calls.filter(([path]) => String(path).endsWith("/policies"));

describe("ConditionScreen for a visitor from a shared link", () => {
  it("names the condition and leads through the policies and the sign-in back to this page", async () => {
    campaigns = [campaignDetail({ fan: null })];
    renderWithApp(
      <ConditionScreen
        projectId={PROJECT_ID}
        campaignId={CAMPAIGN_ID}
        slug="specify-multiple-codes"
        mayBeSignedIn={false}
      />,
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: messages.condition.type.SPECIFY_MULTIPLE_CODES }),
    ).toBeTruthy();
    expect(screen.getByTestId("visitor-notice").textContent).toBe(messages.campaign.visitor.conditionLead);
    expect(screen.getByRole("link", { name: messages.campaign.visitor.acceptAndSignIn }).getAttribute("href")).toBe(
      `/projects/${PROJECT_ID}/${CAMPAIGN_ID}/policies?next=${encodeURIComponent(here)}`,
    );
    expect(screen.getByRole("link", { name: messages.campaign.visitor.signInOnly }).getAttribute("href")).toBe(
      `/?returnTo=${encodeURIComponent(here)}`,
    );
    // No form a visitor could only fail with.
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});

describe("ConditionScreen back from the sign-in with the policies accepted before it", () => {
  it("sends the kept acceptance once, then shows the condition's form", async () => {
    rememberPendingPolicies(CAMPAIGN_ID);
    campaigns = [campaignDetail({ fan: notAccepted }), campaignDetail({ fan: accepted })];
    renderWithApp(<ConditionScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} slug="specify-multiple-codes" />);
    expect(await screen.findByRole("textbox", { name: messages.codeForm.label })).toBeTruthy();
    expect(policyRequests()).toHaveLength(1);
    expect(hasPendingPolicies(CAMPAIGN_ID)).toBe(false);
    expect(screen.queryByRole("link", { name: messages.conditions.policiesFirst })).toBeNull();
  });

  it("goes on as well when the API says they were accepted already", async () => {
    rememberPendingPolicies(CAMPAIGN_ID);
    policiesAnswer = () => jsonResponse(409, { code: "campaignPolicy-E2000", category: "BAD_REQUEST", message: "" });
    campaigns = [campaignDetail({ fan: notAccepted }), campaignDetail({ fan: accepted })];
    renderWithApp(<ConditionScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} slug="specify-multiple-codes" />);
    expect(await screen.findByRole("textbox", { name: messages.codeForm.label })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("without a kept acceptance, sends nothing and asks for the policies, coming back here after them", async () => {
    campaigns = [campaignDetail({ fan: notAccepted })];
    renderWithApp(<ConditionScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} slug="specify-multiple-codes" />);
    const gate = await screen.findByRole("link", { name: messages.conditions.policiesFirst });
    expect(gate.getAttribute("href")).toBe(
      `/projects/${PROJECT_ID}/${CAMPAIGN_ID}/policies?next=${encodeURIComponent(here)}`,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(policyRequests()).toHaveLength(0);
  });
});
