import type { ConditionType } from "@fanfare/protocol";
import { AppError } from "../errors";
import { instagramHashtagCondition } from "./instagram-hashtag/instagram-hashtag";
import type { ConditionModule } from "./module";
import { nftIsLinkedByCodeCondition } from "./nft-is-linked-by-code/nft-is-linked-by-code";
import { nftOwnUnlimitedCondition } from "./nft-own-unlimited/nft-own-unlimited";
import { noneCondition } from "./none/none";
import { specifyASingleCodeCondition } from "./specify-a-single-code/specify-a-single-code";
import { specifyMultipleCodesCondition } from "./specify-multiple-codes/specify-multiple-codes";
import { spotifyAddPlaylistOrAlbumCondition } from "./spotify-add-playlist-or-album/spotify-add-playlist-or-album";
import { spotifyFollowArtistCondition } from "./spotify-follow-artist/spotify-follow-artist";
import { spotifyLikeSongCondition } from "./spotify-like-song/spotify-like-song";
import { surveyCondition } from "./survey/survey";
import { tiktokHashtagCondition } from "./tiktok-hashtag/tiktok-hashtag";
import { walletAddressReceivedCondition } from "./wallet-address-received/wallet-address-received";
import { youtubeSubscribeChannelCondition } from "./youtube-subscribe-channel/youtube-subscribe-channel";

/**
 * Every condition kind of the protocol's registry, by type: one module each, the only list of kinds in
 * core. A kind the protocol declares without a module here is a type error.
 */
export const CONDITION_MODULES = {
  NONE: noneCondition,
  SURVEY: surveyCondition,
  WALLET_ADDRESS_RECEIVED: walletAddressReceivedCondition,
  SPECIFY_A_SINGLE_CODE: specifyASingleCodeCondition,
  SPECIFY_MULTIPLE_CODES: specifyMultipleCodesCondition,
  NFT_IS_LINKED_BY_CODE: nftIsLinkedByCodeCondition,
  NFT_OWN_UNLIMITED: nftOwnUnlimitedCondition,
  SPOTIFY_LIKE_SONG: spotifyLikeSongCondition,
  SPOTIFY_FOLLOW_ARTIST: spotifyFollowArtistCondition,
  SPOTIFY_ADD_PLAYLIST_OR_ALBUM: spotifyAddPlaylistOrAlbumCondition,
  INSTAGRAM_HASHTAG: instagramHashtagCondition,
  TIKTOK_HASHTAG: tiktokHashtagCondition,
  YOUTUBE_SUBSCRIBE_CHANNEL: youtubeSubscribeChannelCondition,
} satisfies { [Type in ConditionType]: ConditionModule<Type> };

/** The module of a stored or requested kind; a kind this release does not know is request-E1004. */
export function conditionModule(type: string): ConditionModule {
  const found = Object.hasOwn(CONDITION_MODULES, type) ? CONDITION_MODULES[type as ConditionType] : undefined;
  if (!found) throw new AppError("request-E1004", { detail: `The condition kind ${type} is not available yet.` });
  return found as ConditionModule;
}
