import type { ReactNode } from "react";

export type MintingTone = "good" | "warn" | "bad" | "quiet";

// Each pair at least 4.5:1 (text on its fill); the state is always in the words too, never colour alone.
const TONES: Record<MintingTone, string> = {
  good: "border-green-700 bg-green-50 text-green-800",
  warn: "border-amber-700 bg-amber-50 text-amber-900",
  bad: "border-red-700 bg-red-50 text-red-800",
  quiet: "border-gray-500 bg-gray-100 text-gray-800",
};

/** A relayer's, a balance's or a mint's state in words on a coloured pill. */
export function MintingBadge({ tone, children }: { tone: MintingTone; children: ReactNode }) {
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-bold whitespace-nowrap ${TONES[tone]}`}>
      {children}
    </span>
  );
}
