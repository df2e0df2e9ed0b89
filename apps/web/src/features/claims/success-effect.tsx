"use client";

import type { EffectType } from "@fanfare/protocol";
import type { CSSProperties } from "react";
import { EffectOverlay } from "@/ui/effect-overlay";
import { CheckIcon } from "@/ui/icons/check-icon";
import styles from "./success-effect.module.css";

const COLOURS = ["#f43f5e", "#f59e0b", "#10b981", "#3b82f6", "#a855f7", "#facc15"];

/** Spread without Math.random: the server's and the browser's render must be the same. */
const spread = (i: number, n: number) => ((i * 37 + 11) % n) / n;

type Vars = CSSProperties & Record<`--${string}`, string>;

function pieces(effect: Exclude<EffectType, "CUSTOM_IMAGE">) {
  switch (effect) {
    case "CONFETTI":
      return Array.from({ length: 48 }, (_, i) => ({
        className: styles.confetti,
        style: {
          "--x": `${spread(i, 100) * 100}%`,
          "--drift": `${(spread(i, 13) - 0.5) * 80}px`,
          "--spin": `${360 + spread(i, 7) * 720}deg`,
          "--d": `${spread(i, 23) * 1.4}s`,
        },
      }));
    case "CRACKER":
      return Array.from({ length: 32 }, (_, i) => {
        const left = i % 2 === 0;
        return {
          className: styles.cracker,
          style: {
            "--origin": left ? "4%" : "94%",
            "--dx": `${(left ? 1 : -1) * (20 + spread(i, 17) * 55)}cqw`,
            "--dy": `${-(45 + spread(i, 19) * 50)}cqh`,
            "--spin": `${spread(i, 11) * 540}deg`,
            "--d": `${spread(i, 5) * 0.25}s`,
          },
        };
      });
    case "GEOMETRY":
      return Array.from({ length: 18 }, (_, i) => ({
        // Every third a triangle, the next a circle, the third a square (the plain shape).
        className: `${styles.geometry} ${[styles.triangle, styles.round, ""][i % 3]}`,
        style: {
          "--x": `${spread(i, 100) * 92}%`,
          "--size": `${14 + spread(i, 9) * 22}px`,
          "--drift": `${(spread(i, 13) - 0.5) * 60}px`,
          "--spin": `${180 + spread(i, 7) * 360}deg`,
          "--d": `${spread(i, 29) * 1.6}s`,
        },
      }));
    case "CIRCLE":
      return Array.from({ length: 4 }, (_, i) => ({
        className: styles.ring,
        style: { "--d": `${i * 0.45}s` },
      }));
  }
}

/** How long each effect plays over the screen: its pieces' longest delay and duration, and a little. */
const LIFE: Record<EffectType, string> = {
  CONFETTI: "4.2s",
  CRACKER: "2.2s",
  GEOMETRY: "5s",
  CIRCLE: "3.9s",
  CUSTOM_IMAGE: "2s",
};

export type SuccessEffectProps = { effect: EffectType; imageUrl: string | null; imageAlt: string };

/**
 * The campaign's celebration (spec: success effect) for a claimed NFT: over the whole screen for a
 * moment (ui/effect-overlay.tsx: decorative, out of the way, gone when done, never with
 * prefers-reduced-motion), and in place, on the NFT, a still tick that stays: the calm confirmation
 * that is all a fan who prefers reduced motion gets.
 */
export function SuccessEffect({ effect, imageUrl, imageAlt }: SuccessEffectProps) {
  return (
    <>
      <div className={styles.layer} data-effect-static="win" aria-hidden="true">
        <span className={styles.badge}>
          <CheckIcon size={28} />
        </span>
      </div>
      <Celebration effect={effect} imageUrl={imageUrl} imageAlt={imageAlt} />
    </>
  );
}

/** The campaign's effect over the whole screen alone, e.g. for an instant draw's win in its modal. */
export function Celebration({ effect, imageUrl, imageAlt }: SuccessEffectProps) {
  return (
    <EffectOverlay variant="win" life={LIFE[effect]} data={{ "data-effect": effect }}>
      <Pieces effect={effect} imageUrl={imageUrl} imageAlt={imageAlt} />
    </EffectOverlay>
  );
}

function Pieces({ effect, imageUrl, imageAlt }: SuccessEffectProps) {
  if (effect === "CUSTOM_IMAGE") {
    // The operator's image: any size, so a plain <img> (next/image would need its dimensions).
    return imageUrl ? <img className={styles.custom} src={imageUrl} alt={imageAlt} /> : null;
  }
  return pieces(effect).map((piece, i) => (
    <span
      // The list is fixed for an effect: the index is the piece's identity.
      key={i}
      className={`${styles.piece} ${piece.className}`}
      style={{ ...piece.style, "--c": COLOURS[i % COLOURS.length] ?? "#facc15" } as Vars}
    />
  ));
}
