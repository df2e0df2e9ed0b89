"use client";

import { useSyncExternalStore } from "react";
import { detectTimeZone } from "@/lib/time-zone";

const subscribe = () => () => {};

/**
 * The fan's time zone in the browser; null while rendering on the server, which cannot know it. The
 * first client render uses the server's value too, then updates (no hydration mismatch).
 */
export function useTimeZone(): string | null {
  return useSyncExternalStore(subscribe, detectTimeZone, () => null);
}
