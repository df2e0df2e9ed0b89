// Type-level checks of the typed client, run by `tsc -p apps/web` (not by Vitest): each
// `@ts-expect-error` fails the type check the day the typing stops catching that mistake.
import { api, call, type RouteResponse } from "./api";

export function typedCalls(signal: AbortSignal) {
  // Correct calls compile, and their answers are the routes' response types.
  const campaign: Promise<RouteResponse<"getCampaign">> = call("getCampaign", { params: { campaignId: "c1" }, signal });
  const me = call("getMe");
  const title: Promise<string> = me.then((user) => user.email);
  call("setEntryEmail", { params: { campaignId: "c1" }, body: { email: "fan@example.com" } });
  api.getChannel("ch1", signal);

  // @ts-expect-error an operator route: the console calls those through its own table (operatorCall)
  call("operatorMe");

  // @ts-expect-error an unknown route name
  call("getCampaignz", { params: { campaignId: "c1" } });

  // @ts-expect-error a path parameter of the template is missing
  call("getContent", { params: { channelId: "ch1" } });

  // @ts-expect-error a parameter the template does not have
  call("getCampaign", { params: { campaignId: "c1", projectId: "p1" } });

  // @ts-expect-error a route with a path parameter called without options
  call("getCampaign");

  // @ts-expect-error a wrong body field
  call("setEntryEmail", { params: { campaignId: "c1" }, body: { mail: "fan@example.com" } });

  // @ts-expect-error a route with a body called without it
  call("claim", { params: { campaignId: "c1" } });

  // @ts-expect-error a body on a route that takes none
  call("getMe", { body: { x: 1 } });

  // @ts-expect-error the answer's type is the route's: a campaign has no `email`
  campaign.then((detail) => detail.email);

  return { campaign, title };
}
