import { providerUrl } from "../config";
import type { InstagramConfig } from "./provider";

/** Instagram Login's authorize page (www.instagram.com/oauth/authorize), with state and PKCE. */
export function instagramAuthorizeUrl(
  config: InstagramConfig,
  input: { state: string; challenge: string; scopes: string[]; redirectUri: string },
): string {
  return providerUrl(config.authorizeUrl, "/oauth/authorize", {
    client_id: config.clientId,
    redirect_uri: input.redirectUri,
    response_type: "code",
    scope: input.scopes.join(","),
    state: input.state,
    code_challenge: input.challenge,
    code_challenge_method: "S256",
  }).toString();
}
