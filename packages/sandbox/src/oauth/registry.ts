import { INSTAGRAM_STAND_IN } from "./instagram";
import { SPOTIFY_STAND_IN } from "./spotify";
import { TIKTOK_STAND_IN } from "./tiktok";
import { YOUTUBE_STAND_IN } from "./youtube";

/**
 * Every OAuth stand-in of the sandbox, by the name its controls have on a running sandbox
 * (`sandbox.youtube.subscribe(…)`): the only list (ADR 0020). The server mounts them all, `main.ts`
 * registers the API's own clients with them, and `npm start` and e2e point the API at them with
 * `sandboxProviderEnv`.
 */
export const SANDBOX_STAND_INS = {
  spotify: SPOTIFY_STAND_IN,
  instagram: INSTAGRAM_STAND_IN,
  tiktok: TIKTOK_STAND_IN,
  youtube: YOUTUBE_STAND_IN,
} as const;

export type StandInName = keyof typeof SANDBOX_STAND_INS;
export const STAND_IN_NAMES = Object.keys(SANDBOX_STAND_INS) as StandInName[];

type Entry<Name extends StandInName> = (typeof SANDBOX_STAND_INS)[Name];

/** Each stand-in's options (`startSandbox({ oauth: { youtube: { timeoutHoldMs } } })`). */
export type StandInOptionsByName = { [Name in StandInName]?: Parameters<Entry<Name>["create"]>[0] };

/** Each stand-in's in-process controls (the same as its `/<name>/_sandbox` routes). */
export type StandInControls = { [Name in StandInName]: Omit<ReturnType<Entry<Name>["create"]>, "plugin"> };

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/**
 * Base URLs of the stand-ins, keyed by the environment variable the API reads for each real host
 * (SPOTIFY_ACCOUNTS_URL, INSTAGRAM_GRAPH_URL, YOUTUBE_TOKEN_URL…).
 */
export type ProviderBaseUrls = UnionToIntersection<ReturnType<Entry<StandInName>["urls"]>>;

export function providerBaseUrls(sandboxUrl: string): ProviderBaseUrls {
  return Object.assign({}, ...STAND_IN_NAMES.map((name) => SANDBOX_STAND_INS[name].urls(sandboxUrl)));
}

/**
 * The API's environment for every stand-in with its default client: client id and secret plus the URLs
 * that replace the real hosts. A provider whose client id `environment` has already (someone configured
 * the real one, or another client) is left out, so `npm start` never mixes a real client with the sandbox.
 */
export function sandboxProviderEnv(
  sandboxUrl: string,
  environment: Record<string, string | undefined> = {},
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of STAND_IN_NAMES) {
    const entry = SANDBOX_STAND_INS[name];
    if (environment[entry.clientIdVariable]) continue;
    Object.assign(env, entry.credentials, entry.urls(sandboxUrl));
  }
  return env;
}
