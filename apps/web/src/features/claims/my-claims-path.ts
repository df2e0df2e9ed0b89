/** The fan's claims page (`app/[locale]/wallet/claims`), for the links to it: wallet, NFT page, account actions. */
export const MY_CLAIMS_PATH = "/wallet/claims";
