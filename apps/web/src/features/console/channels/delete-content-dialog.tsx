"use client";

import type { OperatorContentView } from "@fanfare/protocol";
import { useMutation } from "@tanstack/react-query";
import { useErrorMessage } from "@/hooks/use-error-message";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { Modal } from "@/ui/modal";
import { useBuilderTranslations } from "../campaigns/use-builder-translations";
import { channelsApi } from "./channels-api";

/**
 * Asks before a content is deleted, naming it: a deletion cannot be undone, and fans lose the content at
 * once. A refusal stays in the dialog, in words, so the operator can cancel or try again.
 */
export function DeleteContentDialog({
  content,
  title,
  onDeleted,
  onClose,
}: {
  /** The content to delete; none keeps the dialog closed. */
  content: OperatorContentView | null;
  /** Its title in the operator's language. */
  title: string;
  onDeleted: (deleted: OperatorContentView) => Promise<void> | void;
  onClose: () => void;
}) {
  const t = useBuilderTranslations();
  const errorMessage = useErrorMessage();
  const remove = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (target: OperatorContentView) => {
      await channelsApi.deleteContent(target.id);
      return target;
    },
    onSuccess: (deleted) => onDeleted(deleted),
  });

  return (
    <Modal
      open={content !== null}
      onClose={() => {
        remove.reset();
        onClose();
      }}
      title={content ? t("console.channels.contents.deleteConfirmTitle", { title }) : undefined}
    >
      <p className="leading-relaxed">{t("console.channels.contents.deleteConfirmBody")}</p>
      <InlineAlert>{remove.error ? errorMessage(remove.error) : null}</InlineAlert>
      <div className="flex flex-wrap justify-end gap-3">
        <Button
          variant="outlined"
          theme="secondary"
          onClick={() => {
            remove.reset();
            onClose();
          }}
        >
          {t("console.channels.contents.cancel")}
        </Button>
        <Button
          theme="black"
          disabled={remove.isPending}
          onClick={() => {
            if (content) remove.mutate(content);
          }}
        >
          {t("console.channels.contents.deleteConfirm")}
        </Button>
      </div>
    </Modal>
  );
}
