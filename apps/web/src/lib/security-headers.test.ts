import { describe, expect, it } from "vitest";
import {
  acceptRequestId,
  buildContentSecurityPolicy,
  createNonce,
  isCaptchaPage,
  isLocalHost,
  isWalletPage,
  monitoringIntakeOrigin,
  securityHeaders,
} from "./security-headers";

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe("Content-Security-Policy", () => {
  it("allows scripts from self and the nonce only, and no framing", () => {
    const policy = buildContentSecurityPolicy({ nonce: "abc", isDevelopment: false, allowCaptcha: false });
    expect(directive(policy, "script-src")).toBe("'self' 'nonce-abc' 'strict-dynamic'");
    expect(directive(policy, "frame-ancestors")).toBe("'none'");
    expect(directive(policy, "frame-src")).toBe("'none'");
    expect(directive(policy, "object-src")).toBe("'none'");
    expect(policy).not.toContain("unsafe-eval");
  });

  it("lets React's development build evaluate code", () => {
    const policy = buildContentSecurityPolicy({ nonce: "abc", isDevelopment: true, allowCaptcha: false });
    expect(directive(policy, "script-src")).toContain("'unsafe-eval'");
  });

  it("opens the captcha providers' hosts only on the sign-in mail pages", () => {
    const policy = buildContentSecurityPolicy({ nonce: "abc", isDevelopment: false, allowCaptcha: true });
    expect(directive(policy, "script-src")).toContain("https://challenges.cloudflare.com");
    expect(directive(policy, "frame-src")).toContain("https://*.hcaptcha.com");
    expect(isCaptchaPage("/ja/enter-email")).toBe(true);
    expect(isCaptchaPage("/th/verify-email")).toBe(true);
    expect(isCaptchaPage("/ja/change-email/enter-email")).toBe(false);
    expect(isCaptchaPage("/ja/projects")).toBe(false);
  });
});

describe("WalletConnect in the CSP (ADR 0015)", () => {
  it("opens its relay, verify frame, images and fonts only when asked (the wallet page with a project id)", () => {
    const base = { nonce: "n", isDevelopment: false, allowCaptcha: false };
    const closed = buildContentSecurityPolicy(base);
    expect(closed).not.toContain("walletconnect");
    expect(directive(closed, "frame-src")).toBe("'none'");
    const open = buildContentSecurityPolicy({ ...base, allowWalletConnect: true });
    expect(directive(open, "connect-src")).toContain("wss://*.walletconnect.org");
    expect(directive(open, "frame-src")).toBe(
      "https://verify.walletconnect.org https://verify.walletconnect.com https://secure.walletconnect.org",
    );
    expect(directive(open, "script-src")).toBe("'self' 'nonce-n' 'strict-dynamic'");
    expect(isWalletPage("/ja/wallet")).toBe(true);
    expect(isWalletPage("/th/wallet/")).toBe(true);
    expect(isWalletPage("/ja/projects")).toBe(false);
    expect(isWalletPage("/ja/walletx")).toBe(false);
    expect(isWalletPage("/ja/projects/p1/c1/wallet-address")).toBe(true);
    expect(isWalletPage("/th/projects/p1/c1/conditions/wallet-address/2")).toBe(true);
    expect(isWalletPage("/ja/projects/p1/c1")).toBe(false);
    expect(isWalletPage("/ja/projects/p1/c1/survey")).toBe(false);
    expect(isWalletPage("/ja/projects/p1/c1/wallet-address/x")).toBe(false);
  });
});

describe("monitoring in the CSP (ADR 0008)", () => {
  it("opens the Datadog intake of the configured site, and only then", () => {
    expect(monitoringIntakeOrigin("datadoghq.com")).toBe("https://browser-intake-datadoghq.com");
    expect(monitoringIntakeOrigin("us3.datadoghq.com")).toBe("https://browser-intake-us3-datadoghq.com");
    expect(monitoringIntakeOrigin("datadoghq.eu")).toBe("https://browser-intake-datadoghq.eu");
    const base = { nonce: "n", isDevelopment: false, allowCaptcha: false };
    expect(directive(buildContentSecurityPolicy(base), "connect-src")).toBe("'self'");
    expect(directive(buildContentSecurityPolicy({ ...base, monitoringOrigin: null }), "connect-src")).toBe("'self'");
    const on = buildContentSecurityPolicy({ ...base, monitoringOrigin: "https://browser-intake-datadoghq.com" });
    expect(directive(on, "connect-src")).toBe("'self' https://browser-intake-datadoghq.com");
    expect(directive(on, "script-src")).toBe("'self' 'nonce-n' 'strict-dynamic'");
  });
});

describe("securityHeaders", () => {
  it("sets nosniff and the referrer policy, and HSTS only away from localhost", () => {
    const options = { nonce: "n", isDevelopment: false, allowCaptcha: false };
    const local = securityHeaders({ ...options, host: "localhost:3000" });
    expect(local["X-Content-Type-Options"]).toBe("nosniff");
    expect(local["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(local["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders({ ...options, host: "127.0.0.1:3000" })["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders({ ...options, host: "fanfare.example" })["Strict-Transport-Security"]).toMatch(/max-age=/);
  });

  it("knows the local hosts", () => {
    expect(["localhost", "app.localhost:3000", "127.0.0.1", "[::1]:3000"].every(isLocalHost)).toBe(true);
    expect(isLocalHost("fanfare.example:443")).toBe(false);
  });
});

describe("request ids and nonces", () => {
  it("keeps a well-formed request id and drops anything else", () => {
    expect(acceptRequestId("3f2a-req_1.2")).toBe("3f2a-req_1.2");
    expect(acceptRequestId("bad id\nforged log line")).toBeUndefined();
    expect(acceptRequestId("x".repeat(200))).toBeUndefined();
    expect(acceptRequestId(null)).toBeUndefined();
  });

  it("makes a fresh base64 nonce of 128 bits each time", () => {
    const nonce = createNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(nonce);
  });
});
