"use client";

import type { DrawEntryResponse } from "@fanfare/protocol";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { Button } from "@/ui/button";
import { ButtonLink } from "@/ui/button-link";
import { LuckyDrawIcon } from "@/ui/icons/lucky-draw-icon";
import { Modal } from "@/ui/modal";

type DrawEntry = z.infer<typeof DrawEntryResponse>;

/**
 * After applying (spec modal kind LuckyDraw): a draw at the end says "applied, please wait" and offers
 * the contact e-mail; an instant draw says at once whether the fan won (then claim) or not.
 */
export function LuckyDrawModal({
  entry,
  entryEmailHref,
  failedHref,
  onClaim,
  onClose,
}: {
  entry: DrawEntry | null;
  entryEmailHref: string;
  failedHref: string;
  onClaim: () => void;
  onClose: () => void;
}) {
  const t = useTranslations();
  const result = entry?.result;
  const title =
    result === "WIN"
      ? t("luckyDraw.winTitle")
      : result === "FAILED"
        ? t("luckyDraw.failedTitle")
        : t("luckyDraw.appliedTitle");
  return (
    <Modal open={entry !== null} onClose={onClose} kind="LuckyDraw" title={title}>
      <LuckyDrawIcon size={64} className="mx-auto" />
      {result === "WIN" ? (
        <>
          <p className="leading-relaxed">{t("luckyDraw.winBody")}</p>
          <Button fullWidth size="lg" onClick={onClaim}>
            {t("campaign.claim")}
          </Button>
        </>
      ) : result === "FAILED" ? (
        <>
          <p className="leading-relaxed">{t("luckyDraw.failedBody")}</p>
          <ButtonLink href={failedHref} fullWidth size="lg">
            {t("campaign.seeResult")}
          </ButtonLink>
        </>
      ) : (
        <>
          <p className="leading-relaxed">{t("luckyDraw.appliedBody")}</p>
          <ButtonLink href={entryEmailHref} fullWidth size="lg">
            {t("campaign.leaveEmail")}
          </ButtonLink>
          <Button variant="outlined" fullWidth onClick={onClose}>
            {t("modal.close")}
          </Button>
        </>
      )}
    </Modal>
  );
}
