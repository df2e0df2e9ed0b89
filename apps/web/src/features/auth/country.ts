import { COUNTRIES, type Country, DEFAULT_COUNTRY } from "@fanfare/protocol";

export function parseCountry(value: string | null | undefined): Country {
  return COUNTRIES.find((country) => country === value) ?? DEFAULT_COUNTRY;
}
