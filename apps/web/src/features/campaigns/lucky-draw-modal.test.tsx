import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { REDUCED_MOTION_QUERY } from "@/ui/effect-overlay";
import { LuckyDrawModal } from "./lucky-draw-modal";

vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

let reducedMotion = false;
beforeEach(() => {
  reducedMotion = false;
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reducedMotion && query === REDUCED_MOTION_QUERY }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const ENTRY_ID = "e0000000-0000-4000-8000-000000000000";
function open(result: "WIN" | "FAILED" | "COMPLETED_CONDITION") {
  return renderWithApp(
    <LuckyDrawModal
      entry={{ entryId: ENTRY_ID, result }}
      effect={{ type: "GEOMETRY", imageUrl: null }}
      entryEmailHref="/entry-email"
      failedHref="/lucky-draw-failed"
      onClaim={() => {}}
      onClose={() => {}}
    />,
  );
}

describe("LuckyDrawModal's moment", () => {
  it("celebrates a win with the campaign's effect over the screen", async () => {
    open("WIN");
    expect(await screen.findByRole("button", { name: "Receive" })).toBeTruthy();
    const overlay = document.querySelector("[data-effect-overlay]");
    expect(overlay?.getAttribute("data-effect-overlay")).toBe("win");
    expect(overlay?.getAttribute("data-effect")).toBe("GEOMETRY");
  });

  it("meets a lost draw gently, in another look than a win", async () => {
    open("FAILED");
    expect(await screen.findByRole("link", { name: "See the result" })).toBeTruthy();
    expect(document.querySelector("[data-effect-overlay]")?.getAttribute("data-effect-overlay")).toBe("lost");
    expect(document.querySelector("[data-effect]")).toBeNull();
  });

  it("plays nothing for an entry waiting for the draw, nor with prefers-reduced-motion", async () => {
    const waiting = open("COMPLETED_CONDITION");
    expect(await screen.findByRole("link", { name: "Leave a contact e-mail" })).toBeTruthy();
    expect(document.querySelector("[data-effect-overlay]")).toBeNull();
    waiting.unmount();
    reducedMotion = true;
    open("WIN");
    expect(await screen.findByRole("button", { name: "Receive" })).toBeTruthy();
    expect(document.querySelector("[data-effect-overlay]")).toBeNull();
  });
});
