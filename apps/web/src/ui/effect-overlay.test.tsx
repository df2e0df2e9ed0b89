import { act, fireEvent, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EffectOverlay, REDUCED_MOTION_QUERY } from "./effect-overlay";

/** The fan's motion preference as the browser would answer matchMedia. */
function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({ matches: reduce && query === REDUCED_MOTION_QUERY, media: query })),
  );
}
afterEach(() => {
  vi.unstubAllGlobals();
});

const overlay = () => document.querySelector<HTMLElement>("[data-effect-overlay]");

describe("EffectOverlay", () => {
  it("plays over the whole page, outside it, hidden from assistive technology and out of the focus order", () => {
    preferReducedMotion(false);
    const { container } = render(
      <div>
        <button type="button">Go on</button>
        <EffectOverlay variant="win" life="2s" data={{ "data-effect": "CONFETTI" }}>
          <span data-testid="piece" />
        </EffectOverlay>
      </div>,
    );
    const button = container.querySelector("button");
    button?.focus();
    const layer = overlay();
    expect(layer?.getAttribute("data-effect-overlay")).toBe("win");
    expect(layer?.getAttribute("data-effect")).toBe("CONFETTI");
    expect(layer?.getAttribute("aria-hidden")).toBe("true");
    expect(layer?.style.getPropertyValue("--life")).toBe("2s");
    // A portal into <body>: not inside the page's tree, so a fixed layer is the screen's, not a card's.
    expect(layer?.parentElement).toBe(document.body);
    expect(container.contains(layer ?? null)).toBe(false);
    expect(layer?.querySelector("a, button, input, [tabindex]")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("removes itself when its own animation ends, not when a piece's does", () => {
    preferReducedMotion(false);
    render(
      <EffectOverlay variant="lost" life="3s">
        <span data-testid="piece" />
      </EffectOverlay>,
    );
    const piece = document.querySelector("[data-testid='piece']");
    if (!piece) throw new Error("no piece");
    act(() => {
      fireEvent.animationEnd(piece);
    });
    expect(overlay()).not.toBeNull();
    const layer = overlay();
    if (!layer) throw new Error("no overlay");
    act(() => {
      fireEvent.animationEnd(layer);
    });
    expect(overlay()).toBeNull();
  });

  it("draws nothing when the fan prefers reduced motion", () => {
    preferReducedMotion(true);
    render(
      <EffectOverlay variant="win" life="2s">
        <span data-testid="piece" />
      </EffectOverlay>,
    );
    expect(overlay()).toBeNull();
    expect(document.querySelector("[data-testid='piece']")).toBeNull();
  });
});
