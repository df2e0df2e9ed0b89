// The only lists of condition kinds and social providers in the protocol (ADR 0020): a new kind is a
// file in condition-kinds/ and a line here; a new provider a file in providers/ and a line here.
// Everything else (CONDITION_TYPES, SOCIAL_PROVIDERS, the completion actions, the error entries) is
// derived from these two lists.
import type { z } from "zod";
import { INSTAGRAM_HASHTAG } from "./condition-kinds/instagram-hashtag";
import { NFT_IS_LINKED_BY_CODE } from "./condition-kinds/nft-is-linked-by-code";
import { NFT_OWN_UNLIMITED } from "./condition-kinds/nft-own-unlimited";
import { NONE } from "./condition-kinds/none";
import { SPECIFY_A_SINGLE_CODE } from "./condition-kinds/specify-a-single-code";
import { SPECIFY_MULTIPLE_CODES } from "./condition-kinds/specify-multiple-codes";
import { SPOTIFY_ADD_PLAYLIST_OR_ALBUM } from "./condition-kinds/spotify-add-playlist-or-album";
import { SPOTIFY_FOLLOW_ARTIST } from "./condition-kinds/spotify-follow-artist";
import { SPOTIFY_LIKE_SONG } from "./condition-kinds/spotify-like-song";
import { SURVEY } from "./condition-kinds/survey";
import { TIKTOK_HASHTAG } from "./condition-kinds/tiktok-hashtag";
import { WALLET_ADDRESS_RECEIVED } from "./condition-kinds/wallet-address-received";
import { YOUTUBE_SUBSCRIBE_CHANNEL } from "./condition-kinds/youtube-subscribe-channel";
import type { UnionToIntersection } from "./definitions";
import type { ContentTabType } from "./enums";
import { INSTAGRAM } from "./providers/instagram";
import { SPOTIFY } from "./providers/spotify";
import { TIKTOK } from "./providers/tiktok";
import { YOUTUBE } from "./providers/youtube";

/** Every condition kind (the spec's order of CONDITION_TYPES). */
export const CONDITION_KINDS = [
  NONE,
  INSTAGRAM_HASHTAG,
  SURVEY,
  SPOTIFY_LIKE_SONG,
  SPOTIFY_FOLLOW_ARTIST,
  NFT_OWN_UNLIMITED,
  WALLET_ADDRESS_RECEIVED,
  SPOTIFY_ADD_PLAYLIST_OR_ALBUM,
  TIKTOK_HASHTAG,
  SPECIFY_A_SINGLE_CODE,
  SPECIFY_MULTIPLE_CODES,
  NFT_IS_LINKED_BY_CODE,
  YOUTUBE_SUBSCRIBE_CHANNEL,
] as const;

/** The music and social providers (ADR 0016): one connected account per provider per fan. */
export const SOCIAL_PROVIDER_DEFINITIONS = [SPOTIFY, INSTAGRAM, TIKTOK, YOUTUBE] as const;

type Kinds = typeof CONDITION_KINDS;
type Providers = typeof SOCIAL_PROVIDER_DEFINITIONS;
export type AnyConditionKind = Kinds[number];
export type AnySocialProviderDefinition = Providers[number];

/** `[A, B]` → `[A[Key], B[Key]]` (a generic, so TypeScript maps the tuple element by element). */
type Pluck<Tuple extends readonly unknown[], Key extends keyof Tuple[number]> = {
  [I in keyof Tuple]: Tuple[I][Key & keyof Tuple[I]];
};

export const CONDITION_TYPES = CONDITION_KINDS.map((kind) => kind.type) as unknown as Pluck<Kinds, "type">;
export type ConditionType = AnyConditionKind["type"];
export const SOCIAL_PROVIDERS = SOCIAL_PROVIDER_DEFINITIONS.map((p) => p.id) as unknown as Pluck<Providers, "id">;
export type SocialProvider = AnySocialProviderDefinition["id"];
/** The providers' names in URLs (`/api/v1/social/<slug>/…`). */
export const SOCIAL_PROVIDER_URL_SLUGS = SOCIAL_PROVIDER_DEFINITIONS.map((p) => p.urlSlug) as unknown as Pluck<
  Providers,
  "urlSlug"
>;
export type SocialProviderUrlSlug = AnySocialProviderDefinition["urlSlug"];
/** What the providers' kinds ask the fan to act on (a Spotify track, artist, …), for SocialConditionView. */
type TargetKindsOf<Provider> = Provider extends { targetKinds: readonly (infer Kind)[] } ? Kind : never;
export type SocialTargetKind = TargetKindsOf<AnySocialProviderDefinition>;
export const SOCIAL_TARGET_KINDS = [
  ...new Set(SOCIAL_PROVIDER_DEFINITIONS.flatMap((p): readonly string[] => ("targetKinds" in p ? p.targetKinds : []))),
] as [SocialTargetKind, ...SocialTargetKind[]];

// A kind names its provider by id: one that no provider file declares is a type error here.
const kindProvidersAreDeclared: AnyConditionKind["provider"] extends SocialProvider | null ? true : never = true;
void kindProvidersAreDeclared;

export type ConditionKind<Type extends ConditionType = ConditionType> = Extract<AnyConditionKind, { type: Type }>;
export type SocialProviderDefinitionOf<Id extends SocialProvider = SocialProvider> = Extract<
  AnySocialProviderDefinition,
  { id: Id }
>;

export const CONDITION_KIND_BY_TYPE = Object.fromEntries(CONDITION_KINDS.map((kind) => [kind.type, kind])) as {
  [Type in ConditionType]: ConditionKind<Type>;
};
export const SOCIAL_PROVIDER_BY_ID = Object.fromEntries(SOCIAL_PROVIDER_DEFINITIONS.map((p) => [p.id, p])) as {
  [Id in SocialProvider]: SocialProviderDefinitionOf<Id>;
};

export function isConditionType(value: unknown): value is ConditionType {
  return typeof value === "string" && Object.hasOwn(CONDITION_KIND_BY_TYPE, value);
}

/** A kind by its stored type (undefined for a type this release does not know). */
export function conditionKindOf(type: string): AnyConditionKind | undefined {
  return isConditionType(type) ? CONDITION_KIND_BY_TYPE[type] : undefined;
}

/** The provider a kind needs the fan to connect, or null. */
export function providerOfCondition(type: string): SocialProvider | null {
  return conditionKindOf(type)?.provider ?? null;
}

/** The spec's content tab and claim-page slug of each kind. */
export const CONDITION_TAB_OF = Object.fromEntries(CONDITION_KINDS.map((k) => [k.type, k.tab])) as Record<
  ConditionType,
  ContentTabType
>;
export const CONDITION_SLUG_OF = Object.fromEntries(CONDITION_KINDS.map((k) => [k.type, k.slug])) as {
  [Type in ConditionType]: ConditionKind<Type>["slug"];
};

// --- completion actions ------------------------------------------------------------------------

type AnyActionDefinition = NonNullable<AnyConditionKind["action"]>;
/** The completion route segments (`…/conditions/:conditionId/<action>`). */
export type ConditionAction = AnyActionDefinition["name"];
export type ConditionActionDefinitionOf<Action extends ConditionAction> = Extract<
  AnyActionDefinition,
  { name: Action }
>;
/** What the fan sends to an action's route. */
export type ConditionActionBody<Action extends ConditionAction> = z.input<ConditionActionDefinitionOf<Action>["body"]>;

/** The distinct actions of the kinds, each once (kinds taking the same input share one). */
export const CONDITION_ACTIONS: readonly AnyActionDefinition[] = (() => {
  const byName = new Map<string, AnyActionDefinition>();
  for (const kind of CONDITION_KINDS) {
    const action = kind.action;
    if (!action) continue;
    const known = byName.get(action.name);
    // Two kinds sharing a route must share its body too: the route has one schema.
    if (known && known !== action) throw new Error(`condition action ${action.name} is declared twice`);
    byName.set(action.name, action);
  }
  return [...byName.values()];
})();

// --- error entries of the kinds and providers (merged into ERRORS) -------------------------------

type DeclaredErrors = UnionToIntersection<AnyConditionKind["errors"] | AnySocialProviderDefinition["errors"]>;
export const DECLARED_ERRORS = Object.assign(
  {},
  ...CONDITION_KINDS.map((kind) => kind.errors),
  ...SOCIAL_PROVIDER_DEFINITIONS.map((provider) => provider.errors),
) as DeclaredErrors;

/** The kinds' claim-page route slugs. */
export const CONDITION_ROUTE_SLUGS = CONDITION_KINDS.map((kind) => kind.slug) as unknown as Pluck<Kinds, "slug">;

/** The fan's completion route of an action: `POST /api/v1/campaigns/:campaignId/conditions/:conditionId/<action>`. */
export const conditionActionPath = (action: string) =>
  `/api/v1/campaigns/:campaignId/conditions/:conditionId/${action}` as const;
