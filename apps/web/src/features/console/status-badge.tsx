import type { ReactNode } from "react";

export type StatusTone = "draft" | "live" | "over";

// Each pair at least 4.5:1 (text on its fill); the tone is also in the words, never in colour alone.
const TONES: Record<StatusTone, string> = {
  draft: "border-gray-500 bg-gray-100 text-gray-800",
  live: "border-green-700 bg-green-50 text-green-800",
  over: "border-gray-700 bg-white text-gray-700",
};

/** A state in words on a coloured pill: draft, published, ended, running… */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-bold whitespace-nowrap ${TONES[tone]}`}>
      {children}
    </span>
  );
}
