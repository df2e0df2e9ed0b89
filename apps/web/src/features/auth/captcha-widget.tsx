"use client";

import type { CaptchaConfigResponse } from "@fanfare/protocol";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { api } from "@/lib/api";

/** Tokens of the local stand-in captcha (packages/sandbox): the API accepts only the first. */
export const SANDBOX_PASS = "sandbox-pass";
export const SANDBOX_FAIL = "sandbox-fail";

const NO_CAPTCHA: CaptchaConfigResponse = { provider: "none", siteKey: null };

/**
 * The captcha of a form: the widget to render, the token to send, and `renew()` to call after each
 * submission (tokens of the real providers are single-use, so their widget is rendered afresh).
 */
export function useCaptcha(): { isReady: boolean; token: string | undefined; widget: ReactNode; renew: () => void } {
  // Which captcha the API wants; asked once per tab.
  const query = useQuery({
    meta: { handlesErrors: true },
    queryKey: ["captcha-config"],
    queryFn: api.captchaConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [token, setToken] = useState<string>();
  const [round, setRound] = useState(0);
  // Unknown configuration: send no token; if the API wanted one it answers captcha-E2001.
  const config = query.data ?? (query.isError ? NO_CAPTCHA : undefined);
  const isSingleUse = config !== undefined && config.provider !== "none" && config.provider !== "sandbox";
  return {
    isReady: config !== undefined,
    token,
    widget: config ? <CaptchaWidget key={round} config={config} onToken={setToken} /> : null,
    renew: () => {
      if (isSingleUse) setRound((current) => current + 1);
    },
  };
}

type WidgetOptions = {
  sitekey: string;
  callback: (token: string) => void;
  "expired-callback": () => void;
  "error-callback": () => void;
};
type WidgetApi = {
  render: (element: HTMLElement, options: WidgetOptions) => unknown;
  ready?: (run: () => void) => void;
};

declare global {
  interface Window {
    turnstile?: WidgetApi;
    hcaptcha?: WidgetApi;
    grecaptcha?: WidgetApi;
  }
}

// Loaded only on the pages that show a widget; their CSP allows these hosts (src/lib/security-headers.ts).
const SCRIPTS = {
  turnstile: (locale: string) => `https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit&hl=${locale}`,
  hcaptcha: (locale: string) => `https://js.hcaptcha.com/1/api.js?render=explicit&hl=${locale}`,
  recaptcha: (locale: string) => `https://www.google.com/recaptcha/api.js?render=explicit&hl=${locale}`,
};
type ExternalProvider = keyof typeof SCRIPTS;

const loading = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let pending = loading.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        reject(new Error(`captcha script failed: ${src}`));
      };
      document.head.appendChild(script);
    });
    loading.set(src, pending);
  }
  return pending;
}

function widgetApi(provider: ExternalProvider): WidgetApi | undefined {
  if (provider === "turnstile") return window.turnstile;
  if (provider === "hcaptcha") return window.hcaptcha;
  return window.grecaptcha;
}

export type CaptchaWidgetProps = {
  config: CaptchaConfigResponse;
  /** The token to send with the request; undefined while there is none. */
  onToken: (token: string | undefined) => void;
};

/** The captcha the API asks for; renders nothing when the provider is "none". */
export function CaptchaWidget({ config, onToken }: CaptchaWidgetProps) {
  if (config.provider === "none") return null;
  if (config.provider === "sandbox") return <SandboxCaptcha onToken={onToken} />;
  return <ExternalCaptcha provider={config.provider} siteKey={config.siteKey ?? ""} onToken={onToken} />;
}

/** The local stand-in: checked sends a token the sandbox accepts, unchecked one it refuses. */
function SandboxCaptcha({ onToken }: { onToken: (token: string) => void }) {
  const t = useTranslations();
  const id = useId();
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    onToken(checked ? SANDBOX_PASS : SANDBOX_FAIL);
  }, [checked, onToken]);

  return (
    <div className="flex items-center gap-3 rounded-lg border-2 border-gray-500 bg-surface px-4 py-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => setChecked(event.target.checked)}
        className="size-6 accent-primary"
      />
      <label htmlFor={id} className="font-bold">
        {t("captcha.notRobot")}
      </label>
    </div>
  );
}

function ExternalCaptcha({
  provider,
  siteKey,
  onToken,
}: {
  provider: ExternalProvider;
  siteKey: string;
  onToken: (token: string | undefined) => void;
}) {
  const t = useTranslations();
  const locale = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    onToken(undefined);
    loadScript(SCRIPTS[provider](locale))
      .then(() => {
        const widget = widgetApi(provider);
        const element = container.current;
        if (!isCurrent || !widget || !element) return;
        const render = () =>
          widget.render(element, {
            sitekey: siteKey,
            callback: (token) => onToken(token),
            "expired-callback": () => onToken(undefined),
            "error-callback": () => onToken(undefined),
          });
        // reCAPTCHA's api.js finishes loading itself after onload.
        if (widget.ready) widget.ready(render);
        else render();
      })
      .catch(() => isCurrent && setFailed(true));
    const element = container.current;
    return () => {
      isCurrent = false;
      element?.replaceChildren(); // a remount renders a fresh widget into an empty box
    };
  }, [provider, siteKey, locale, onToken]);

  return (
    <div>
      <div ref={container} />
      {failed ? <p className="text-sm text-danger">{t("captcha.loadFailed")}</p> : null}
    </div>
  );
}
