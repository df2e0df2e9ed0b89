import { explorerTxUrl, type MintView } from "@fanfare/protocol";
import type { MintJobRow } from "../claims/tables";

/**
 * A mint as the fan sees it. The owner is the recipient once MINTED (what the chain said when it was
 * minted; a later transfer out of the web wallet is the wallets' business). The explorer link appears
 * once there is a transaction on a chain with an explorer.
 */
export function toMintView(row: MintJobRow): MintView {
  return {
    status: row.status,
    chainId: row.chainId,
    contractAddress: row.contractAddress,
    tokenId: row.tokenId,
    owner: row.status === "MINTED" ? row.recipient : null,
    recipient: row.recipient,
    txHash: row.status === "SUBMITTED" || row.status === "MINTED" ? row.txHash : null,
    explorerUrl: row.status === "SUBMITTED" || row.status === "MINTED" ? explorerTxUrl(row.chainId, row.txHash) : null,
  };
}
