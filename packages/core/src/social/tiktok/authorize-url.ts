import { providerUrl, type TikTokConfig } from "../config";

/** Login Kit for Web's authorize page, with state and PKCE. */
export function tiktokAuthorizeUrl(
  config: TikTokConfig,
  input: { state: string; challenge: string; scopes: string[]; redirectUri: string },
): string {
  return providerUrl(config.authorizeUrl, "/v2/auth/authorize/", {
    client_key: config.clientKey,
    scope: input.scopes.join(","),
    response_type: "code",
    redirect_uri: input.redirectUri,
    state: input.state,
    code_challenge: input.challenge,
    code_challenge_method: "S256",
  }).toString();
}

/** The profile's open_id and name, and the fan's public videos: nothing more. */
export const TIKTOK_SCOPES = ["user.info.basic", "video.list"];
