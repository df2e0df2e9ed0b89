// Response headers for every page. The CSP is built per request because of the script nonce
// (docs/adr/0005-csp-nonces.md).

/** Hosts of the captcha providers the API may configure; allowed only on the pages that show one. */
const CAPTCHA_HOSTS = {
  script: [
    "https://challenges.cloudflare.com",
    "https://js.hcaptcha.com",
    "https://*.hcaptcha.com",
    "https://www.google.com/recaptcha/",
    "https://www.gstatic.com/recaptcha/",
  ],
  frame: ["https://challenges.cloudflare.com", "https://*.hcaptcha.com", "https://www.google.com/recaptcha/"],
  connect: ["https://challenges.cloudflare.com", "https://*.hcaptcha.com", "https://www.google.com/recaptcha/"],
};

/** Pages that may render a captcha widget: the sign-in mail form and its resend button. */
const CAPTCHA_PAGE = /^\/[a-z]{2}\/(enter-email|verify-email)\/?$/;

export function isCaptchaPage(pathname: string): boolean {
  return CAPTCHA_PAGE.test(pathname);
}

/**
 * Hosts the WalletConnect (Reown) SDK talks to: its relay (WebSocket), its verify iframe, its explorer
 * API, images and fonts. Opened only on the wallet page and only when a project id is configured.
 */
const WALLETCONNECT_HOSTS = {
  connect: [
    "https://*.walletconnect.org",
    "https://*.walletconnect.com",
    "wss://*.walletconnect.org",
    "wss://*.walletconnect.com",
    "https://*.reown.com",
    "wss://*.reown.com",
  ],
  frame: ["https://verify.walletconnect.org", "https://verify.walletconnect.com", "https://secure.walletconnect.org"],
  img: ["https://*.walletconnect.org", "https://*.walletconnect.com", "https://*.reown.com"],
  font: ["https://fonts.reown.com"],
};

/**
 * The pages where a fan connects a wallet: /wallet (the wagmi providers live there, ADR 0015) and the
 * wallet-address condition's page, whose "connect a wallet" loads them when pressed.
 */
const WALLET_PAGES = [
  /^\/[a-z]{2}\/wallet\/?$/,
  /^\/[a-z]{2}\/projects\/[^/]+\/[^/]+\/(?:wallet-address|conditions\/wallet-address\/\d+)\/?$/,
];

export function isWalletPage(pathname: string): boolean {
  return WALLET_PAGES.some((page) => page.test(pathname));
}

export function isLocalHost(host: string | null): boolean {
  if (!host) return true;
  const hostname = host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : (host.split(":")[0] ?? "");
  return (
    hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "127.0.0.1" || hostname === "[::1]"
  );
}

/**
 * The Datadog RUM intake of a site, as the SDK builds it (browser-intake-<site with dots→dashes>.<tld>),
 * e.g. datadoghq.com → https://browser-intake-datadoghq.com, us3.datadoghq.com → …-us3-datadoghq.com.
 */
export function monitoringIntakeOrigin(site: string): string {
  const parts = site.split(".");
  const extension = parts.pop();
  return `https://browser-intake-${parts.join("-")}.${extension}`;
}

export type CspOptions = {
  nonce: string;
  isDevelopment: boolean;
  allowCaptcha: boolean;
  /** Where monitoring sends its data, when monitoring is configured (ADR 0008); nothing else is opened. */
  monitoringOrigin?: string | null;
  /** The wallet page with a WalletConnect project id configured. */
  allowWalletConnect?: boolean;
};

export function buildContentSecurityPolicy({
  nonce,
  isDevelopment,
  allowCaptcha,
  monitoringOrigin,
  allowWalletConnect = false,
}: CspOptions): string {
  const captcha = (hosts: string[]) => (allowCaptcha ? hosts : []);
  const walletConnect = (hosts: string[]) => (allowWalletConnect ? hosts : []);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // 'strict-dynamic' lets the nonce'd Next.js scripts load their chunks; hosts only matter to old browsers.
    "script-src": [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(isDevelopment ? ["'unsafe-eval'"] : []),
      ...captcha(CAPTCHA_HOSTS.script),
    ],
    // Style attributes (React `style`, captcha widgets) cannot carry a nonce; see the ADR.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...walletConnect(WALLETCONNECT_HOSTS.img)],
    "font-src": ["'self'", ...walletConnect(WALLETCONNECT_HOSTS.font)],
    "connect-src": [
      "'self'",
      ...captcha(CAPTCHA_HOSTS.connect),
      ...(monitoringOrigin ? [monitoringOrigin] : []),
      ...walletConnect(WALLETCONNECT_HOSTS.connect),
    ],
    // The monitoring SDK compresses its batches in a worker made from a blob: URL.
    "worker-src": monitoringOrigin ? ["'self'", "blob:"] : ["'self'"],
    "frame-src":
      allowCaptcha || allowWalletConnect
        ? [...captcha(CAPTCHA_HOSTS.frame), ...walletConnect(WALLETCONNECT_HOSTS.frame)]
        : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export function securityHeaders(options: CspOptions & { host: string | null }): Record<string, string> {
  return {
    "Content-Security-Policy": buildContentSecurityPolicy(options),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // HSTS on a local address would pin localhost to https for every other project on the machine.
    ...(isLocalHost(options.host) ? {} : { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" }),
  };
}

/** A caller's request id is kept only when it cannot smuggle anything into our logs. */
export function acceptRequestId(value: string | null): string | undefined {
  return value && /^[A-Za-z0-9._:-]{1,128}$/.test(value) ? value : undefined;
}

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
