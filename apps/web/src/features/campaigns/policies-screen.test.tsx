import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAMPAIGN_ID, PROJECT_ID } from "@/test/campaign-fixtures";
import { hydrateWithApp, jsonResponse, renderWithApp } from "@/test/render";
import messages from "../../../messages/en/common.json";
import { PoliciesScreen } from "./policies-screen";

const push = vi.fn();
vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ push, replace: vi.fn() }),
  usePathname: () => "/projects",
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const fetchMock = vi.fn<typeof fetch>();
let acceptAnswer: Response;
/** The project's documents: a Japanese privacy policy only, and terms in English. */
const project = {
  id: PROJECT_ID,
  name: { ja: "プロジェクト" },
  description: { ja: "説明" },
  logoUrl: null,
  companyName: "Label",
  assets: [
    { type: "TERMS_SERVICE_EN", url: "/api/v1/assets/33333333-3333-4333-8333-333333333333" },
    { type: "PRIVACY_POLICY_JP", url: "/api/v1/assets/44444444-4444-4444-8444-444444444444" },
  ],
  links: [],
  allowedCountries: ["JP"],
  canParticipate: true,
};
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const path = String(input);
    if (path.endsWith("/terms")) {
      return jsonResponse(200, { terms: { ja: "規約", en: "The terms." }, privacyPolicy: { ja: "方針" } });
    }
    if (path.endsWith(`/projects/${PROJECT_ID}`)) return jsonResponse(200, project);
    return acceptAnswer;
  });
});
const policyRequests = () => fetchMock.mock.calls.filter(([path]) => String(path).endsWith("/policies"));
afterEach(() => {
  fetchMock.mockReset();
  push.mockReset();
  vi.unstubAllGlobals();
});

async function acceptBoth() {
  fireEvent.click(await screen.findByLabelText("I accept the campaign terms"));
  fireEvent.click(screen.getByLabelText("I accept the campaign privacy policy"));
  fireEvent.click(screen.getByRole("button", { name: "Accept and continue" }));
}

describe("PoliciesScreen", () => {
  it("shows the texts in the page's language, falling back to Japanese", async () => {
    renderWithApp(<PoliciesScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />);
    expect(await screen.findByText("The terms.")).toBeTruthy();
    expect(screen.getByText("方針")).toBeTruthy();
  });

  it("shows the texts to accept in its first render when the page's server read them", () => {
    // The browser's reads never answer: what shows came from the server's read alone.
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    const initialData = {
      terms: { terms: { ja: "規約", en: "Terms read on the server." }, privacyPolicy: { ja: "方針" } },
      fetchedAt: Date.now(),
    };
    renderWithApp(<PoliciesScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} initialData={initialData} />);
    expect(screen.getByText("Terms read on the server.")).toBeTruthy();
    expect(screen.getByLabelText("I accept the campaign terms")).toBeTruthy();
  });

  it("keeps the boxes a fan ticked before the scripts arrived, and sends the acceptance", async () => {
    acceptAnswer = jsonResponse(200, { accepted: true });
    const initialData = {
      terms: { terms: { ja: "規約", en: "The terms." }, privacyPolicy: { ja: "方針" } },
      fetchedAt: Date.now(),
    };
    hydrateWithApp(
      <PoliciesScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} initialData={initialData} />,
      (serverHtml) => {
        const boxes = serverHtml.querySelectorAll<HTMLInputElement>('input[type="checkbox"]');
        expect(boxes).toHaveLength(2);
        for (const box of boxes) box.click();
      },
    );
    // The project's documents answering re-render the form: before the fix that unticked both boxes.
    await screen.findByRole("link", { name: messages.campaign.termsDocument });
    expect((screen.getByLabelText("I accept the campaign terms") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("I accept the campaign privacy policy") as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Accept and continue" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/projects/${PROJECT_ID}/${CAMPAIGN_ID}/conditions`));
    expect(policyRequests()).toHaveLength(1);
  });

  it("links the project's documents: the page's language's, else the Japanese one, saying so", async () => {
    renderWithApp(<PoliciesScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />);
    const terms = await screen.findByRole("link", { name: messages.campaign.termsDocument });
    expect(terms.getAttribute("href")).toBe(project.assets[0]?.url);
    const privacy = screen.getByRole("link", {
      name: `${messages.campaign.privacyPolicyDocument} (${messages.languages.ja})`,
    });
    expect(privacy.getAttribute("href")).toBe(project.assets[1]?.url);
    expect(privacy.getAttribute("hreflang")).toBe("ja");
  });

  it("asks for both boxes before sending", async () => {
    renderWithApp(<PoliciesScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />);
    fireEvent.click(await screen.findByLabelText("I accept the campaign terms"));
    fireEvent.click(screen.getByRole("button", { name: "Accept and continue" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Please tick both boxes to accept.");
    expect(policyRequests()).toHaveLength(0);
  });

  it("accepts and goes on to the conditions", async () => {
    acceptAnswer = jsonResponse(200, { accepted: true });
    renderWithApp(<PoliciesScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />);
    await acceptBoth();
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/projects/${PROJECT_ID}/${CAMPAIGN_ID}/conditions`));
  });

  it("lets a fan who already accepted go on", async () => {
    acceptAnswer = jsonResponse(409, { code: "campaignPolicy-E2000", category: "BAD_REQUEST", message: "" });
    renderWithApp(<PoliciesScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />);
    await acceptBoth();
    expect((await screen.findByRole("status")).textContent).toBe(messages.errors["campaignPolicy-E2000"]);
    expect(screen.getByRole("link", { name: "Continue" }).getAttribute("href")).toBe(
      `/projects/${PROJECT_ID}/${CAMPAIGN_ID}/conditions`,
    );
  });

  it("explains a refusal outside the distribution time", async () => {
    acceptAnswer = jsonResponse(400, { code: "campaignPolicy-E2001", category: "BAD_REQUEST", message: "" });
    renderWithApp(<PoliciesScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />);
    await acceptBoth();
    expect((await screen.findByRole("alert")).textContent).toBe(messages.errors["campaignPolicy-E2001"]);
    expect(push).not.toHaveBeenCalled();
  });
});
