import { randomBytes } from "node:crypto";
import type { SandboxPlugin } from "../http";
import { type RunningHttpServer, startHttpServer } from "../http-server";
import { s256Challenge } from "./oauth-core";

/**
 * Helpers for the stand-ins' own tests: a browser-free walk through the consent page, as a person
 * clicking Allow or Deny would do it. Plain fetch only, so the HTTP surface is what is tested.
 */

/** A sandbox HTTP server with only this stand-in's routes. */
export function startStandIn(plugin: SandboxPlugin): Promise<RunningHttpServer> {
  return startHttpServer({ port: 0, host: "127.0.0.1", plugins: [plugin] });
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString("base64url");
  return { verifier, challenge: s256Challenge(verifier) };
}

function unescapeHtml(value: string): string {
  return value.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)));
}

/** The hidden fields and action of the consent form. */
export function parseConsentForm(html: string): { action: string; fields: Record<string, string>; users: string[] } {
  const action = /<form method="post" action="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error(`no consent form in:\n${html}`);
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[unescapeHtml(match[1] ?? "")] = unescapeHtml(match[2] ?? "");
  }
  const users = [...html.matchAll(/name="sandbox_user" value="([^"]*)"/g)].map((match) => unescapeHtml(match[1] ?? ""));
  return { action: unescapeHtml(action), fields, users };
}

/**
 * Opens the authorize URL, submits the consent form with the decision and returns the redirect
 * `Location` (the provider sends the browser back to the client with it).
 */
export async function consent(
  authorizeUrl: string,
  decision: "allow" | "deny",
  userId?: string,
): Promise<{ location: string; redirect: URL }> {
  const page = await fetch(authorizeUrl);
  if (page.status !== 200) throw new Error(`authorize page answered ${page.status}: ${await page.text()}`);
  const { action, fields, users } = parseConsentForm(await page.text());
  const chosen = userId ?? users[0];
  if (chosen === undefined) throw new Error("no sandbox users on the consent page");
  const response = await fetch(new URL(action, authorizeUrl), {
    method: "POST",
    body: new URLSearchParams({ ...fields, sandbox_user: chosen, decision }),
    redirect: "manual",
  });
  const location = response.headers.get("location");
  if (response.status !== 302 || !location)
    throw new Error(`consent answered ${response.status}: ${await response.text()}`);
  return { location, redirect: new URL(location) };
}

export async function postJson(url: string, body: unknown, init: RequestInit = {}): Promise<Response> {
  return fetch(url, {
    method: "POST",
    ...init,
    headers: { "content-type": "application/json", ...(init.headers as Record<string, string> | undefined) },
    body: JSON.stringify(body),
  });
}
