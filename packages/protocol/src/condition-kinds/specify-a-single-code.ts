import { z } from "zod";
import { defineConditionKind } from "../definitions";
import { CODE_MAX_LENGTH } from "../enums";
import { CODE_ACTION, CODE_ERRORS } from "./parts/codes";

/** SPECIFY_A_SINGLE_CODE: one code shared by every fan (e.g. printed in a CD booklet). */
export const SPECIFY_A_SINGLE_CODE = defineConditionKind({
  type: "SPECIFY_A_SINGLE_CODE",
  slug: "specify-a-single-code",
  tab: "common",
  provider: null,
  proof: "CODE",
  settings: z.object({ code: z.string().min(1).max(CODE_MAX_LENGTH) }),
  action: CODE_ACTION,
  errors: CODE_ERRORS,
});
