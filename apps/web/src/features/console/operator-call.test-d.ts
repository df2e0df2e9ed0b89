// Type-level checks of the console's caller, run by `tsc -p apps/web` (not by Vitest), like
// lib/api.test-d.ts for the fan's `call`.
import type { RouteResponse } from "@/lib/api";
import { operatorCall } from "./operator-call";

export function typedOperatorCalls(signal: AbortSignal) {
  const campaign: Promise<RouteResponse<"operatorGetCampaign">> = operatorCall("operatorGetCampaign", {
    params: { campaignId: "c1" },
    signal,
  });
  operatorCall("operatorMe");

  // @ts-expect-error a fan's route: the console's caller has the operator table only
  operatorCall("getMe");

  // @ts-expect-error a path parameter of the template is missing
  operatorCall("operatorGetCampaign");

  return campaign;
}
