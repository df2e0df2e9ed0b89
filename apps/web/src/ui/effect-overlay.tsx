"use client";

import {
  type AnimationEvent,
  type CSSProperties,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useState,
} from "react";
import { createPortal } from "react-dom";
import styles from "./effect-overlay.module.css";

export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/** Whether the fan asked for less motion; false where it cannot be asked (no matchMedia). */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/**
 * Where the overlays are drawn: <body> on the fan's pages (null). The operator console's preview gives
 * the frame it shows a fan page in, whose paint containment makes the overlay cover that frame alone.
 */
const EffectOverlayTargetContext = createContext<HTMLElement | null>(null);
export const EffectOverlayTarget = EffectOverlayTargetContext.Provider;

export type EffectOverlayProps = {
  /** What the moment is: a win celebrates, a lost draw is gentle (the tests and the CSS tell them apart). */
  variant: "win" | "lost";
  /** How long it plays in all, e.g. "3s": the overlay's own animation, whose end removes it. */
  life: string;
  /** Extra attributes for the layer, e.g. the campaign's effect type. */
  data?: Record<`data-${string}`, string>;
  children: ReactNode;
};

/**
 * Plays `children` (CSS-animated pieces) over the whole screen once, then removes itself. Decorative:
 * aria-hidden, no pointer events, outside the page's focus order (a portal into <body>), so it never
 * traps or takes focus and a control under it stays usable. Drawn only in the browser, after the page
 * is up (the server cannot know the fan's motion preference), and never with prefers-reduced-motion:
 * the screen's own static confirmation is all there is then.
 */
export function EffectOverlay({ variant, life, data, children }: EffectOverlayProps) {
  const [playing, setPlaying] = useState(false);
  const target = useContext(EffectOverlayTargetContext);
  useEffect(() => {
    setPlaying(!prefersReducedMotion());
  }, []);
  if (!playing) return null;
  const end = (event: AnimationEvent<HTMLDivElement>) => {
    // The pieces' animations bubble up here too: only the layer's own end ends it.
    if (event.target === event.currentTarget) setPlaying(false);
  };
  return createPortal(
    <div
      className={styles.overlay}
      style={{ "--life": life } as CSSProperties}
      data-effect-overlay={variant}
      aria-hidden="true"
      onAnimationEnd={end}
      {...data}
    >
      {children}
    </div>,
    target ?? document.body,
  );
}
