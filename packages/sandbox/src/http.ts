import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The sandbox's one HTTP port. Every stand-in contributes routes (the mail catcher's `/mails`, the
 * captcha's `/captcha/siteverify`, later the OAuth stand-ins), so tests and `npm start` only ever need
 * to know a single address.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface SandboxRoute {
  method: HttpMethod;
  /**
   * Path without query string. Exact, unless it has `:name` segments (one segment each, decoded into
   * `params.name`) or ends in `/*` (any rest, possibly empty, in `params["*"]`). Exact paths win over
   * patterns; patterns are tried in the order given. The OAuth stand-ins need patterns because the real
   * APIs put ids in the path (`/v1/playlists/{id}/followers`, `graph.instagram.com/{media-id}`).
   */
  path: string;
  handle(req: IncomingMessage, res: ServerResponse, url: URL, params: Record<string, string>): void | Promise<void>;
}

/** Matches `pathname` against a route path; the captured params, or null. */
export function matchRoutePath(pattern: string, pathname: string): Record<string, string> | null {
  if (!pattern.includes(":") && !pattern.endsWith("/*")) return pattern === pathname ? {} : null;
  const params: Record<string, string> = {};
  let patternParts = pattern.split("/");
  const pathParts = pathname.split("/");
  if (pattern.endsWith("/*")) {
    patternParts = patternParts.slice(0, -1);
    if (pathParts.length < patternParts.length) return null;
    params["*"] = pathParts.slice(patternParts.length).join("/");
  } else if (pathParts.length !== patternParts.length) {
    return null;
  }
  for (const [index, part] of patternParts.entries()) {
    const actual = pathParts[index];
    if (actual === undefined) return null;
    if (part.startsWith(":")) {
      if (actual === "") return null;
      try {
        params[part.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (part !== actual) {
      return null;
    }
  }
  return params;
}

export interface RunningHttpServer {
  port: number;
  host: string;
  url: string;
  close(): Promise<void>;
}

/** Request bodies the stand-ins accept are small; anything bigger is a mistake or an attack. */
const MAX_BODY_BYTES = 1024 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(payload),
    "cache-control": "no-store",
  });
  res.end(payload);
}

export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > limit) throw new HttpError(413, "request body too large");
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** Reads a JSON, `application/x-www-form-urlencoded` or `multipart/form-data` body into string fields. */
export async function readFields(req: IncomingMessage): Promise<Record<string, string>> {
  const contentType = req.headers["content-type"] ?? "";
  const body = await readBody(req);
  if (contentType.includes("application/json")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString("utf8") || "{}");
    } catch {
      throw new HttpError(400, "invalid JSON body");
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      throw new HttpError(400, "JSON body must be an object");
    }
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === "string") fields[key] = value;
    }
    return fields;
  }
  if (contentType.includes("multipart/form-data")) {
    // The WHATWG Response parser handles multipart, so no extra dependency is needed.
    const form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
    const fields: Record<string, string> = {};
    form.forEach((value, key) => {
      if (typeof value === "string") fields[key] = value;
    });
    return fields;
  }
  return Object.fromEntries(new URLSearchParams(body.toString("utf8")));
}

export function startHttpServer({
  port,
  host,
  routes,
}: {
  port: number;
  host: string;
  routes: readonly SandboxRoute[];
}): Promise<RunningHttpServer> {
  const server: Server = createServer((req, res) => {
    void dispatch(routes, req, res);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const actualPort = (server.address() as AddressInfo).port;
      resolve({
        port: actualPort,
        host,
        url: `http://${host.includes(":") ? `[${host}]` : host}:${actualPort}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // Keep-alive connections from clients would otherwise hold close() open.
            server.closeAllConnections();
          }),
      });
    });
  });
}

async function dispatch(routes: readonly SandboxRoute[], req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", "http://sandbox.invalid");
  try {
    if (url.pathname === "/" && req.method === "GET") {
      sendJson(res, 200, { routes: routes.map((route) => `${route.method} ${route.path}`) });
      return;
    }
    const exact = routes.filter((route) => route.path === url.pathname);
    const onPath: { route: SandboxRoute; params: Record<string, string> }[] = exact.map((route) => ({
      route,
      params: {},
    }));
    if (exact.length === 0) {
      for (const route of routes) {
        const params = matchRoutePath(route.path, url.pathname);
        if (params) onPath.push({ route, params });
      }
    }
    if (onPath.length === 0) throw new HttpError(404, `no sandbox route for ${url.pathname}`);
    const match = onPath.find((candidate) => candidate.route.method === req.method);
    if (!match) {
      res.setHeader("allow", [...new Set(onPath.map((candidate) => candidate.route.method))].join(", "));
      throw new HttpError(405, `method ${req.method ?? "?"} not allowed on ${url.pathname}`);
    }
    await match.route.handle(req, res, url, match.params);
  } catch (error) {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (error instanceof HttpError) {
      sendJson(res, error.status, { error: error.message });
    } else {
      console.error("[sandbox] request failed", error);
      sendJson(res, 500, { error: "internal sandbox error" });
    }
  }
}
