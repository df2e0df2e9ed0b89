import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { EntrySuccessScreen } from "./entry-success-screen";

vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

describe("EntrySuccessScreen", () => {
  it("confirms the registration and leads back to the campaign", () => {
    renderWithApp(<EntrySuccessScreen projectId="p1" campaignId="c1" />);
    expect(screen.getByRole("heading", { level: 1, name: "Your e-mail is registered" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the campaign" }).getAttribute("href")).toBe("/projects/p1/c1");
  });
});
