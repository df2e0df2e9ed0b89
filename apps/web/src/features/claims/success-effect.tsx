import type { EffectType } from "@fanfare/protocol";
import type { CSSProperties } from "react";
import styles from "./success-effect.module.css";

const COLOURS = ["#f43f5e", "#f59e0b", "#10b981", "#3b82f6", "#a855f7", "#facc15"];

/** Spread without Math.random: the server's and the browser's render must be the same. */
const spread = (i: number, n: number) => ((i * 37 + 11) % n) / n;

type Vars = CSSProperties & Record<`--${string}`, string>;

function pieces(effect: Exclude<EffectType, "CUSTOM_IMAGE">) {
  switch (effect) {
    case "CONFETTI":
      return Array.from({ length: 36 }, (_, i) => ({
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

export type SuccessEffectProps = { effect: EffectType; imageUrl: string | null; imageAlt: string };

/**
 * The campaign's celebration, drawn over the claimed NFT (spec: success effect). Decorative (hidden from
 * assistive technology), plays once, and draws nothing when the fan prefers reduced motion.
 */
export function SuccessEffect({ effect, imageUrl, imageAlt }: SuccessEffectProps) {
  if (effect === "CUSTOM_IMAGE") {
    return (
      <div className={styles.layer} data-effect={effect} aria-hidden="true">
        {/* The operator's image: any size, so a plain <img> (next/image would need its dimensions). */}
        {imageUrl ? <img className={styles.custom} src={imageUrl} alt={imageAlt} /> : null}
      </div>
    );
  }
  return (
    <div className={styles.layer} data-effect={effect} aria-hidden="true">
      {pieces(effect).map((piece, i) => (
        <span
          // The list is fixed for an effect: the index is the piece's identity.
          key={i}
          className={`${styles.piece} ${piece.className}`}
          style={{ ...piece.style, "--c": COLOURS[i % COLOURS.length] ?? "#facc15" } as Vars}
        />
      ))}
    </div>
  );
}
