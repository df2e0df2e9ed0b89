import { z } from "zod";
import { defineConditionAction } from "../../definitions";

/**
 * Kinds that only ask the server to look (NFT ownership, a subscription): no input. The body may be
 * absent or `{}`.
 */
export const VERIFY_ACTION = defineConditionAction({
  name: "verify",
  body: z.object({}).nullish(),
  summary: "Verify: the server looks now (e.g. NFT ownership on the chain) and completes the condition when it holds",
});
