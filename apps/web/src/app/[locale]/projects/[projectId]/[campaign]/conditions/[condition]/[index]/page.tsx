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

export default async function ConditionByIndexPage({
  params,
}: {
  params: Promise<{ projectId: string; campaign: string; condition: string; index: string }>;
}) {
  const { projectId, campaign, condition, index } = await params;
  // A malformed index names no condition (the screen says so); 0 and below likewise.
  const position = /^[1-9]\d{0,2}$/.test(index) ? Number(index) : 0;
  return (
    <WalletSettingsHintProvider settings={settings}>
      <ConditionScreen
        projectId={projectId}
        campaignId={campaign}
        slug={condition}
        index={position}
        mayBeSignedIn={mayHaveSession(await cookies())}
      />
    </WalletSettingsHintProvider>
  );
}
