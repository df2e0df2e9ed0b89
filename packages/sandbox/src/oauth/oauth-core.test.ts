import { describe, expect, it } from "vitest";
import {
  createClock,
  escapeHtml,
  FailureSwitches,
  isRedirectAllowed,
  OAuthAuthority,
  s256Challenge,
  validateAuthorize,
  verifyPkce,
} from "./oauth-core";

describe("PKCE", () => {
  it("verifies S256 (RFC 7636 appendix B) and optionally TikTok's hex form", () => {
    const verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
    expect(s256Challenge(verifier)).toBe("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");
    expect(verifyPkce(verifier, "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")).toBe(true);
    expect(verifyPkce(`${verifier}x`, "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")).toBe(false);
    expect(verifyPkce("short", s256Challenge("short"))).toBe(false);
    const hex = "13d31e961a1ad8ec2f16b10c4c982e0876a878ad6df144566ee1894acb70f9c3";
    expect(verifyPkce(verifier, hex)).toBe(false);
    expect(verifyPkce(verifier, hex, { acceptHex: true })).toBe(true);
  });
});

describe("failure switches", () => {
  it("validates, counts down `times`, and falls back to the * switch", () => {
    const switches = new FailureSwitches(["me", "media"]);
    expect(() => switches.set({ endpoint: "other", mode: "500" })).toThrow(/endpoint/);
    expect(() => switches.set({ endpoint: "me", mode: "502" })).toThrow(/mode/);
    expect(() => switches.set({ endpoint: "me", mode: "500", times: 1.5 })).toThrow(/times/);
    switches.set({ endpoint: "me", mode: 429, times: 2 });
    switches.set({ endpoint: "*", mode: "timeout" });
    expect(switches.take("me")?.mode).toBe("429");
    expect(switches.take("me")?.mode).toBe("429");
    expect(switches.take("me")?.mode).toBe("timeout");
    expect(switches.take("media")?.mode).toBe("timeout");
    switches.clear("*");
    expect(switches.take("media")).toBeUndefined();
  });
});

describe("authorize validation and codes", () => {
  const client = { clientId: "c", clientSecret: "s", redirectUris: ["https://app.example/cb"] };
  const clock = createClock();
  const authority = new OAuthAuthority({ clients: [client], clock, tokenTtlSeconds: 60 });
  const options = {
    authority,
    clientParam: "client_id",
    scopeSeparator: / +/,
    knownScopes: ["a", "b"],
    requirePkce: true,
  };
  const challenge = s256Challenge("v".repeat(43));
  const base = {
    client_id: "c",
    redirect_uri: "https://app.example/cb",
    response_type: "code",
    scope: "a b",
    code_challenge: challenge,
    code_challenge_method: "S256",
  };

  it("checks redirect URIs exactly, loopback only when allowed", () => {
    expect(isRedirectAllowed(client, "https://app.example/cb")).toBe(true);
    expect(isRedirectAllowed(client, "https://app.example/cb/")).toBe(false);
    const loopback = { ...client, allowLoopbackRedirects: true };
    expect(isRedirectAllowed(loopback, "http://localhost:3100/x")).toBe(true);
    expect(isRedirectAllowed(loopback, "http://127.0.0.1.evil.example/x")).toBe(false);
    expect(isRedirectAllowed(loopback, "javascript:alert(1)")).toBe(false);
  });

  it("sorts errors into an error page or a redirect", () => {
    expect(validateAuthorize(base, options).kind).toBe("ok");
    expect(validateAuthorize({ ...base, client_id: "x" }, options).kind).toBe("page");
    expect(validateAuthorize({ ...base, redirect_uri: "https://evil.example" }, options).kind).toBe("page");
    expect(validateAuthorize({ ...base, scope: "a z" }, options)).toMatchObject({
      kind: "redirect",
      error: "invalid_scope",
    });
    const { code_challenge: _omit, ...withoutPkce } = base;
    expect(validateAuthorize(withoutPkce, options)).toMatchObject({ kind: "redirect", error: "invalid_request" });
    expect(validateAuthorize(withoutPkce, { ...options, requirePkce: false }).kind).toBe("ok");
  });

  it("expires codes after their lifetime", () => {
    const validation = validateAuthorize(base, options);
    if (validation.kind !== "ok") throw new Error("expected ok");
    const code = authority.issueCode(validation.request, "user-1");
    clock.advance(601);
    const redemption = authority.redeemCode({
      code,
      clientId: "c",
      redirectUri: "https://app.example/cb",
      codeVerifier: "v".repeat(43),
    });
    expect(redemption).toEqual({ ok: false, reason: "code_expired" });
    clock.reset();
  });

  it("escapes HTML", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;");
  });
});
