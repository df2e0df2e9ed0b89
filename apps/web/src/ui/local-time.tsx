"use client";

import { useLocale } from "next-intl";
import { useTimeZone } from "@/hooks/use-time-zone";
import { type DateTimeInput, formatDateTime } from "@/lib/format-date-time";
import { FALLBACK_TIME_ZONE } from "@/lib/time-zone";

export type LocalTimeProps = {
  value: DateTimeInput;
  /** A fixed zone (e.g. the one a campaign is held in); by default the fan's own. */
  timeZone?: string;
};

/**
 * Formats instants as LocalTime shows them (the page's locale, `timeZone` or else the fan's own, the zone
 * named), for text that cannot be a `<time>` element: a value inside a translated sentence.
 */
export function useLocalDateTime(timeZone?: string): (value: DateTimeInput) => string {
  const locale = useLocale();
  const fanTimeZone = useTimeZone();
  // On the server the fan's zone is unknown: UTC (named as such) until the browser takes over.
  const zone = timeZone ?? fanTimeZone ?? FALLBACK_TIME_ZONE;
  return (value) => formatDateTime(value, { locale, timeZone: zone });
}

/** A `<time>` showing an instant in the fan's time zone and the page's locale, naming the zone. */
export function LocalTime({ value, timeZone }: LocalTimeProps) {
  const format = useLocalDateTime(timeZone);
  const date = new Date(value);
  return <time dateTime={date.toISOString()}>{format(date)}</time>;
}
