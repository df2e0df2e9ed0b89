import { CAPTCHA_DEFAULT_SECRET } from "./captcha";
import { type OAuthClient, startSandbox } from "./index";

/**
 * CLI: `tsx packages/sandbox/src/main.ts`. Started by `npm start` when SMTP_URL is unset.
 * Env (read here only): SANDBOX_SMTP_PORT (1025), SANDBOX_HTTP_PORT (1080), SANDBOX_HOST (127.0.0.1),
 * CAPTCHA_SECRET (sandbox-secret). When the API's provider credentials are set (SPOTIFY_CLIENT_ID +
 * SPOTIFY_CLIENT_SECRET, INSTAGRAM_CLIENT_ID + INSTAGRAM_CLIENT_SECRET, TIKTOK_CLIENT_KEY +
 * TIKTOK_CLIENT_SECRET), the OAuth stand-ins register them too (loopback redirect URIs), besides their
 * default sandbox clients.
 */

function clientFromEnv(idName: string, secretName: string): OAuthClient[] {
  const clientId = process.env[idName];
  const clientSecret = process.env[secretName];
  return clientId && clientSecret ? [{ clientId, clientSecret, allowLoopbackRedirects: true }] : [];
}

function readPort(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`[sandbox] ${name} must be a port number (0-65535), got "${raw}"`);
    process.exit(2);
  }
  return port;
}

const sandbox = await startSandbox({
  smtpPort: readPort("SANDBOX_SMTP_PORT", 1025),
  httpPort: readPort("SANDBOX_HTTP_PORT", 1080),
  host: process.env.SANDBOX_HOST || "127.0.0.1",
  captchaSecret: process.env.CAPTCHA_SECRET || CAPTCHA_DEFAULT_SECRET,
  oauth: {
    spotify: { clients: clientFromEnv("SPOTIFY_CLIENT_ID", "SPOTIFY_CLIENT_SECRET") },
    instagram: { clients: clientFromEnv("INSTAGRAM_CLIENT_ID", "INSTAGRAM_CLIENT_SECRET") },
    tiktok: { clients: clientFromEnv("TIKTOK_CLIENT_KEY", "TIKTOK_CLIENT_SECRET") },
  },
}).catch((error: unknown) => {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`[sandbox] could not start: ${reason}`);
  process.exit(1);
});

console.log(`[sandbox] SMTP on ${sandbox.smtpUrl}, HTTP on ${sandbox.httpUrl} (GET /mails, POST /captcha/siteverify)`);
console.log(
  `[sandbox] OAuth stand-ins: ${Object.entries(sandbox.providerUrls)
    .map(([name, url]) => `${name}=${url}`)
    .join(" ")}`,
);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
