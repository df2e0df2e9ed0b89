import { CONDITION_KIND_BY_TYPE } from "@fanfare/protocol";
import { z } from "zod";
import { type ConditionModule, storeNothing } from "../module";

/** NONE: nothing to do; a campaign with only NONE asks for the policies and the claim alone. */
export const noneCondition: ConditionModule<"NONE"> = {
  kind: CONDITION_KIND_BY_TYPE.NONE,
  configSchema: z.object({}).strict(),
  storeSettings: storeNothing,
  describe: () => ({}),
  check: () => true,
  complete: async () => {},
};
