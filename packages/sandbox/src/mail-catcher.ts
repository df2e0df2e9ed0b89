import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import type { AddressInfo } from "node:net";
import type { CaughtMail } from "@fanfare/protocol";
import PostalMime, { type Address } from "postal-mime";
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";
import { type SandboxPlugin, sendJson } from "./http";
import { startHttpServer } from "./http-server";

/**
 * Mail catcher: an SMTP server that accepts every message (no auth, no TLS) and keeps it in memory,
 * plus the HTTP routes that show it (`GET /mails`, `DELETE /mails`). The API sends real SMTP to it,
 * so the mail path under test is the production one.
 */

export type { CaughtMail };

/** The body of `GET /mails`: protocol's `MailboxResponse`. */
type MailboxBody = { mails: CaughtMail[] };

export const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;
const DEFAULT_MAX_MAILS = 500;
const DEFAULT_WAIT_MS = 10_000;

export interface SmtpCatcherOptions {
  /** 0 picks a free port. */
  smtpPort: number;
  host?: string;
  /** Only the newest `maxMails` are kept. */
  maxMails?: number;
}

export interface SmtpCatcher {
  smtpPort: number;
  /** The mailbox routes, to register on a sandbox HTTP server. */
  plugin: SandboxPlugin;
  /** Newest first. */
  mails(): CaughtMail[];
  /** Resolves with the newest mail (already caught or arriving later) that matches; rejects after `timeoutMs`. */
  waitForMail(predicate: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  clear(): void;
  close(): Promise<void>;
}

export interface MailCatcher extends Omit<SmtpCatcher, "plugin"> {
  httpPort: number;
}

/** Starts only the SMTP side; register `plugin` on an HTTP server of your choice (see `startSandbox`). */
export async function startSmtpCatcher({
  smtpPort,
  host = "127.0.0.1",
  maxMails = DEFAULT_MAX_MAILS,
}: SmtpCatcherOptions): Promise<SmtpCatcher> {
  let stored: CaughtMail[] = [];
  const arrivals = new EventEmitter();
  arrivals.setMaxListeners(0);

  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    size: MAX_MESSAGE_BYTES,
    banner: "Fanfare sandbox mail catcher",
    logger: false,
    // Pooled client connections stay open; do not let them hold a shutdown for the default 30 s.
    closeTimeout: 500,
    onData(stream, session, callback) {
      receive(stream, session).then(
        (mail) => {
          stored = [mail, ...stored].slice(0, maxMails);
          arrivals.emit("mail", mail);
          callback(null, `caught as ${mail.id}`);
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(smtpPort, host, () => {
      server.server.off("error", reject);
      resolve();
    });
  });
  const actualPort = (server.server.address() as AddressInfo).port;

  const mails = () => [...stored];
  const clear = () => {
    stored = [];
  };

  const waitForMail = (predicate: (mail: CaughtMail) => boolean, timeoutMs = DEFAULT_WAIT_MS) =>
    new Promise<CaughtMail>((resolve, reject) => {
      const already = stored.find(predicate);
      if (already) {
        resolve(already);
        return;
      }
      const onMail = (mail: CaughtMail) => {
        if (!predicate(mail)) return;
        clearTimeout(timer);
        arrivals.off("mail", onMail);
        resolve(mail);
      };
      const timer = setTimeout(() => {
        arrivals.off("mail", onMail);
        reject(new Error(`no matching mail within ${timeoutMs} ms (${stored.length} caught)`));
      }, timeoutMs);
      arrivals.on("mail", onMail);
    });

  const body = (): MailboxBody => ({ mails: mails() });
  const plugin: SandboxPlugin = async (app) => {
    app.get("/mails", (_request, reply) => sendJson(reply, 200, body()));
    app.delete("/mails", (_request, reply) => {
      clear();
      sendJson(reply, 200, body());
    });
  };

  return {
    smtpPort: actualPort,
    plugin,
    mails,
    waitForMail,
    clear,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A standalone mail catcher: SMTP plus its own HTTP server serving only the mailbox routes. */
export async function startMailCatcher({
  smtpPort,
  httpPort,
  host = "127.0.0.1",
  maxMails,
}: SmtpCatcherOptions & { httpPort: number }): Promise<MailCatcher> {
  const catcher = await startSmtpCatcher({ smtpPort, host, maxMails });
  let http: Awaited<ReturnType<typeof startHttpServer>>;
  try {
    http = await startHttpServer({ port: httpPort, host, plugins: [catcher.plugin] });
  } catch (error) {
    await catcher.close();
    throw error;
  }
  const { plugin: _plugin, ...rest } = catcher;
  return {
    ...rest,
    httpPort: http.port,
    close: async () => {
      await Promise.all([http.close(), catcher.close()]);
    },
  };
}

async function receive(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<CaughtMail> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  if (stream.sizeExceeded) {
    throw Object.assign(new Error(`message exceeds ${MAX_MESSAGE_BYTES} bytes`), { responseCode: 552 });
  }
  const parsed = await PostalMime.parse(Buffer.concat(chunks));
  const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
  // The envelope is what the server was asked to deliver to (it includes Bcc), so it is the truth for `to`.
  const envelopeTo = session.envelope.rcptTo.map((recipient) => recipient.address);
  return {
    id: randomUUID(),
    from: parsed.from ? formatAddress(parsed.from) : envelopeFrom,
    to: envelopeTo.length > 0 ? envelopeTo : (parsed.to ?? []).flatMap(addressesOf),
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    html: parsed.html ?? null,
    receivedAt: new Date().toISOString(),
  };
}

function formatAddress(address: Address): string {
  if (address.group) return address.name;
  return address.name ? `${address.name} <${address.address}>` : address.address;
}

function addressesOf(address: Address): string[] {
  return address.group ? address.group.map((member) => member.address) : [address.address];
}
