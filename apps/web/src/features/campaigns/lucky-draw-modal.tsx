"use client";

import type { DrawEntryResponse, EffectType } from "@fanfare/protocol";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { Button } from "@/ui/button";
import { ButtonLink } from "@/ui/button-link";
import { LuckyDrawIcon } from "@/ui/icons/lucky-draw-icon";
import { Modal } from "@/ui/modal";
import { Celebration } from "../claims/success-effect";
import { LostDrawEffect } from "../draws/lost-draw-effect";

type DrawEntry = z.infer<typeof DrawEntryResponse>;

/**
 * After applying (spec modal kind LuckyDraw): a draw at the end says "applied, please wait" and offers
 * the contact e-mail; an instant draw says at once whether the fan won (then claim, under the campaign's
 * effect for a moment) or not (a gentle moment of its own, no confetti).
 */
export function LuckyDrawModal({
  entry,
  effect,
  entryEmailHref,
  failedHref,
  onClaim,
  onClose,
}: {
  entry: DrawEntry | null;
  /** The campaign's success effect, its image, and that image's text alternative. */
  effect: { type: EffectType; imageUrl: string | null };
  entryEmailHref: string;
  failedHref: string;
  onClaim: () => void;
  onClose: () => void;
}) {
  const t = useTranslations();
  const outcome = outcomeOf(entry?.result);
  return (
    <Modal open={entry !== null} onClose={onClose} kind="LuckyDraw" title={t(TITLE[outcome])}>
      <LuckyDrawIcon size={64} className="mx-auto" />
      {outcome === "won" ? (
        <>
          <Celebration effect={effect.type} imageUrl={effect.imageUrl} imageAlt={t("received.effectImageAlt")} />
          <p className="leading-relaxed">{t("luckyDraw.winBody")}</p>
          <Button fullWidth size="lg" onClick={onClaim}>
            {t("campaign.claim")}
          </Button>
        </>
      ) : null}
      {outcome === "lost" ? (
        <>
          <LostDrawEffect />
          <p className="leading-relaxed">{t("luckyDraw.failedBody")}</p>
          <ButtonLink href={failedHref} fullWidth size="lg">
            {t("campaign.seeResult")}
          </ButtonLink>
        </>
      ) : null}
      {outcome === "applied" ? (
        <>
          <p className="leading-relaxed">{t("luckyDraw.appliedBody")}</p>
          <ButtonLink href={entryEmailHref} fullWidth size="lg">
            {t("campaign.leaveEmail")}
          </ButtonLink>
          <Button variant="outlined" fullWidth onClick={onClose}>
            {t("modal.close")}
          </Button>
        </>
      ) : null}
    </Modal>
  );
}

type Outcome = "won" | "lost" | "applied";

const TITLE = {
  won: "luckyDraw.winTitle",
  lost: "luckyDraw.failedTitle",
  applied: "luckyDraw.appliedTitle",
} as const satisfies Record<Outcome, string>;

/** An instant draw's result, or (a draw at the end, or no result yet) "applied". */
function outcomeOf(result: DrawEntry["result"] | undefined): Outcome {
  if (result === "WIN") return "won";
  if (result === "FAILED") return "lost";
  return "applied";
}
