/**
 * A balance in wei as the chain's coin, in the operator's locale, to at most 4 decimals ("9,999.9876 ETH"
 * reads as the coin, not as 21 digits of wei). Exact to the displayed digit for any balance below
 * 9 × 10^9 coins; beyond that the last digits are rounded, which a warning level does not care about.
 */
export function formatCoin(wei: string, decimals: number, symbol: string, locale: string): string {
  const value = BigInt(wei);
  const shift = BigInt(Math.max(decimals - 6, 0));
  const micro = Number(value / 10n ** shift) / 10 ** Math.min(decimals, 6);
  const amount = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(micro);
  return `${amount} ${symbol}`;
}

type AgeUnit = "second" | "minute" | "hour" | "day";

/** How long something has waited ("3 min", "2 hr"), in the largest unit that keeps a whole number. */
export function formatAge(ms: number, locale: string): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const [value, unit]: [number, AgeUnit] = ageParts(seconds);
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "short" }).format(value);
}

function ageParts(seconds: number): [number, AgeUnit] {
  if (seconds < 60) return [seconds, "second"];
  if (seconds < 3_600) return [Math.floor(seconds / 60), "minute"];
  if (seconds < 172_800) return [Math.floor(seconds / 3_600), "hour"];
  return [Math.floor(seconds / 86_400), "day"];
}

/** A hash or address shortened for a table cell (the whole is in its title and copy). */
export function shortHex(hex: string): string {
  return hex.length > 14 ? `${hex.slice(0, 8)}…${hex.slice(-6)}` : hex;
}
