import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { LuckyDrawFailedScreen } from "./lucky-draw-failed-screen";

vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

describe("LuckyDrawFailedScreen", () => {
  it("tells the fan they were not drawn and leads back to the campaign", () => {
    renderWithApp(<LuckyDrawFailedScreen projectId="p1" campaignId="c1" />);
    expect(screen.getByRole("heading", { level: 1, name: "Not drawn this time" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the campaign" }).getAttribute("href")).toBe("/projects/p1/c1");
    expect(screen.getByRole("link", { name: "Back to projects" }).getAttribute("href")).toBe("/projects");
  });
});
