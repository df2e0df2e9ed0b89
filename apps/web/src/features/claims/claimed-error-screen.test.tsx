import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { ClaimedErrorScreen } from "./claimed-error-screen";

vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

describe("ClaimedErrorScreen", () => {
  it("translates the catalogue code from the URL", () => {
    renderWithApp(<ClaimedErrorScreen projectId="p1" campaignId="c1" code="claim-E2002" />);
    expect(screen.getByRole("alert").textContent).toBe("Sorry, the limit for this reward has been reached.");
    expect(screen.getByRole("link", { name: "Back to the campaign" }).getAttribute("href")).toBe("/projects/p1/c1");
  });

  it("falls back to the generic reason for an unknown or missing code", () => {
    renderWithApp(<ClaimedErrorScreen projectId="p1" campaignId="c1" code="<script>" />);
    expect(screen.getByRole("alert").textContent).toBe("Something went wrong while claiming. Please try again later.");
  });
});
