import { WalletScreen } from "@/features/wallets/wallet-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("wallet.title");

/** `/wallet`: the fan's wallets and NFTs (not in the spec's route table; see ADR 0015). */
export default function WalletPage() {
  return <WalletScreen />;
}
