import { providerUrl } from "../config";
import type { TikTokConfig } from "./provider";

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
