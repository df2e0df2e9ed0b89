import { z } from "zod";
import type { ConditionModule } from "../module";

/** NONE: nothing to do; a campaign with only NONE asks for the policies and the claim alone. */
export const noneCondition: ConditionModule = {
  type: "NONE",
  tab: "common",
  slug: "none",
  configSchema: z.object({}).strict(),
  describe: () => ({}),
  check: () => true,
  complete: async () => {},
};
