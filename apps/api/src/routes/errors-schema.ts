import { ErrorResponse } from "@fanfare/protocol";

/** Every route documents the error contract for the statuses it can answer with. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries([400, 403, 413, 415, 429, 503, ...statuses].map((s) => [s, ErrorResponse]));
}
