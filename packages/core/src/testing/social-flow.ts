// Test helpers for the social suites (never imported by product code): a whole OAuth round trip through a
// sandbox consent page, as a browser would make it, ending in our callback verb.
import type { SocialProvider } from "@fanfare/protocol";
import { type Sandbox, type StandInName, startSandbox, submitConsent } from "@fanfare/sandbox";
import { afterAll, afterEach, beforeAll } from "vitest";
import type { CoreContext } from "../context";
import type { Database } from "../db/client";
import { finishSocialConnect } from "../social/finish-connect";
import { startSocialConnect } from "../social/start-connect";
import { socialAccounts } from "../social/tables";
import { createTestDatabase } from "./index";

/**
 * A provider's contract suite: one database and one sandbox for the file, the provider's timeouts held
 * for `timeoutHoldMs`; after each test its stand-in forgets its switches and data, and no account stays
 * linked (one provider account links to one Fanfare account, so tests would otherwise collide).
 */
export function useSocialSandbox(provider: StandInName, timeoutHoldMs = 1500) {
  let database: Database | undefined;
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    sandbox = await startSandbox({ smtpPort: 0, httpPort: 0, oauth: { [provider]: { timeoutHoldMs } } });
  });
  afterAll(async () => {
    await sandbox?.close();
    await database?.close();
  });
  afterEach(async () => {
    sandbox?.[provider].reset();
    await database?.db.delete(socialAccounts);
  });
  return {
    get database(): Database {
      if (!database) throw new Error("useSocialSandbox: the database is opened in beforeAll");
      return database;
    },
    get sandbox(): Sandbox {
      if (!sandbox) throw new Error("useSocialSandbox: the sandbox is started in beforeAll");
      return sandbox;
    },
  };
}

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
  const { authorizeUrl, browserKey } = await startSocialConnect(ctx, { ...input, returnTo: "/ja/projects/p/c/x" });
  const { redirect } = await submitConsent(authorizeUrl, input.decision, input.user);
  const query = Object.fromEntries(redirect.searchParams);
  // Back in the same browser (its cookie), signed in as the same fan.
  const outcome = await finishSocialConnect(ctx, { provider: input.provider, fanId: input.fanId, browserKey, query });
  return { authorizeUrl, browserKey, query, outcome };
}
