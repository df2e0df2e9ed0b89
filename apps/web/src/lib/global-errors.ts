// The API's global error categories (packages/protocol ERROR_CATEGORIES) and what the whole site does
// about each. Decided here, in one pure function; use-global-error-handler.ts carries it out, and the
// query client (query-client.ts) feeds it every failed query and mutation.

import { ApiError } from "./api";

/** What a query or mutation says it handles itself (TanStack `meta`). */
export type GlobalErrorMeta = {
  /** The screen shows BAD_REQUEST messages next to its form: no toast as well. */
  handlesErrors?: boolean;
  /** A 401 is an answer here ("signed out"), not a reason to leave the page (the login page's own check). */
  handlesSignedOut?: boolean;
};

export type GlobalErrorAction =
  | { type: "sign-in" }
  | { type: "maintenance" }
  | { type: "banned" }
  | { type: "message"; code: string }
  | { type: "none" };

const NONE: GlobalErrorAction = { type: "none" };

export function globalErrorAction(error: unknown, meta: GlobalErrorMeta | undefined = {}): GlobalErrorAction {
  if (!(error instanceof ApiError)) return NONE;
  switch (error.category) {
    case "MAINTENANCE":
      return { type: "maintenance" };
    case "BANNED":
    case "BANNED_NO_AUTH":
      return { type: "banned" };
    case "UNAUTHORIZED":
    case "LOGOUT":
      return meta.handlesSignedOut ? NONE : { type: "sign-in" };
    case "BAD_REQUEST":
    case "BAD_REQUEST_NO_AUTH":
      return meta.handlesErrors ? NONE : { type: "message", code: error.code };
    default:
      // NETWORK: the offline toast already says it.
      return NONE;
  }
}
