import type { z } from "zod";
import type { RouteEntry } from "./table";

/** The success statuses a client reads a body from; the first one a route declares is its answer. */
export const SUCCESS_STATUSES = [200, 201, 202, 204] as const;
export type SuccessStatus = (typeof SUCCESS_STATUSES)[number];

/**
 * What a route takes and answers, beside its entry of the route table. `responses` maps statuses to
 * schemas (null: the body is not JSON — bytes, a redirect — and is documented only in `summary`).
 * `errors` lists the error statuses it can answer beyond the ones every route can (400, 403, 413,
 * 415, 429, 503); a route without `errors` documents no error contract (health, readiness, captcha).
 */
export type RouteSpec = {
  readonly summary: string;
  readonly tags: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly responses: Readonly<Partial<Record<number, z.ZodType>>>;
  readonly errors?: readonly number[];
};

export type RouteDefinition = RouteEntry & RouteSpec;

/** Binds a spec to its route-table entry, so the method and path are written once (in table.ts). */
export function defineRoute<const E extends RouteEntry, const S extends RouteSpec>(entry: E, spec: S): E & S {
  return { ...entry, ...spec };
}
