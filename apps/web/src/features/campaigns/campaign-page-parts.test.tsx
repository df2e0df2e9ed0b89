import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { CAMPAIGN_ID, PROJECT_ID } from "@/test/campaign-fixtures";
import { messages } from "@/test/render";
import { campaignPageParts } from "./campaign-page-parts";

vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

const base = `/projects/${PROJECT_ID}/${CAMPAIGN_ID}`;

function renderPart(node: ReactNode) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      {node}
    </NextIntlClientProvider>,
  );
}

describe("campaignPageParts", () => {
  it("links the campaign's other pages and its project", () => {
    renderPart(campaignPageParts(PROJECT_ID, CAMPAIGN_ID).moreLinks);
    const nav = screen.getByRole("navigation", { name: messages.campaign.moreLinks });
    const links = within(nav)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      [messages.campaign.help, `${base}/help`],
      [messages.fairness.link, `${base}/fairness`],
      [messages.campaign.terms, `${base}/campaign-terms`],
      [messages.campaign.privacyPolicy, `${base}/campaign-privacy-policy`],
      [messages.campaign.projectTop, `/projects/${PROJECT_ID}`],
    ]);
  });

  it("signs a visitor in with the way back to this campaign", () => {
    expect(campaignPageParts(PROJECT_ID, CAMPAIGN_ID).signInHref).toBe(`/?returnTo=${encodeURIComponent(base)}`);
  });

  it("shows the page's shape while the browser reads the campaign", () => {
    renderPart(campaignPageParts(PROJECT_ID, CAMPAIGN_ID).skeleton);
    expect(screen.getByTestId("skeleton").getAttribute("aria-busy")).toBe("true");
  });

  // The parts are rendered by the page's server component so that their code is not in the page's
  // JavaScript (issue 17): the client screen may take their types only, or the code comes back.
  it("reach the campaign screen as props, never as code it imports", () => {
    const source = readFileSync(join(__dirname, "campaign-screen.tsx"), "utf8");
    const runtimeImports = [...source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+["']([^"']+)["']/gmsu)].map(
      (match) => match[1],
    );
    expect(runtimeImports).not.toContain("./campaign-page-parts");
    expect(runtimeImports).not.toContain("./campaign-skeleton");
    expect(runtimeImports).not.toContain("./sign-in-link");
    expect(source).toContain('import type { CampaignPageParts } from "./campaign-page-parts";');
  });
});
