// The tabs a campaign's conditions are grouped in, in the campaign page's order, apart from the other
// enumerations (enums.ts re-exports them): the campaign page needs these and no other enumeration.

export const CONTENT_TAB_TYPES = ["common", "social", "receiving", "wallet-address", "lottery-nft"] as const;
export type ContentTabType = (typeof CONTENT_TAB_TYPES)[number];
