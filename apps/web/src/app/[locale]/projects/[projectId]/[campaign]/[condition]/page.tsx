import { cookies } from "next/headers";
import { env } from "@/env";
import { ConditionScreen } from "@/features/campaigns/condition-screen";
import { walletSettings } from "@/features/wallets/wallet-settings";
import { WalletSettingsHintProvider } from "@/features/wallets/wallet-settings-hint";
import { titleFrom } from "@/i18n/page-metadata";
import { mayHaveSession } from "@/lib/session-hint";

export const generateMetadata = titleFrom("condition.title");

// For the wallet-address condition's "connect a wallet", which loads the wallet providers when pressed.
const settings = walletSettings(env);

export default async function ConditionPage({
  params,
}: {
  params: Promise<{ projectId: string; campaign: string; condition: string }>;
}) {
  const { projectId, campaign, condition } = await params;
  return (
    <WalletSettingsHintProvider settings={settings}>
      <ConditionScreen
        projectId={projectId}
        campaignId={campaign}
        slug={condition}
        mayBeSignedIn={mayHaveSession(await cookies())}
      />
    </WalletSettingsHintProvider>
  );
}
