import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { REDUCED_MOTION_QUERY } from "@/ui/effect-overlay";
import { LuckyDrawFailedScreen } from "./lucky-draw-failed-screen";

vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const preferReducedMotion = (reduce: boolean) =>
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduce && query === REDUCED_MOTION_QUERY }));
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("LuckyDrawFailedScreen", () => {
  it("has a gentle moment of its own over the screen: a lost draw's, not a win's, no confetti", () => {
    preferReducedMotion(false);
    renderWithApp(<LuckyDrawFailedScreen projectId="p1" campaignId="c1" />);
    const overlay = document.querySelector("[data-effect-overlay]");
    expect(overlay?.getAttribute("data-effect-overlay")).toBe("lost");
    expect(overlay?.getAttribute("aria-hidden")).toBe("true");
    expect(overlay?.hasAttribute("data-effect")).toBe(false);
    expect(document.querySelector("[data-effect-overlay='win'], [data-effect]")).toBeNull();
  });

  it("plays nothing with prefers-reduced-motion", () => {
    preferReducedMotion(true);
    renderWithApp(<LuckyDrawFailedScreen projectId="p1" campaignId="c1" />);
    expect(document.querySelector("[data-effect-overlay]")).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "Not drawn this time" })).toBeTruthy();
  });

  it("tells the fan they were not drawn and leads back to the campaign", () => {
    renderWithApp(<LuckyDrawFailedScreen projectId="p1" campaignId="c1" />);
    expect(screen.getByRole("heading", { level: 1, name: "Not drawn this time" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the campaign" }).getAttribute("href")).toBe("/projects/p1/c1");
    expect(screen.getByRole("link", { name: "Back to projects" }).getAttribute("href")).toBe("/projects");
  });
});
