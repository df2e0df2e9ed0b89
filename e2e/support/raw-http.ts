import { request as httpRequest } from "node:http";
import { E2E_WEB_PORT } from "./env";

export type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/**
 * One HTTP request to the e2e web from a chosen loopback address (127.0.0.2, 127.0.0.3, …): how a test
 * plays two clients at different addresses. Headers are sent exactly as given (forged ones included).
 */
export function rawRequest(options: {
  from: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: E2E_WEB_PORT,
        localAddress: options.from,
        method: options.method ?? "GET",
        path: options.path,
        headers: options.headers ?? {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** A JSON write through the web's /api proxy, with the CSRF header a browser page would add. */
export function postJson(from: string, path: string, payload: unknown, headers: Record<string, string> = {}) {
  return rawRequest({
    from,
    method: "POST",
    path,
    headers: { "content-type": "application/json", "x-fanfare-csrf": "1", ...headers },
    body: JSON.stringify(payload),
  });
}
