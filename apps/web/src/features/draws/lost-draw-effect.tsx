"use client";

import type { CSSProperties } from "react";
import { EffectOverlay } from "@/ui/effect-overlay";
import styles from "./lost-draw-effect.module.css";

type Vars = CSSProperties & Record<`--${string}`, string>;

/** Eight drops spread across the width without Math.random (the same on every render). */
const DROPS = Array.from({ length: 8 }, (_, i) => ({
  "--x": `${8 + ((i * 37) % 84)}%`,
  "--d": `${((i * 13) % 8) * 0.08}s`,
}));

/**
 * The moment a fan learns they were not drawn: distinct from a win's celebration and gentle (a soft
 * dusk and a few slow drops over the screen, then gone; ui/effect-overlay.tsx), nothing at all with
 * prefers-reduced-motion. The screen's words say the rest.
 */
export function LostDrawEffect() {
  return (
    <EffectOverlay variant="lost" life="3.2s">
      <span className={styles.dusk} />
      {DROPS.map((style, i) => (
        // A fixed list: the index is the drop's identity.
        <span key={i} className={styles.drop} style={style as Vars} />
      ))}
    </EffectOverlay>
  );
}
