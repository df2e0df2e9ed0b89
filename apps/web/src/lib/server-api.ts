// The API as the web's server sees it: reads made while rendering a server component, so the first
// HTML already holds what the page would otherwise fetch after hydration. Server-only (it reads
// API_ORIGIN and request cookies); the browser's client is lib/api.ts.
//
// Every failure — the API down or slow, a refusal, a body that is not JSON or not the protocol's
// shape — gives null: the page then renders as before and its client queries fetch the data.

import { ProjectSummary, UserView } from "@fanfare/protocol";
import { z } from "zod";
import { env } from "@/env";
import { ACCESS_COOKIE } from "./session-hint";

/** A render waits at most this long for the API; after it the client fetches instead. */
export const SERVER_API_TIMEOUT_MS = 1500;

/** The part of Next's `cookies()` used here (also what the tests pass). */
export type CookieReader = {
  get(name: string): { value: string } | undefined;
  has(name: string): boolean;
};

export type ServerApiOptions = {
  /** The page request's cookies; only the access token (`ff_at`) is sent on, nothing else. */
  cookies?: CookieReader;
  /** Default: API_ORIGIN, where the web's /api rewrite points. */
  origin?: string;
  timeoutMs?: number;
};

/**
 * GET `path` (an /api/… path) from the API and parse the answer with `schema`; null on any failure.
 * Nothing from the page request is forwarded but the access-token cookie: no other cookie (the
 * refresh token never leaves its path, consent and locale are the web's), no header.
 */
export async function serverApiGet<T>(
  path: string,
  schema: z.ZodType<T>,
  { cookies, origin = env.API_ORIGIN, timeoutMs = SERVER_API_TIMEOUT_MS }: ServerApiOptions = {},
): Promise<T | null> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const accessToken = cookies?.get(ACCESS_COOKIE)?.value;
  if (accessToken) headers.Cookie = `${ACCESS_COOKIE}=${encodeURIComponent(accessToken)}`;

  // One deadline for the answer and its body: a timer (not AbortSignal.timeout) so tests can drive it.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(`${origin}${path}`, {
      headers,
      signal: controller.signal,
      // Per visitor: never in Next's data cache.
      cache: "no-store",
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return null;
    }
    const parsed = schema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** GET /api/v1/projects (the API's response schema, from the protocol's ProjectSummary). */
export const ProjectListResponse = z.object({ projects: z.array(ProjectSummary) });
export type ProjectListResponse = z.infer<typeof ProjectListResponse>;

/** The published projects, or null. */
export function fetchProjectsOnServer(cookies: CookieReader, options?: Omit<ServerApiOptions, "cookies">) {
  return serverApiGet("/api/v1/projects", ProjectListResponse, { ...options, cookies });
}

/**
 * The signed-in fan, or null. Without an access cookie nothing is asked: the visitor is signed out
 * or their access token expired, and the client's query (which can refresh the session) decides.
 */
export async function fetchMeOnServer(
  cookies: CookieReader,
  options?: Omit<ServerApiOptions, "cookies">,
): Promise<UserView | null> {
  if (!cookies.has(ACCESS_COOKIE)) return null;
  return serverApiGet("/api/v1/me", UserView, { ...options, cookies });
}
