import { z } from "zod";
import { CODE_DESCRIPTION, redeemCode } from "../codes/redeem-code";
import type { ConditionModule } from "../module";

/** SPECIFY_MULTIPLE_CODES: single-use serial codes; each is used by at most one fan, ever. */
export const specifyMultipleCodesCondition: ConditionModule = {
  type: "SPECIFY_MULTIPLE_CODES",
  tab: "common",
  slug: "specify-multiple-codes",
  configSchema: z.object({}).strict(),
  describe: () => CODE_DESCRIPTION,
  check: (progress) => progress !== undefined,
  complete: redeemCode,
};
