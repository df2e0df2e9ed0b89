import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { AppError } from "@fanfare/core";
import type { FastifyInstance } from "fastify";

/**
 * The one gate every request's input passes before any route sees it (hostile input: deep JSON, NUL, lone surrogates):
 * - JSON bodies nested deeper than MAX_JSON_DEPTH are refused before they are parsed (request-E1001);
 * - a string anywhere in the body, the query or the path parameters (values and keys) holding U+0000 or
 *   an unpaired UTF-16 surrogate is refused (request-E1000, with the path in `issues`). PostgreSQL stores
 *   neither (NUL is not allowed in text, a lone surrogate is not UTF-8), so without this gate any free-text
 *   field answered 500; no zod schema has to remember it;
 * - a request answered before its body was read (413, 415, a CSRF refusal…) gets its answer at once, but
 *   the connection stays open while the rest of the body is read and dropped, up to a cap: closing on
 *   unread bytes makes the kernel reset the connection, and a proxy in front (the web's rewrite) then
 *   answers 500 instead of our 4xx.
 */

/** Deepest nesting of objects and arrays a JSON body may have; the contract's own schemas need under 10. */
export const MAX_JSON_DEPTH = 64;
/** Unread request bodies are drained up to max(2 × the body limit, this) bytes… */
const DRAIN_MIN_BYTES = 4 * 1024 * 1024;
/** …for at most this long in all, and this long without a byte; past any, the connection is closed. */
const LINGER_MAX_MS = 30_000;
const LINGER_IDLE_MS = 5_000;

/** True when `text` opens more than `max` objects/arrays at once. One pass; brackets inside strings do not count. */
export function jsonDepthExceeds(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > max) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
  }
  return false;
}

/** False when `text` holds U+0000 or a UTF-16 surrogate without its partner (text PostgreSQL cannot store). */
export function isStorableText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return false;
    if (c >= 0xd800 && c <= 0xdfff) {
      if (c >= 0xdc00) return false; // a low surrogate with no high one before it
      const next = text.charCodeAt(i + 1); // NaN past the end
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++; // a valid pair
    }
  }
  return true;
}

export type InputIssue = { path: string; message: string };
const BAD_TEXT = "Contains a NUL character or an unpaired surrogate.";
const BAD_KEY = "A key contains a NUL character or an unpaired surrogate.";

/**
 * The first string in `value` (a parsed JSON body, a query or params object), value or key, that is not
 * storable text; null when there is none. Only plain objects and arrays are walked: a stream or a buffer
 * (a raw upload) is not text. The offending text is never echoed, only where it is.
 */
export function findUnstorableText(value: unknown, path: string, depth = 0): InputIssue | null {
  if (typeof value === "string") return isStorableText(value) ? null : { path, message: BAD_TEXT };
  if (value === null || typeof value !== "object") return null;
  // Parsed JSON is at most MAX_JSON_DEPTH deep; anything deeper did not come from our parsers.
  if (depth > MAX_JSON_DEPTH + 1) return { path, message: "Nested too deeply." };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorableText(value[i], `${path}.${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  // Plain records only: JSON's objects, and the query's and params' (whose prototypes are bare objects).
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null && Object.getPrototypeOf(proto) !== null) return null;
  for (const [key, child] of Object.entries(value)) {
    if (!isStorableText(key)) return { path, message: BAD_KEY };
    const found = findUnstorableText(child, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Lets the answer go out at once, but keeps the connection open while what is left of the body is read and
 * dropped (a "lingering close", as nginx does), up to `cap` bytes, LINGER_MAX_MS in all and LINGER_IDLE_MS
 * without a byte. Node closes a `connection: close` answer with `socket.destroySoon()` as soon as it is
 * written: that call is held until the body has been read. Past a limit, the connection is closed as before.
 */
function lingerUntilRead(raw: IncomingMessage, res: ServerResponse, cap: number) {
  const socket = raw.socket as Socket & { destroySoon?: () => void };
  if (typeof socket.destroySoon !== "function") return; // not the Node we know: close as before
  const destroySoon = socket.destroySoon;
  let closeHeld = false;
  let stopped = false;
  let received = 0;
  const stop = (readAll: boolean) => {
    if (stopped) return;
    stopped = true;
    clearTimeout(idle);
    clearTimeout(overall);
    raw.off("data", onData);
    raw.off("end", finished);
    raw.off("close", finished);
    raw.off("error", finished);
    socket.destroySoon = destroySoon;
    if (closeHeld) destroySoon.call(socket);
    else if (!readAll) {
      // A kept-alive connection with unread bytes cannot serve another request: close it once answered.
      if (res.writableFinished) socket.destroy();
      else res.once("finish", () => socket.destroy());
    }
  };
  const finished = () => stop(true);
  const idle = setTimeout(() => stop(false), LINGER_IDLE_MS);
  const overall = setTimeout(() => stop(false), LINGER_MAX_MS);
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received > cap) return stop(false);
    idle.refresh();
  };
  socket.destroySoon = () => {
    closeHeld = true;
  };
  raw.on("data", onData);
  raw.once("end", finished);
  raw.once("close", finished);
  raw.once("error", finished);
  raw.resume();
}

export function registerInputGuard(app: FastifyInstance, options: { bodyLimit: number }) {
  // An empty JSON body is "no body", not an error: POSTs like /auth/refresh carry nothing.
  const defaultJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") return done(null, undefined);
    // Before parsing: deep nesting costs the parser, secure-json-parse, zod and the database (jsonb) stack.
    if (jsonDepthExceeds(text))
      return done(
        new AppError("request-E1001", {
          issues: [{ path: "body", message: `Nested deeper than ${MAX_JSON_DEPTH} levels.` }],
        }),
        undefined,
      );
    return defaultJson(request, text, done);
  });

  app.addHook("preValidation", async (request) => {
    const issue =
      findUnstorableText(request.params, "params") ??
      findUnstorableText(request.query, "query") ??
      findUnstorableText(request.body, "body");
    if (issue) throw new AppError("request-E1000", { issues: [issue] });
  });

  const drainCap = Math.max(2 * options.bodyLimit, DRAIN_MIN_BYTES);
  app.addHook("onSend", async (request, reply, payload) => {
    // `complete` is false only on a real socket whose body has not all arrived (app.inject has none).
    if (request.raw.complete === false) lingerUntilRead(request.raw, reply.raw, drainCap);
    return payload;
  });
}
