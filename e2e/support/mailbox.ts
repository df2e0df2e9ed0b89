import { type CaughtMail, MailboxResponse } from "@fanfare/protocol";
import { mailboxUrl } from "./env";

/**
 * Reads the mails the API really sent over SMTP to the sandbox catcher (started by the global setup).
 * Give every test its own address (`uniqueEmail()`), so tests never see each other's mail.
 */

export async function listMails(): Promise<CaughtMail[]> {
  const response = await fetch(`${mailboxUrl()}/mails`);
  if (!response.ok) throw new Error(`mailbox answered HTTP ${response.status}`);
  return MailboxResponse.parse(await response.json()).mails;
}

export interface WaitOptions {
  timeoutMs?: number;
  /** Ignore mails received before this instant (e.g. an earlier sign-in link to the same address). */
  since?: Date;
}

/** Waits for the newest mail matching `predicate`. */
export async function waitForMail(
  predicate: (mail: CaughtMail) => boolean,
  { timeoutMs = 20_000, since }: WaitOptions = {},
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await listMails()).find(
      (mail) => predicate(mail) && (!since || Date.parse(mail.receivedAt) >= since.getTime()),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching mail within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits for the newest mail to `address` and returns it with the first http(s) link it contains. */
export async function waitForMailTo(
  address: string,
  options: WaitOptions = {},
): Promise<CaughtMail & { link: string }> {
  const wanted = address.toLowerCase();
  const mail = await waitForMail((candidate) => candidate.to.some((to) => to.toLowerCase() === wanted), options);
  const link = firstLink(mail);
  if (!link) throw new Error(`the mail to ${address} ("${mail.subject}") has no http(s) link`);
  return { ...mail, link };
}

/** First http(s) URL of the text part, else the first href of the HTML part. */
export function firstLink(mail: Pick<CaughtMail, "text" | "html">): string | null {
  const inText = mail.text.match(/https?:\/\/[^\s<>"')\]]+/);
  if (inText) return inText[0];
  const inHtml = mail.html?.match(/href\s*=\s*["'](https?:\/\/[^"']+)["']/i);
  return inHtml?.[1]?.replaceAll("&amp;", "&") ?? null;
}

/** A fresh address per call, so every test owns its mail. */
export function uniqueEmail(label = "fan"): string {
  return `${label}+${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.test`;
}
