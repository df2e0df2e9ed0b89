"use client";

import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { CopyIcon } from "@/ui/icons/copy-icon";

/** The networks' own names, never translated (like the campaign's links, campaign-screen.tsx). */
const BRANDS = { x: "X", line: "LINE" } as const;

/** The share pages of X and LINE for `url`; X's post starts with `text`. */
export function shareLinks(url: string, text: string): { x: string; line: string } {
  return {
    x: `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`,
    line: `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(url)}`,
  };
}

const noSubscription = () => () => {};

/**
 * The address of this page as fans reach it (this site's origin, the locale's path, no query): only
 * the browser knows the origin behind the proxy, so the server's HTML renders the links without it.
 */
function usePageUrl(): string | null {
  const pathname = usePathname();
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  );
  return origin && pathname ? `${origin}${pathname}` : null;
}

/** Whether the browser has the Web Share API (phones, mostly): false while rendered on the server. */
function useCanShare(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === "function",
    () => false,
  );
}

type CopyState = "idle" | "copied" | "manual";
/**
 * How long "Link copied" stays: emptied afterwards, so copying again changes the live region and is
 * announced again (a status whose text stays the same says nothing the second time).
 */
const COPIED_STATUS_MS = 4_000;

const PILL =
  "inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-card px-4 text-sm font-bold hover:bg-black/5";

/**
 * The campaign's share row: X, LINE, copy the link, and the device's own share sheet where there is
 * one. In the page's flow (never fixed), so nothing of it goes under the bottom bar. The copy's
 * outcome is said in a polite live region; where the clipboard is refused or missing (an insecure
 * context, an old browser) the link is shown selected, to copy by hand.
 */
export function ShareButtons({ title }: { title: string }) {
  const t = useTranslations();
  const url = usePageUrl();
  const canShare = useCanShare();
  const [copy, setCopy] = useState<CopyState>("idle");
  const clearCopied = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(clearCopied.current ?? undefined), []);
  const links = url ? shareLinks(url, title) : null;

  async function copyLink() {
    if (!url) return;
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(url);
      setCopy("copied");
      clearTimeout(clearCopied.current ?? undefined);
      clearCopied.current = setTimeout(() => setCopy("idle"), COPIED_STATUS_MS);
    } catch {
      setCopy("manual");
    }
  }

  async function shareNatively() {
    if (!url) return;
    try {
      await navigator.share({ title, url });
    } catch {
      // Closing the share sheet rejects too (AbortError): nothing went wrong, nothing to say.
    }
  }

  return (
    // A fieldset is the group the buttons form, named by its legend (no form around it).
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-bold">{t("campaign.share.title")}</legend>
      <div className="flex flex-wrap gap-2">
        <a
          href={links?.x}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t("campaign.share.onX")}
          className={PILL}
        >
          {BRANDS.x}
        </a>
        <a
          href={links?.line}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t("campaign.share.onLine")}
          className={PILL}
        >
          {BRANDS.line}
        </a>
        <button type="button" onClick={copyLink} className={PILL}>
          <CopyIcon size={16} />
          {t("campaign.share.copy")}
        </button>
        {canShare ? (
          <button type="button" onClick={shareNatively} className={PILL}>
            {t("campaign.share.more")}
          </button>
        ) : null}
      </div>
      <p role="status" className="text-sm text-muted">
        {copy === "copied" ? t("campaign.share.copied") : null}
      </p>
      {copy === "manual" && url ? (
        <label className="flex flex-col gap-1 text-sm">
          {t("campaign.share.copyYourself")}
          <input
            readOnly
            value={url}
            ref={(input) => input?.select()}
            onFocus={(event) => event.currentTarget.select()}
            className="rounded border border-line bg-card px-2 py-1"
          />
        </label>
      ) : null}
    </fieldset>
  );
}
