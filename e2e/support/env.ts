/**
 * Ports of the e2e stack: 3100/3101, beside npm start's 3000/3001 so both can run at once.
 * E2E_WEB_PORT / E2E_API_PORT override them (e.g. when another checkout's e2e run holds them).
 */
export const E2E_WEB_PORT = portFromEnv("E2E_WEB_PORT", 3100);
export const E2E_API_PORT = portFromEnv("E2E_API_PORT", 3101);
/** The local chain (hardhat node, 31337) the e2e API mints on and the injected test wallet signs on; 8546, beside npm start's 8545. */
export const E2E_CHAIN_PORT = portFromEnv("E2E_CHAIN_PORT", 8546);
export const E2E_CHAIN_URL = `http://127.0.0.1:${E2E_CHAIN_PORT}`;
export const E2E_WEB_URL = `http://localhost:${E2E_WEB_PORT}`;
export const E2E_API_URL = `http://127.0.0.1:${E2E_API_PORT}`;
export const E2E_CAPTCHA_SECRET = "sandbox-secret";
/** Shared by the e2e web and API: the web's proof that it states the client's address (ADR 0019). */
export const E2E_WEB_PROXY_SECRET = "e2e-web-proxy-secret-0123456789abcdef";
/** Failed sign-in link openings one client address may make per 10 minutes in the e2e stack. */
export const E2E_LINK_FAILURES_PER_IP = 40;
/** Lifetime of mailed links in the e2e stack (the product default is 10 minutes). */
export const E2E_LINK_TTL_SECONDS = 24;
export const E2E_MAIL_FROM = "Fanfare <no-reply@fanfare.test>";
/**
 * A company of its own and its first owner, made by the platform's CLI (`npm run fanfare -- create-company`)
 * before the API starts, as a new label is onboarded: the console journeys of issue 14 start from it.
 */
export const E2E_CLI_COMPANY = { name: "e2e Label from the CLI", owner: "cli-owner@example.com" } as const;

/** Set by the global setup; the tests run in worker processes and read it from here. */
export const MAILBOX_URL_VARIABLE = "E2E_MAILBOX_URL";
/** The sandbox's HTTP address (OAuth stand-ins and their `_sandbox` controls), set by global-setup. */
export const SANDBOX_URL_VARIABLE = "E2E_SANDBOX_URL";
/** This run's scratch directory (the API's data, removed at teardown), set by global-setup. */
export const E2E_DATA_DIR_VARIABLE = "E2E_DATA_DIR";

export function mailboxUrl(): string {
  const url = process.env[MAILBOX_URL_VARIABLE];
  if (!url) throw new Error(`${MAILBOX_URL_VARIABLE} is not set: run the e2e suite through playwright.config.ts`);
  return url;
}

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`${name} must be a port, got "${raw}"`);
  return port;
}

/**
 * Monitoring ids baked into the e2e build, so consent really loads the Datadog SDK (ADR 0008). They
 * are not real: the SDK's calls to the intake are answered by the tests (page.route), never sent out.
 */
export const E2E_DATADOG = {
  clientToken: "pube2e00000000000000000000000000000",
  applicationId: "00000000-0000-4000-8000-0000000000e2",
  site: "datadoghq.com",
  intakeOrigin: "https://browser-intake-datadoghq.com",
} as const;
