import { z } from "zod";
import { defineConditionKind } from "../definitions";
import { CODE_ACTION, CODE_ERRORS, GivenCodes } from "./parts/codes";

/** SPECIFY_MULTIPLE_CODES: single-use serial codes, given here or generated later. */
export const SPECIFY_MULTIPLE_CODES = defineConditionKind({
  type: "SPECIFY_MULTIPLE_CODES",
  slug: "specify-multiple-codes",
  tab: "common",
  provider: null,
  proof: "CODE",
  settings: z.object({ codes: GivenCodes }),
  action: CODE_ACTION,
  errors: CODE_ERRORS,
});
