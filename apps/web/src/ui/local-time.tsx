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

/** A `<time>` showing an instant in the fan's time zone and the page's locale, naming the zone. */
export function LocalTime({ value, timeZone }: LocalTimeProps) {
  const locale = useLocale();
  const fanTimeZone = useTimeZone();
  const date = new Date(value);
  // On the server the fan's zone is unknown: UTC (named as such) until the browser takes over.
  const zone = timeZone ?? fanTimeZone ?? FALLBACK_TIME_ZONE;
  return <time dateTime={date.toISOString()}>{formatDateTime(date, { locale, timeZone: zone })}</time>;
}
