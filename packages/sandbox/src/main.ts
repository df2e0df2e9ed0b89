import { CAPTCHA_DEFAULT_SECRET } from "./captcha";
import { type OAuthClient, SANDBOX_STAND_INS, STAND_IN_NAMES, type StandInOptionsByName, startSandbox } from "./index";

/**
 * CLI: `tsx packages/sandbox/src/main.ts`. Started by `npm start` when SMTP_URL is unset.
 * Env (read here only): SANDBOX_SMTP_PORT (1025), SANDBOX_HTTP_PORT (1080), SANDBOX_HOST (127.0.0.1),
 * CAPTCHA_SECRET (sandbox-secret). When the API's credentials of a provider are set (its client id and
 * secret variables in src/oauth/registry.ts: SPOTIFY_CLIENT_ID + SPOTIFY_CLIENT_SECRET, TIKTOK_CLIENT_KEY +
 * TIKTOK_CLIENT_SECRET, …), its OAuth stand-in registers them too (loopback redirect URIs), besides its
 * default sandbox client.
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
  oauth: Object.fromEntries(
    STAND_IN_NAMES.map((name) => {
      const entry = SANDBOX_STAND_INS[name];
      return [name, { clients: clientFromEnv(entry.clientIdVariable, entry.clientSecretVariable) }];
    }),
  ) as StandInOptionsByName,
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
