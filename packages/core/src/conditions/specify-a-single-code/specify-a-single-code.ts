import { z } from "zod";
import { CODE_DESCRIPTION, redeemCode } from "../codes/redeem-code";
import type { ConditionModule } from "../module";

/** SPECIFY_A_SINGLE_CODE: one code shared by every fan (e.g. printed in a CD booklet); stored hashed. */
export const specifyASingleCodeCondition: ConditionModule = {
  type: "SPECIFY_A_SINGLE_CODE",
  tab: "common",
  slug: "specify-a-single-code",
  configSchema: z.object({}).strict(),
  describe: () => CODE_DESCRIPTION,
  check: (progress) => progress !== undefined,
  complete: redeemCode,
};
