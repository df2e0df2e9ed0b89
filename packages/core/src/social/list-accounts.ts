import type { SocialAccountList, SocialProvider } from "@fanfare/protocol";
import { and, eq } from "drizzle-orm";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { configuredProviders, isProviderConfigured } from "./config";
import { socialAccounts } from "./tables";

/** The providers this deployment has (unconfigured ones are hidden) with the fan's account on each. */
export async function listSocialAccounts(ctx: CoreContext, input: { fanId: string }): Promise<SocialAccountList> {
  const providers = configuredProviders(ctx);
  const rows = await ctx.db.select().from(socialAccounts).where(eq(socialAccounts.userId, input.fanId));
  return {
    providers: providers.map((provider) => {
      const row = rows.find((r) => r.provider === provider);
      return {
        provider,
        account: row
          ? {
              provider,
              displayName: row.displayName,
              status: row.status === "ACTIVE" ? ("ACTIVE" as const) : ("RECONNECT" as const),
              connectedAt: row.createdAt.toISOString(),
            }
          : null,
      };
    }),
  };
}

/**
 * The fan disconnects a provider: the tokens are deleted (the grant stays at the provider until the fan
 * removes it there). Completed conditions stay completed.
 */
export async function unlinkSocialAccount(
  ctx: CoreContext,
  input: { fanId: string; provider: SocialProvider },
): Promise<{ unlinked: true }> {
  if (!isProviderConfigured(ctx, input.provider)) throw new AppError("socialAccount-E2002");
  const deleted = await ctx.db
    .delete(socialAccounts)
    .where(and(eq(socialAccounts.userId, input.fanId), eq(socialAccounts.provider, input.provider)))
    .returning({ id: socialAccounts.id });
  if (deleted.length === 0) throw new AppError("socialAccount-E2004");
  ctx.log.info({ provider: input.provider }, "social account unlinked");
  return { unlinked: true };
}
