import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * An operator's webhook receiver, as an integrator would write one from docs/webhooks.md, inside the test
 * process: it keeps every POST exactly as received (headers and raw body) and answers 200. The signature
 * check below is the documentation's own, written here rather than imported from the product: a journey
 * that signed and verified with the same code would prove nothing.
 */

export type WebhookEvent = { id: string; type: string; createdAt: string; data: Record<string, unknown> };

export type ReceivedDelivery = {
  headers: IncomingHttpHeaders;
  /** The body exactly as it arrived, before any JSON parsing (what the signature covers). */
  rawBody: string;
  event: WebhookEvent;
  receivedAt: Date;
};

export type WebhookReceiver = {
  /** http://127.0.0.1:<ephemeral port>/fanfare-webhooks */
  url: string;
  /** Every delivery so far, in the order they arrived. */
  deliveries: ReceivedDelivery[];
  close: () => Promise<void>;
};

/** docs/webhooks.md, "Verifying the signature", as published there for integrators. */
export function verifyFanfareWebhook(
  secret: string,
  headers: IncomingHttpHeaders,
  rawBody: string,
  toleranceSeconds = 300,
): boolean {
  const timestamp = header(headers, "fanfare-webhook-timestamp");
  const signature = header(headers, "fanfare-webhook-signature") ?? "";
  if (!timestamp || Math.abs(Date.now() / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const expected = createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");
  const given = signature.replace(/^v1=/, "");
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

export function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const deliveries: ReceivedDelivery[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const rawBody = Buffer.concat(chunks).toString("utf8");
      if (request.method !== "POST" || request.url !== "/fanfare-webhooks") {
        response.writeHead(404).end();
        return;
      }
      let event: WebhookEvent;
      try {
        event = JSON.parse(rawBody) as WebhookEvent;
      } catch {
        // Recorded nowhere: a body that is not JSON fails the journey by never matching an expected event.
        response.writeHead(400).end("not json");
        return;
      }
      deliveries.push({ headers: request.headers, rawBody, event, receivedAt: new Date() });
      response.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/fanfare-webhooks`,
    deliveries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
