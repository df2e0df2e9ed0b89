import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAMPAIGN_ID, campaignDetail, conditionView, PROJECT_ID } from "@/test/campaign-fixtures";
import { jsonResponse, messages, renderWithApp } from "@/test/render";
import { ConditionScreen } from "./condition-screen";

const search = { value: "" };
vi.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams(search.value) }));
vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  usePathname: () => "/projects",
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const fetchMock = vi.fn<typeof fetch>();
const spotify = conditionView({
  type: "SPOTIFY_FOLLOW_ARTIST",
  slug: "spotify-follow-artist",
  social: { provider: "SPOTIFY" } as never,
});
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  // A fan who has not accepted the campaign's policies yet (the fixture's default).
  fetchMock.mockImplementation(async () => jsonResponse(200, campaignDetail({ conditions: [spotify] })));
});
afterEach(() => {
  fetchMock.mockReset();
  search.value = "";
  vi.unstubAllGlobals();
});

describe("ConditionScreen before the policies are accepted", () => {
  it("still says why a provider's redirect was refused, above the policies gate", async () => {
    search.value = "social=spotify&result=error&code=socialAccount-E2006";
    renderWithApp(<ConditionScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} slug="spotify-follow-artist" />);
    expect((await screen.findByRole("alert")).textContent).toBe(messages.errors["socialAccount-E2006"]);
    expect(screen.getByRole("link", { name: messages.conditions.policiesFirst })).toBeTruthy();
  });

  it("shows only the gate when nothing came back", async () => {
    renderWithApp(<ConditionScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} slug="spotify-follow-artist" />);
    expect(await screen.findByRole("link", { name: messages.conditions.policiesFirst })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("ConditionScreen once the policies are accepted", () => {
  const accepted = { policiesAccepted: true, claims: 0, drawResult: null, contactEmailEntered: false };
  function serveCampaign(condition: ReturnType<typeof conditionView>) {
    fetchMock.mockImplementation(async () =>
      jsonResponse(200, campaignDetail({ conditions: [condition], fan: accepted })),
    );
  }

  it("shows the kind's form from the registry (a code kind: the code field)", async () => {
    serveCampaign(conditionView());
    renderWithApp(<ConditionScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} slug="specify-multiple-codes" />);
    expect(await screen.findByRole("textbox", { name: messages.codeForm.label })).toBeTruthy();
    expect(screen.getByRole("heading", { name: messages.condition.type.SPECIFY_MULTIPLE_CODES })).toBeTruthy();
  });

  it("NONE: says there is nothing to do", async () => {
    serveCampaign(conditionView({ type: "NONE", slug: "none", codeMaxLength: null }));
    renderWithApp(<ConditionScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} slug="none" />);
    expect(await screen.findByText(messages.condition.noneBody)).toBeTruthy();
  });

  it("a survey the API sent without its questions cannot be answered here", async () => {
    serveCampaign(conditionView({ type: "SURVEY", slug: "survey", survey: null }));
    renderWithApp(<ConditionScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} slug="survey" />);
    expect(await screen.findByText(messages.condition.notAvailable)).toBeTruthy();
  });
});
