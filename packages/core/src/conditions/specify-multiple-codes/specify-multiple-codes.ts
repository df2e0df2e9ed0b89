import { CONDITION_KIND_BY_TYPE } from "@fanfare/protocol";
import { z } from "zod";
import { CODE_DESCRIPTION, redeemCode, singleUseCodes } from "../codes/redeem-code";
import { type ConditionModule, storeNothing } from "../module";

/** SPECIFY_MULTIPLE_CODES: single-use serial codes; each is used by at most one fan, ever. */
export const specifyMultipleCodesCondition: ConditionModule<"SPECIFY_MULTIPLE_CODES"> = {
  kind: CONDITION_KIND_BY_TYPE.SPECIFY_MULTIPLE_CODES,
  configSchema: z.object({}).strict(),
  storeSettings: storeNothing,
  givenCodes: singleUseCodes,
  describe: () => CODE_DESCRIPTION,
  check: (progress) => progress !== undefined,
  complete: redeemCode,
};
