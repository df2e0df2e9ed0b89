import { MintingScreen } from "@/features/console/minting/minting-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("console.minting.title");

/** `/console/minting`: relayers, gas and the company's mints per chain; retry a failed or stuck mint. */
export default function ConsoleMintingPage() {
  return <MintingScreen />;
}
