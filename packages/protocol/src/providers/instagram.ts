import { defineSocialProvider } from "../definitions";

/** Instagram (API with Instagram Login): the hashtag kind reads the fan's own posts. */
export const INSTAGRAM = defineSocialProvider({
  id: "INSTAGRAM",
  name: "Instagram",
  urlSlug: "instagram",
  errorPrefix: "instagramCondition",
  errors: {
    "instagramCondition-E2000": {
      status: 409,
      category: "BAD_REQUEST",
      message: "This Instagram account is already used by another account.",
    },
    "instagramCondition-E2002": { status: 502, category: "BAD_REQUEST", message: "Cannot get the user data." },
    "instagramCondition-E2003": { status: 502, category: "BAD_REQUEST", message: "Cannot get the media data." },
    "instagramCondition-E2004": { status: 502, category: "BAD_REQUEST", message: "Cannot get the access token." },
    "instagramCondition-E2006": { status: 403, category: "BAD_REQUEST", message: "Instagram permission was denied." },
    "instagramCondition-E2007": { status: 502, category: "BAD_REQUEST", message: "Something went wrong." },
    "instagramCondition-E2008": { status: 403, category: "BAD_REQUEST", message: "Media permission was denied." },
    "instagramCondition-E2010": { status: 400, category: "BAD_REQUEST", message: "No valid hashtag was found." },
    // Not in the spec, same style: a post URL that names no post of the provider (checked before any call).
    "instagramCondition-E1001": {
      status: 400,
      category: "BAD_REQUEST",
      message: "This is not the URL of an Instagram post.",
    },
    // Not in the spec, same style: the fan's own post, but published outside [startsAt, endsAt) of the campaign.
    "instagramCondition-E2011": {
      status: 400,
      category: "BAD_REQUEST",
      message: "The post was not published during the campaign.",
    },
  },
});
