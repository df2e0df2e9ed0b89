"use client";

import { useQuery } from "@tanstack/react-query";
import { ApiError } from "@/lib/api";
import { CONSOLE_QUERY_KEYS, consoleApi } from "./console-api";

/**
 * The signed-in operator (role and company). The console's layout seeds it from the server; the shell
 * shows the error itself, and a signed-out answer goes to the sign-in page like everywhere else.
 */
export function useOperator() {
  return useQuery({
    meta: { handlesErrors: true },
    queryKey: CONSOLE_QUERY_KEYS.me,
    queryFn: ({ signal }) => consoleApi.me(signal),
  });
}

/** The API's answer for an account that operates no company (request-E1004). */
export function isNotAnOperator(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
