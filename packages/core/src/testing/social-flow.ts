// Test helpers for the social suites (never imported by product code): a whole OAuth round trip through a
// sandbox consent page, as a browser would make it, ending in our callback verb.
import type { SocialProvider } from "@fanfare/protocol";
import { submitConsent } from "@fanfare/sandbox";
import type { CoreContext } from "../context";
import { finishSocialConnect } from "../social/finish-connect";
import { startSocialConnect } from "../social/start-connect";

export async function connectThroughSandbox(
  ctx: CoreContext,
  input: {
    provider: SocialProvider;
    fanId: string;
    campaignId: string;
    conditionId: string;
    decision: "allow" | "deny";
    user?: string;
  },
) {
  const { authorizeUrl } = await startSocialConnect(ctx, { ...input, returnTo: "/ja/projects/p/c/x" });
  const { redirect } = await submitConsent(authorizeUrl, input.decision, input.user);
  const query = Object.fromEntries(redirect.searchParams);
  const outcome = await finishSocialConnect(ctx, { provider: input.provider, fanId: input.fanId, query });
  return { authorizeUrl, query, outcome };
}
