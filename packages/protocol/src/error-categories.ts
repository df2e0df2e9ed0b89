// The categories of the API's errors (ADR 0004), apart from the other enumerations (enums.ts re-exports
// them): the web's API client reads them on every page, and most pages need no other enumeration.

export const ERROR_CATEGORIES = [
  "BAD_REQUEST",
  "BAD_REQUEST_NO_AUTH",
  "MAINTENANCE",
  "BANNED",
  "BANNED_NO_AUTH",
  "UNAUTHORIZED",
  "LOGOUT",
] as const;
export type ErrorCategory = (typeof ERROR_CATEGORIES)[number];
