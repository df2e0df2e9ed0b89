import type { PublishStatus } from "@fanfare/protocol";
import type { MessageKey } from "@/i18n/page-metadata";
import type { StatusTone } from "../status-badge";

/** A project's publication in words: a draft (MAKING) is not visible to fans yet. */
export const PROJECT_STATUS: Record<PublishStatus, { label: MessageKey; tone: StatusTone }> = {
  MAKING: { label: "console.projectStatus.MAKING", tone: "draft" },
  PUBLISH: { label: "console.projectStatus.PUBLISH", tone: "live" },
};
