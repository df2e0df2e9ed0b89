// Types only: the stand-ins import this file, and `npm start` reads their registry without Fastify loaded.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";

/**
 * What the stand-ins' routes use of the sandbox HTTP server (src/http-server.ts): the request as the
 * server's parsers leave it (query, params, body fields or JSON) and the `{ error }` answers.
 */

/**
 * A stand-in's routes. Paths are exact, or have `:name` segments (`request.params.name`) or end in `/*`
 * (`request.params["*"]`): the real APIs put ids in the path (`/v1/playlists/{id}/followers`,
 * `graph.instagram.com/{media-id}`).
 */
export type SandboxPlugin = FastifyPluginAsync;

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * What the JSON parser leaves in `request.body` for a body that is not JSON: routes answer that in their
 * provider's own error format (Spotify's "Error parsing JSON.", TikTok's `invalid_params`), after their
 * authentication, as the real APIs do, so the parser must not answer it itself.
 */
const INVALID_JSON = Symbol("invalid JSON");

/** Empty (or blank) is no body at all: undefined. */
export function parseJson(text: string): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return INVALID_JSON;
  }
}

/** What the form and multipart parsers leave in `request.body`: fields, which are not JSON. */
export class FormFields {
  constructor(readonly fields: Record<string, string>) {}
}

/** The query string, as the stand-ins read it: `get` gives the first of repeated parameters, as real APIs do. */
export function queryOf(request: FastifyRequest): URLSearchParams {
  return request.query as URLSearchParams;
}

export function paramsOf(request: FastifyRequest): Record<string, string | undefined> {
  return request.params as Record<string, string | undefined>;
}

export function pathnameOf(request: FastifyRequest): string {
  return request.url.split("?", 1)[0] ?? "/";
}

/** A JSON body of any shape; undefined when empty. A text/plain body is read as JSON too, a form is not. */
export function jsonBodyOf(request: FastifyRequest): unknown {
  const body = typeof request.body === "string" ? parseJson(request.body) : request.body;
  if (body === INVALID_JSON || body instanceof FormFields) throw new HttpError(400, "invalid JSON body");
  return body;
}

/**
 * The string fields of a JSON, `application/x-www-form-urlencoded` or `multipart/form-data` body (a body
 * of another or no content type is read as a form, which is what OAuth token endpoints get).
 */
export function fieldsOf(request: FastifyRequest): Record<string, string> {
  const body = request.body;
  if (body === undefined) return {};
  if (body === INVALID_JSON) throw new HttpError(400, "invalid JSON body");
  if (body instanceof FormFields) return body.fields;
  if (typeof body === "string") return Object.fromEntries(new URLSearchParams(body));
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new HttpError(400, "JSON body must be an object");
  }
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

export function sendJson(reply: FastifyReply, status: number, body: unknown): void {
  void reply.code(status).send(body);
}
