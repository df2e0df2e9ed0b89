import type { ConditionType } from "@fanfare/protocol";
import { AppError } from "../errors";
import type { ConditionModule } from "./module";
import { nftIsLinkedByCodeCondition } from "./nft-is-linked-by-code/nft-is-linked-by-code";
import { noneCondition } from "./none/none";
import { specifyASingleCodeCondition } from "./specify-a-single-code/specify-a-single-code";
import { specifyMultipleCodesCondition } from "./specify-multiple-codes/specify-multiple-codes";
import { surveyCondition } from "./survey/survey";
import { walletAddressReceivedCondition } from "./wallet-address-received/wallet-address-received";

/** The condition kinds this release implements, by type. The social and chain issues add theirs here. */
export const CONDITION_MODULES: Partial<Record<ConditionType, ConditionModule>> = {
  NONE: noneCondition,
  SURVEY: surveyCondition,
  WALLET_ADDRESS_RECEIVED: walletAddressReceivedCondition,
  SPECIFY_A_SINGLE_CODE: specifyASingleCodeCondition,
  SPECIFY_MULTIPLE_CODES: specifyMultipleCodesCondition,
  NFT_IS_LINKED_BY_CODE: nftIsLinkedByCodeCondition,
};

export function conditionModule(type: string): ConditionModule {
  const found = CONDITION_MODULES[type as ConditionType];
  if (!found) throw new AppError("request-E1004", { detail: `The condition kind ${type} is not available yet.` });
  return found;
}

/** Route slugs of the other kinds (spec section 3), for the campaign page before their modules exist. */
export const OTHER_SLUGS: Record<string, { slug: string; tab: "social" | "receiving" | "common" }> = {
  INSTAGRAM_HASHTAG: { slug: "instagram-hashtag", tab: "social" },
  TIKTOK_HASHTAG: { slug: "tiktok-hashtag", tab: "social" },
  SPOTIFY_LIKE_SONG: { slug: "spotify-like-song", tab: "social" },
  SPOTIFY_FOLLOW_ARTIST: { slug: "spotify-follow-artist", tab: "social" },
  SPOTIFY_ADD_PLAYLIST_OR_ALBUM: { slug: "spotify_add_playlist_or_album", tab: "social" },
  NFT_OWN_UNLIMITED: { slug: "nft-own-unlimited", tab: "receiving" },
};
