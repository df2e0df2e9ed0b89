import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext } from "@playwright/test";
import { E2E_DATA_DIR_VARIABLE } from "./env";
import { waitForMailTo } from "./mailbox";

const HEADERS = { "X-Fanfare-Csrf": "1", "Content-Type": "application/json" };
/** The product's rule (user-E2005): one sign-in mail per address per minute. */
const MAIL_COOLDOWN_MS = 60_000;

/**
 * Signs a fan in inside `context` the way the web does, through the API: ask for a sign-in mail
 * (the e2e stack's sandbox captcha accepts "sandbox-pass"), read it from the mail catcher, and POST
 * the link's token. The session cookies land in the browser context.
 *
 * Several journeys sign the same address in (the demo company's owner, operator@example.com), in both
 * workers, and a second mail within a minute is refused by design. So a session made in this run is
 * kept in the run's scratch directory and handed to the next context that signs the same address in,
 * after checking that the API still accepts it; only when it does not is a new mail asked for, waiting
 * out the rest of the address's minute if the API says so. One worker at a time per address (a lock
 * file beside the session's).
 */
export async function signIn(context: BrowserContext, baseURL: string, email: string): Promise<void> {
  const file = sessionFile(baseURL, email);
  if (!file) return signInAfresh(context, baseURL, email);
  // Journeys run in parallel workers: one at a time per address, or two workers would renew the same
  // refresh token, and the API takes a second use of one for a theft and revokes the session for both.
  return withLock(file, async () => {
    if (await reuseSession(context, baseURL, email)) return;
    await signInAfresh(context, baseURL, email);
  });
}

async function signInAfresh(context: BrowserContext, baseURL: string, email: string): Promise<void> {
  const before = new Map((await sessionCookies(context, baseURL)).map((c) => [c.name, c.value]));
  const since = new Date();
  let asked = await askForMail(context, baseURL, email);
  if (asked.status === 429 && asked.code === "user-E2005") {
    await new Promise((resolve) => setTimeout(resolve, MAIL_COOLDOWN_MS + 1_000));
    asked = await askForMail(context, baseURL, email);
  }
  if (!asked.ok) throw new Error(`sign-in mail refused: ${asked.status} ${asked.body}`);
  const mail = await waitForMailTo(email, { since });
  const token = new URL(mail.link).searchParams.get("token");
  if (!token) throw new Error(`the sign-in mail's link has no token: ${mail.link}`);
  const verified = await context.request.post(`${baseURL}/api/v1/auth/email/verify`, {
    headers: HEADERS,
    data: { token },
  });
  if (!verified.ok()) throw new Error(`sign-in link refused: ${verified.status()} ${await verified.text()}`);
  // Only what signing in set: a context's own cookies (the consent choice, say) are not the session's.
  const session = (await sessionCookies(context, baseURL)).filter((c) => before.get(c.name) !== c.value);
  keepSession(baseURL, email, session);
}

async function askForMail(context: BrowserContext, baseURL: string, email: string) {
  const response = await context.request.post(`${baseURL}/api/v1/auth/email`, {
    headers: HEADERS,
    data: { email, country: "JP", locale: "ja", captchaToken: "sandbox-pass" },
  });
  const body = await response.text();
  let code: string | undefined;
  try {
    code = (JSON.parse(body) as { code?: string }).code;
  } catch {
    code = undefined;
  }
  return { ok: response.ok(), status: response.status(), code, body };
}

type Cookies = Awaited<ReturnType<BrowserContext["cookies"]>>;

const REFRESH_PATH = "/api/v1/auth/refresh";

/**
 * The context's cookies for the site and for the renewal route: the refresh token's cookie is scoped to
 * that path, so the cookies of the site's root alone leave it out, and a kept session without it dies
 * when its 15-minute access token does (seen: a journey signed out half-way through).
 */
function sessionCookies(context: BrowserContext, baseURL: string): Promise<Cookies> {
  return context.cookies([baseURL, `${baseURL}${REFRESH_PATH}`]);
}

function sessionFile(baseURL: string, email: string): string | null {
  const dir = process.env[E2E_DATA_DIR_VARIABLE];
  if (!dir) return null;
  return join(dir, `session-${Buffer.from(`${baseURL} ${email}`).toString("hex")}.json`);
}

function keepSession(baseURL: string, email: string, cookies: Cookies): void {
  const file = sessionFile(baseURL, email);
  if (file) writeFileSync(file, JSON.stringify(cookies));
}

async function reuseSession(context: BrowserContext, baseURL: string, email: string): Promise<boolean> {
  const file = sessionFile(baseURL, email);
  if (!file || !existsSync(file)) return false;
  const cookies = JSON.parse(readFileSync(file, "utf8")) as Cookies;
  await context.addCookies(cookies);
  // Renewed at once, as the web would on its next 401: the journey starts with a whole access token's
  // lifetime, and a refresh token rotated since by an earlier journey's context shows here (refused)
  // rather than half-way through this one. The renewed pair is kept for the next journey.
  const renewed = await context.request.post(`${baseURL}${REFRESH_PATH}`, { headers: HEADERS, data: {} });
  if (renewed.ok()) {
    const me = await context.request.get(`${baseURL}/api/v1/me`);
    if (me.ok() && ((await me.json()) as { email?: string }).email === email) {
      const names = new Set(cookies.map((cookie) => cookie.name));
      keepSession(
        baseURL,
        email,
        (await sessionCookies(context, baseURL)).filter((c) => names.has(c.name)),
      );
      return true;
    }
  }
  for (const cookie of cookies) await context.clearCookies({ name: cookie.name });
  return false;
}

const LOCK_POLL_MS = 100;

/**
 * Runs `run` while holding `${path}.lock`, made exclusively (`wx`) and holding the holder's process id,
 * so a lock left by a worker that died is taken over rather than waited on for ever.
 */
async function withLock<T>(path: string, run: () => Promise<T>): Promise<T> {
  const lock = `${path}.lock`;
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (holderIsGone(lock)) rmSync(lock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
  }
  try {
    return await run();
  } finally {
    rmSync(lock, { force: true });
  }
}

function holderIsGone(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(lock, "utf8"));
  } catch {
    return false; // released meanwhile: the next try takes it
  }
  if (!Number.isInteger(pid) || pid <= 0) return false; // being written: its holder is alive
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}
