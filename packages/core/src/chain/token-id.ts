/**
 * The token id of a claim's NFT: the claim's UUID read as a 128-bit number, in decimal.
 *
 * Decided by the claim alone, so it is known before anything is sent and every retry, replacement or
 * re-mint after a chain reset names the same token: the contract refuses a second mint of an id
 * (ERC721InvalidSender), and `exists(id)` answers "was this claim minted?" from the chain itself
 * (ADR 0014). No counter to coordinate across relayers; ids are unique per collection because claim ids
 * are unique (and `mint_jobs_token_key` says so in the database too). The price is long ids
 * (up to 39 digits) instead of 1, 2, 3.
 */
export function tokenIdForClaim(claimId: string): string {
  const hex = claimId.replaceAll("-", "");
  if (!/^[0-9a-f]{32}$/iu.test(hex)) throw new Error(`not a claim id: ${claimId}`);
  return BigInt(`0x${hex}`).toString(10);
}
