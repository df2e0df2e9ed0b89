import { ClaimParams, ClaimTimeline, MyClaimsResponse } from "../schemas/claims";
import { defineRoute } from "./define";
import { ROUTE } from "./every-route";

const tags = ["claims"];

/** The fan's claims and their life: claimed → queued → sent → minted → transferred out, or failed. */
export const claimRoutes = {
  myClaims: defineRoute(ROUTE.myClaims, {
    tags,
    summary: "Every claim of the fan, newest first, with its timeline (minted tokens' owners read from the chain)",
    responses: { 200: MyClaimsResponse },
    errors: [401],
  }),
  myClaim: defineRoute(ROUTE.myClaim, {
    tags,
    summary: "One claim of the fan with its timeline (request-E1004 for a claim that is not theirs)",
    params: ClaimParams,
    responses: { 200: ClaimTimeline },
    errors: [401, 404],
  }),
};
