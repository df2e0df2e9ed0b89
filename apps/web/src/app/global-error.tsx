"use client";

import "./globals.css";
import { type Locale, toLocale } from "@fanfare/protocol";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import en from "../../messages/en/global-error.json";
import fr from "../../messages/fr/global-error.json";
import ja from "../../messages/ja/global-error.json";
import th from "../../messages/th/global-error.json";

// Replaces the root layout when that layout itself fails, so no translation provider exists here.
// Its few sentences have their own namespace: this file is in every page's first load, and importing
// the whole `common` namespace of four languages would add ~14 kB gzip to each.
const TEXTS = { ja, en, fr, th } satisfies Record<Locale, typeof en>;

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const locale = toLocale(usePathname()?.split("/")[1]);
  const text = TEXTS[locale];

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang={locale}>
      <body className="min-h-dvh bg-surface font-sans text-ink">
        <main className="mx-auto flex min-h-dvh max-w-[480px] flex-col gap-4 bg-white px-5 py-12">
          <title>{text.title}</title>
          <h1 className="text-2xl font-bold">{text.title}</h1>
          <p>{text.body}</p>
          <button
            type="button"
            onClick={() => retry()}
            className="h-12 rounded-xl bg-primary px-6 font-bold text-white hover:bg-primary-strong"
          >
            {text.retry}
          </button>
          <a href={`/${locale}`} className="text-center font-bold text-primary underline">
            {text.home}
          </a>
        </main>
      </body>
    </html>
  );
}
