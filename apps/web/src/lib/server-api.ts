// The API as the web's server sees it: reads made while rendering a server component, so the first
// HTML already holds what the page would otherwise fetch after hydration. Server-only (it reads
// API_ORIGIN and request cookies); the browser's client is lib/api.ts.
//
// Every failure — the API down or slow, a refusal, a body that is not JSON or not the protocol's
// shape — gives null: the page then renders as before and its client queries fetch the data.

import { API_ROUTES, type UserView } from "@fanfare/protocol";
import type { z } from "zod";
import { env } from "@/env";
import { ACCESS_COOKIE, mayHaveSession } from "./session-hint";

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
  options?: ServerApiOptions,
): Promise<T | null> {
  const answer = await serverApiRead(path, schema, options);
  return answer.ok ? answer.data : null;
}

/**
 * What the API answered: the parsed data, or the refusal's HTTP status and catalogue code. Status 0
 * (code null) when there was no usable answer: the API down or slow, a body not of the protocol's shape.
 */
export type ServerApiAnswer<T> = { ok: true; data: T } | { ok: false; status: number; code: string | null };

/**
 * serverApiGet for pages whose answer depends on the refusal (signed out, or not allowed to see it),
 * sent the same way.
 */
export async function serverApiRead<T>(
  path: string,
  schema: z.ZodType<T>,
  { cookies, origin = env.API_ORIGIN, timeoutMs = SERVER_API_TIMEOUT_MS }: ServerApiOptions = {},
): Promise<ServerApiAnswer<T>> {
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
      const refusal: unknown = await response.json().catch(() => undefined);
      return { ok: false, status: response.status, code: codeOf(refusal) };
    }
    const parsed = schema.safeParse(await response.json());
    return parsed.success ? { ok: true, data: parsed.data } : NO_ANSWER;
  } catch {
    return NO_ANSWER;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether a read whose answer depends on who asks is what this visitor's browser would read too, so its
 * query may start from it: a request without any session cookie is a visitor's, and a visitor's view is
 * what the API sent; an access cookie whose read came back as the fan's own (`answeredAsFan`: the
 * answer's fan-only fields are set) is the fan's. A session cookie without a working access cookie is a
 * fan whose browser refreshes the session first (features/campaigns/use-viewer.ts): the visitor's view
 * read here would be wrong for a moment.
 */
export function isViewersOwnRead(cookies: CookieReader, answeredAsFan: boolean): boolean {
  return !mayHaveSession(cookies) || (cookies.has(ACCESS_COOKIE) && answeredAsFan);
}

const NO_ANSWER = { ok: false, status: 0, code: null } as const;

function codeOf(refusal: unknown): string | null {
  if (!refusal || typeof refusal !== "object" || !("code" in refusal)) return null;
  return typeof refusal.code === "string" ? refusal.code : null;
}

// The routes' paths and response schemas from the protocol (this module runs on the server only, so
// the schemas may come along).
const { listProjects, getMe } = API_ROUTES;

/** The published projects, or null. */
export function fetchProjectsOnServer(cookies: CookieReader, options?: Omit<ServerApiOptions, "cookies">) {
  return serverApiGet(listProjects.path, listProjects.responses[200], { ...options, cookies });
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
  return serverApiGet(getMe.path, getMe.responses[200], { ...options, cookies });
}
