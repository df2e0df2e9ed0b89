"use client";

import type { EffectType } from "@fanfare/protocol";
import { useEffect, useRef, useState } from "react";
import { SuccessEffect } from "@/features/claims/success-effect";
import { Button } from "@/ui/button";
import { useBuilderTranslations } from "./use-builder-translations";

/**
 * The success effect as fans get it: the fan site's own component (its CSS modules only, nothing
 * global). It plays over the whole screen for a few seconds, as on the claimed-success page, so it is
 * played when the operator asks (the button) or picks another effect, never on its own when the page
 * opens. Beside it, a stand-in of the NFT in the campaign's theme carries the still tick fans keep.
 * With prefers-reduced-motion nothing moves, as for fans.
 */
export function EffectPreview({
  effect,
  imageUrl,
  theme,
}: {
  effect: EffectType;
  imageUrl: string | null;
  theme: "light" | "dark";
}) {
  const t = useBuilderTranslations();
  const [run, setRun] = useState(0);
  const shown = useRef(effect);
  useEffect(() => {
    if (shown.current === effect) return;
    shown.current = effect;
    setRun((n) => n + 1);
  }, [effect]);
  return (
    <figure className="flex flex-col items-start gap-2">
      <div
        className={`relative h-40 w-56 overflow-hidden rounded-xl border border-line ${theme === "dark" ? "bg-gray-900" : "bg-white"}`}
      >
        <div className="absolute inset-8 rounded-lg bg-gray-400/40" aria-hidden="true" />
        {run > 0 ? <SuccessEffect key={`${effect}-${run}`} effect={effect} imageUrl={imageUrl} imageAlt="" /> : null}
      </div>
      <figcaption className="flex flex-wrap items-center gap-2 text-sm text-muted">
        {t("console.builder.effectPreview")}
        <Button variant="outlined" size="xs" onClick={() => setRun((n) => n + 1)}>
          {t("console.builder.effectReplay")}
        </Button>
      </figcaption>
    </figure>
  );
}
