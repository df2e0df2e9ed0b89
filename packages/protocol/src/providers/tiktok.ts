import { defineSocialProvider } from "../definitions";

/** TikTok (Login Kit for Web + Display API): the hashtag kind reads the fan's own videos. */
export const TIKTOK = defineSocialProvider({
  id: "TIKTOK",
  name: "TikTok",
  urlSlug: "tiktok",
  errorPrefix: "tiktokCondition",
  errors: {
    "tiktokCondition-E2000": {
      status: 409,
      category: "BAD_REQUEST",
      message: "This TikTok account is already used by another account.",
    },
    "tiktokCondition-E2002": { status: 502, category: "BAD_REQUEST", message: "Cannot get the user data." },
    "tiktokCondition-E2003": { status: 502, category: "BAD_REQUEST", message: "Cannot get the media data." },
    "tiktokCondition-E2004": { status: 502, category: "BAD_REQUEST", message: "Cannot get the access token." },
    "tiktokCondition-E2006": { status: 403, category: "BAD_REQUEST", message: "TikTok permission was denied." },
    "tiktokCondition-E2007": { status: 502, category: "BAD_REQUEST", message: "Something went wrong." },
    "tiktokCondition-E2008": { status: 403, category: "BAD_REQUEST", message: "Media permission was denied." },
    "tiktokCondition-E2010": { status: 400, category: "BAD_REQUEST", message: "No valid hashtag was found." },
    // Not in the spec, same style: a post URL that names no video of TikTok (checked before any call).
    "tiktokCondition-E1001": {
      status: 400,
      category: "BAD_REQUEST",
      message: "This is not the URL of a TikTok video.",
    },
    // Not in the spec, same style: the fan's own video, but published outside [startsAt, endsAt) of the campaign.
    "tiktokCondition-E2011": {
      status: 400,
      category: "BAD_REQUEST",
      message: "The video was not published during the campaign.",
    },
  },
});
