import { providerUrl } from "../config";
import type { SpotifyConfig } from "./provider";

/** Spotify's authorize page (authorization code with PKCE). */
export function spotifyAuthorizeUrl(
  config: SpotifyConfig,
  input: { state: string; challenge: string; scopes: string[]; redirectUri: string },
): string {
  return providerUrl(config.accountsUrl, "/authorize", {
    client_id: config.clientId,
    response_type: "code",
    redirect_uri: input.redirectUri,
    state: input.state,
    scope: input.scopes.join(" "),
    code_challenge_method: "S256",
    code_challenge: input.challenge,
  }).toString();
}
