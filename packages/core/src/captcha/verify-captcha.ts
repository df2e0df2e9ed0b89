export const CAPTCHA_PROVIDERS = ["none", "turnstile", "hcaptcha", "recaptcha", "sandbox"] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

export type CaptchaVerifier = {
  provider: CaptchaProvider;
  siteKey: string | null;
  /** True when the token proves a human (always true when no provider is configured). */
  verify(token: string | undefined, ip: string): Promise<boolean>;
};

// All three providers share the same siteverify protocol (form-encoded secret/response/remoteip →
// { success }). The sandbox speaks it too, at a local URL.
const VERIFY_URLS: Record<Exclude<CaptchaProvider, "none" | "sandbox">, string> = {
  turnstile: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
  hcaptcha: "https://api.hcaptcha.com/siteverify",
  recaptcha: "https://www.google.com/recaptcha/api/siteverify",
};

export function createCaptchaVerifier(options: {
  provider: CaptchaProvider;
  secret?: string | undefined;
  siteKey?: string | undefined;
  verifyUrl?: string | undefined;
  timeoutMs?: number;
  onError?: (error: unknown) => void;
}): CaptchaVerifier {
  const { provider } = options;
  if (provider === "none") return { provider, siteKey: null, verify: async () => true };
  const url = options.verifyUrl ?? (provider === "sandbox" ? undefined : VERIFY_URLS[provider]);
  if (!url) throw new Error(`captcha provider ${provider} needs a verify URL`);
  return {
    provider,
    siteKey: options.siteKey ?? null,
    async verify(token, ip) {
      if (!token) return false;
      try {
        const response = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ secret: options.secret ?? "", response: token, remoteip: ip }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!response.ok) return false;
        const body = (await response.json()) as { success?: unknown };
        return body.success === true;
      } catch (error) {
        // Fail closed: an unreachable captcha service must not let bots through.
        options.onError?.(error);
        return false;
      }
    },
  };
}
