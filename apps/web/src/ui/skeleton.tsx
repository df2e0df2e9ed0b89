import type { ReactNode } from "react";

export type SkeletonProps = {
  /** What a screen reader hears while the page loads ("Loading…"): the shapes themselves say nothing. */
  label: string;
  /** The shapes of the content to come, built from <SkeletonBlock>. */
  children: ReactNode;
  /** The region's layout (default: a column like <Screen>'s). */
  className?: string;
  /** Marks the skeleton of a page laid out for the width, so the frame does not narrow while it loads. */
  wide?: boolean;
};

/**
 * Stands in for a page (or part of one) until its data arrives, shaped like what comes so nothing
 * jumps when it does. The region is busy, with one status line for screen readers; the grey shapes are
 * hidden from them. Replaces the bare "Loading…" line, whose blank page read as broken on a slow network.
 */
export function Skeleton({ label, children, className, wide = false }: SkeletonProps) {
  return (
    <div
      aria-busy="true"
      data-testid="skeleton"
      {...(wide ? WIDE_LAYOUT : {})}
      className={className ?? "flex flex-col gap-5"}
    >
      <p role="status" className="sr-only">
        {label}
      </p>
      {children}
    </div>
  );
}

/**
 * One grey shape: size it with `className` (height, width, aspect, rounding). It pulses only when the
 * reader has not asked for less motion (`motion-safe:`, i.e. `prefers-reduced-motion: no-preference`):
 * for those who did, a still shape says "loading" as well.
 */
export function SkeletonBlock({ className }: { className?: string }) {
  // Rounded like a card unless the shape says otherwise (a round image, a pill).
  const rounding = className?.includes("rounded") ? "" : "rounded-lg ";
  return (
    <div
      aria-hidden="true"
      data-skeleton-block=""
      className={`${rounding}bg-line motion-safe:animate-pulse ${className ?? ""}`}
    />
  );
}

/** Lines of text to come: full width but the last, which stops short like the end of a paragraph. */
export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <div className="flex flex-col gap-2">
      {Array.from({ length: lines }, (_, line) => (
        <SkeletonBlock key={line} className={line === lines - 1 ? "h-4 w-2/3" : "h-4 w-full"} />
      ))}
    </div>
  );
}

/**
 * The marker of a page laid out for the width of a laptop: the fan frame (features/shell/site-frame.tsx)
 * keeps every other page, forms above all, to a readable column, and widens for one that carries it.
 */
export const WIDE_LAYOUT = { "data-layout": "wide" } as const;
