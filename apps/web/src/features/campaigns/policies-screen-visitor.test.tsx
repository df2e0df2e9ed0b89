import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAMPAIGN_ID, PROJECT_ID } from "@/test/campaign-fixtures";
import { jsonResponse, messages, renderWithApp } from "@/test/render";
import { hasPendingPolicies } from "./pending-policies";
import { PoliciesScreen } from "./policies-screen";

const push = vi.fn();
vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ push, replace: vi.fn() }),
  usePathname: () => "/projects",
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const fetchMock = vi.fn<typeof fetch>();
const next = `/projects/${PROJECT_ID}/${CAMPAIGN_ID}/survey`;
const signIn = `/?returnTo=${encodeURIComponent(next)}`;
const signedOut = () => jsonResponse(401, { code: "auth-E1001", category: "UNAUTHORIZED", message: "" });
let acceptAnswer: () => Response;
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  window.localStorage.clear();
  fetchMock.mockImplementation(async (input) => {
    const path = String(input);
    if (path.endsWith("/terms")) return jsonResponse(200, { terms: { ja: "規約" }, privacyPolicy: { ja: "方針" } });
    if (path.endsWith("/auth/refresh")) return signedOut();
    // The project, for its documents: none here.
    if (path.endsWith(`/projects/${PROJECT_ID}`))
      return jsonResponse(404, { code: "request-E1004", category: "BAD_REQUEST", message: "" });
    return acceptAnswer();
  });
});
afterEach(() => {
  fetchMock.mockReset();
  push.mockReset();
  vi.unstubAllGlobals();
});

async function tickBoth() {
  fireEvent.click(await screen.findByLabelText(messages.policies.acceptTerms));
  fireEvent.click(screen.getByLabelText(messages.policies.acceptPrivacyPolicy));
}

const policyRequests = () => fetchMock.mock.calls.filter(([path]) => String(path).endsWith("/policies"));

describe("PoliciesScreen for a visitor who is not signed in", () => {
  function renderAsVisitor() {
    renderWithApp(<PoliciesScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} next={next} mayBeSignedIn={false} />);
  }

  it("says signing in comes next, and keeps the acceptance through it", async () => {
    renderAsVisitor();
    expect((await screen.findByTestId("visitor-notice")).textContent).toBe(messages.policies.visitorLead);
    await tickBoth();
    fireEvent.click(screen.getByRole("button", { name: messages.policies.acceptAndSignIn }));
    expect(push).toHaveBeenCalledWith(signIn);
    expect(hasPendingPolicies(CAMPAIGN_ID)).toBe(true);
    // Nothing sent: without a session the API would refuse it.
    expect(policyRequests()).toHaveLength(0);
  });

  it("still asks for both boxes first", async () => {
    renderAsVisitor();
    fireEvent.click(await screen.findByLabelText(messages.policies.acceptTerms));
    fireEvent.click(screen.getByRole("button", { name: messages.policies.acceptAndSignIn }));
    expect((await screen.findByRole("alert")).textContent).toBe(messages.policies.checkBoth);
    expect(push).not.toHaveBeenCalled();
    expect(hasPendingPolicies(CAMPAIGN_ID)).toBe(false);
  });
});

describe("PoliciesScreen for a fan", () => {
  it("goes on to the page that sent the fan here", async () => {
    acceptAnswer = () => jsonResponse(200, { accepted: true });
    renderWithApp(<PoliciesScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} next={next} />);
    await tickBoth();
    fireEvent.click(screen.getByRole("button", { name: messages.policies.accept }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(next));
  });

  it("whose session ended: says so, keeps the acceptance and offers the sign-in back here (no silent jump)", async () => {
    acceptAnswer = signedOut;
    renderWithApp(<PoliciesScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} next={next} />);
    await tickBoth();
    fireEvent.click(screen.getByRole("button", { name: messages.policies.accept }));
    expect((await screen.findByRole("alert")).textContent).toBe(messages.policies.sessionEnded);
    expect(screen.getByRole("link", { name: messages.policies.signInAgain }).getAttribute("href")).toBe(signIn);
    expect(hasPendingPolicies(CAMPAIGN_ID)).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });
});
