"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/ui/button";
import { Modal } from "@/ui/modal";

/** The claim came too late: every NFT of the campaign is given out (spec modal kind LimitReached). */
export function LimitReachedModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations();
  return (
    <Modal open={open} onClose={onClose} kind="LimitReached" title={t("campaign.limitReachedTitle")}>
      <p className="leading-relaxed">{t("campaign.limitReachedBody")}</p>
      <Button fullWidth onClick={onClose}>
        {t("modal.ok")}
      </Button>
    </Modal>
  );
}
