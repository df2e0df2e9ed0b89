// The windows are typed in the operator's own time (the browser's zone, the one Intl reports and
// <input type="datetime-local"> uses) and sent as ISO 8601 with that zone's offset, so the API stores
// the instant the operator meant and the audit log shows what they typed.

const pad = (n: number) => String(Math.abs(n)).padStart(2, "0");

/** The browser's IANA zone ("Asia/Bangkok"), the operator's time zone. */
export function operatorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** "+07:00" for an offset of 420 minutes east of UTC. */
export function offsetText(minutesEast: number): string {
  const sign = minutesEast < 0 ? "-" : "+";
  return `${sign}${pad(Math.trunc(minutesEast / 60))}:${pad(minutesEast % 60)}`;
}

/**
 * A datetime-local value ("2026-12-01T10:00") read in the browser's zone, as ISO with its offset
 * ("2026-12-01T10:00:00+07:00"); null when empty or not a time.
 */
export function localInputToIso(local: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!match) return null;
  const at = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4] ?? "00"}`);
  if (Number.isNaN(at.getTime())) return null;
  // The offset of that very instant (a summer time and a winter time differ).
  return `${match[1]}T${match[2]}:${match[3]}:${match[4] ?? "00"}${offsetText(-at.getTimezoneOffset())}`;
}

/** An ISO instant as the datetime-local value of the browser's zone ("" for none). */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return "";
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** "Asia/Bangkok (UTC+07:00)" for the zone shown beside the fields, at the given instant. */
export function zoneLabel(at: Date = new Date()): string {
  return `${operatorTimeZone()} (UTC${offsetText(-at.getTimezoneOffset())})`;
}
