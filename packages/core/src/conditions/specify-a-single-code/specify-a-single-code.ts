import { CONDITION_KIND_BY_TYPE } from "@fanfare/protocol";
import { z } from "zod";
import { CODE_DESCRIPTION, redeemCode } from "../codes/redeem-code";
import { type ConditionModule, storeNothing } from "../module";

/** SPECIFY_A_SINGLE_CODE: one code shared by every fan (e.g. printed in a CD booklet); stored hashed. */
export const specifyASingleCodeCondition: ConditionModule<"SPECIFY_A_SINGLE_CODE"> = {
  kind: CONDITION_KIND_BY_TYPE.SPECIFY_A_SINGLE_CODE,
  configSchema: z.object({}).strict(),
  storeSettings: storeNothing,
  givenCodes: (settings) => [{ code: settings.code, nft: undefined, singleUse: false }],
  describe: () => CODE_DESCRIPTION,
  check: (progress) => progress !== undefined,
  complete: redeemCode,
};
