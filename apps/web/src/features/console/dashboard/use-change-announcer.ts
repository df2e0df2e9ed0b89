"use client";

import { useEffect, useRef, useState } from "react";

/** The least time between two announcements of new claims or entries: a screen reader is not a ticker. */
export const ANNOUNCE_EVERY_MS = 30_000;

/**
 * What the dashboard's polite live region says. The first figures set the baseline and say nothing (they
 * are on the screen already); a rise of the watched count is said at once, then at most once per
 * ANNOUNCE_EVERY_MS — a rise within that time waits for the first poll after it, and then counts
 * everything since the last announcement; running out is said once, at once. Polls that change nothing,
 * or only other figures, say nothing.
 */
export function useChangeAnnouncer(
  figures: { count: number; soldOut: boolean; computedAt: string } | undefined,
  say: { grew: (added: number, total: number) => string; soldOut: string },
  now: () => number = Date.now,
): string {
  const [message, setMessage] = useState("");
  const last = useRef<{ count: number; soldOut: boolean; at: number } | null>(null);
  const count = figures?.count;
  const soldOut = figures?.soldOut;
  // Every poll runs the effect again, so a rise held back by the interval is said by a later poll.
  const computedAt = figures?.computedAt;
  const { grew, soldOut: soldOutText } = say;
  useEffect(() => {
    if (count === undefined || soldOut === undefined || computedAt === undefined) return;
    const previous = last.current;
    const at = now();
    if (!previous) {
      last.current = { count, soldOut, at: at - ANNOUNCE_EVERY_MS };
      return;
    }
    if (soldOut && !previous.soldOut) {
      setMessage(soldOutText);
      last.current = { count, soldOut, at };
      return;
    }
    if (count > previous.count && at - previous.at >= ANNOUNCE_EVERY_MS) {
      setMessage(grew(count - previous.count, count));
      last.current = { count, soldOut, at };
      return;
    }
    // The supply can come back (an operator raised it): running out again is news again.
    if (!soldOut && previous.soldOut) last.current = { ...previous, soldOut };
  }, [count, soldOut, computedAt, grew, soldOutText, now]);
  return message;
}
