import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type HTTPMethods } from "fastify";
import { FormFields, HttpError, paramsOf, parseJson, pathnameOf, type SandboxPlugin, sendJson } from "./http";

/**
 * The sandbox's one HTTP port: a Fastify instance on which every stand-in registers its routes as a
 * plugin (the mail catcher's `/mails`, the captcha's `/captcha/siteverify`, the OAuth stand-ins), so tests
 * and `npm start` only ever need to know a single address. Besides routing, this file only pins what the
 * stand-ins' clients may observe and that Fastify's defaults would change: the `{ error }` shape of
 * 404/405/400/500 answers, `Cache-Control: no-store` everywhere, lenient body parsing.
 */

export interface RunningHttpServer {
  port: number;
  host: string;
  url: string;
  close(): Promise<void>;
}

/** Request bodies the stand-ins accept are small; anything bigger is a mistake or an attack. */
const MAX_BODY_BYTES = 1024 * 1024;

function installBodyParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, text, done) => {
    done(null, parseJson(String(text)));
  });
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, text, done) => {
    done(null, new FormFields(Object.fromEntries(new URLSearchParams(String(text)))));
  });
  // The WHATWG Response parser handles multipart (Instagram documents `curl -F`), so no extra dependency.
  app.addContentTypeParser(
    "multipart/form-data",
    { parseAs: "buffer" },
    async (request: FastifyRequest, buffer: Buffer) => {
      const headers = { "content-type": request.headers["content-type"] ?? "" };
      const form = await new Response(new Uint8Array(buffer), { headers }).formData();
      const fields: Record<string, string> = {};
      form.forEach((value, key) => {
        if (typeof value === "string") fields[key] = value;
      });
      return new FormFields(fields);
    },
  );
  // Any other type stays text; `fieldsOf` and `jsonBodyOf` decide what it means for their route.
  app.addContentTypeParser("*", { parseAs: "string" }, (_request, text, done) => done(null, text));
}

function notFound(request: FastifyRequest, reply: FastifyReply): void {
  reply.header("cache-control", "no-store");
  sendJson(reply, 404, { error: `no sandbox route for ${pathnameOf(request)}` });
}

/** Methods the 405 answers cover (HEAD too: the sandbox has no implicit HEAD routes). */
const ANSWERED_METHODS: HTTPMethods[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

export async function startHttpServer({
  port,
  host,
  plugins,
}: {
  port: number;
  host: string;
  plugins: readonly SandboxPlugin[];
}): Promise<RunningHttpServer> {
  const app = Fastify({
    logger: false,
    bodyLimit: MAX_BODY_BYTES,
    exposeHeadRoutes: false,
    // Held (`timeout` failure mode) and keep-alive connections would otherwise hold close() open.
    forceCloseConnections: true,
    // The stand-ins read the query as URLSearchParams (first of repeated parameters, plus order for paging).
    routerOptions: {
      querystringParser: (text: string) => new URLSearchParams(text) as unknown as Record<string, unknown>,
      maxParamLength: 1000,
    },
    // A path segment that does not decode (or is absurdly long) matches no route: 404 like any other.
    frameworkErrors: (_error, request, reply) => notFound(request, reply),
  });
  installBodyParsers(app);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("cache-control", "no-store");
    // An id segment is never empty (`/v1/playlists//followers` is no route), though Fastify matches it.
    const params = Object.entries(paramsOf(request));
    if (params.some(([name, value]) => name !== "*" && value === "")) {
      notFound(request, reply);
      return reply;
    }
  });
  app.setNotFoundHandler(notFound);
  app.setErrorHandler((error: Error & { code?: string; statusCode?: number }, _request, reply) => {
    if (error instanceof HttpError) return sendJson(reply, error.status, { error: error.message });
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") return sendJson(reply, 413, { error: "request body too large" });
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return sendJson(reply, error.statusCode, { error: error.message });
    }
    console.error("[sandbox] request failed", error);
    sendJson(reply, 500, { error: "internal sandbox error" });
  });

  const routes: { method: string; url: string }[] = [];
  let listing = true;
  app.addHook("onRoute", (route) => {
    if (!listing) return;
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  for (const plugin of plugins) await app.register(plugin);
  listing = false;

  // A known path asked with another method answers 405 with `Allow`, not Fastify's 404.
  const methodsByPath = new Map<string, Set<string>>();
  for (const { method, url } of routes) methodsByPath.set(url, (methodsByPath.get(url) ?? new Set()).add(method));
  for (const [url, methods] of methodsByPath) {
    const allow = [...methods].join(", ");
    const others = ANSWERED_METHODS.filter((method) => !methods.has(method));
    if (others.length === 0) continue;
    app.route({
      method: others,
      url,
      handler: (request, reply) => {
        reply.header("allow", allow);
        sendJson(reply, 405, { error: `method ${request.method} not allowed on ${pathnameOf(request)}` });
      },
    });
  }
  app.get("/", (_request, reply) => {
    sendJson(reply, 200, { routes: routes.map(({ method, url }) => `${method} ${url}`) });
  });

  try {
    await app.listen({ port, host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    port: actualPort,
    host,
    url: `http://${host.includes(":") ? `[${host}]` : host}:${actualPort}`,
    close: async () => {
      await app.close();
    },
  };
}
