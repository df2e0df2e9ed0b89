import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { ButtonLink } from "./button-link";

vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={`/en${href}`} {...rest}>
      {children}
    </a>
  ),
}));

describe("ButtonLink", () => {
  it("is a locale-aware link that looks like a button", () => {
    render(
      <ButtonLink href="/select-country" theme="gradient-purple" size="lg">
        Sign in
      </ButtonLink>,
    );
    const link = screen.getByRole("link", { name: "Sign in" });
    expect(link.getAttribute("href")).toBe("/en/select-country");
    expect(link.className).toContain("from-purple-700");
    expect(link.className).toContain("h-12");
  });

  it("when disabled is greyed-out text with nothing to follow", () => {
    render(
      <ButtonLink href="/projects" disabled>
        Projects
      </ButtonLink>,
    );
    expect(screen.queryByRole("link")).toBeNull();
    const text = screen.getByText("Projects");
    expect(text.getAttribute("aria-disabled")).toBe("true");
    expect(text.className).toContain("bg-gray-200");
  });
});
