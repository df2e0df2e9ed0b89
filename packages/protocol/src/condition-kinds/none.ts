import { z } from "zod";
import { defineConditionKind } from "../definitions";

/** NONE: nothing to do; a campaign with only NONE asks for the policies and the claim alone. */
export const NONE = defineConditionKind({
  type: "NONE",
  slug: "none",
  tab: "common",
  provider: null,
  proof: "SELF_ATTESTED",
  settings: z.object({}),
  action: null,
  errors: {},
});
