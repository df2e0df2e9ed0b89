import { providerUrl } from "../config";
import type { YouTubeConfig } from "./provider";

/** Reading the fan's subscriptions needs this one scope, and nothing that could change their account. */
export const YOUTUBE_SCOPES = ["https://www.googleapis.com/auth/youtube.readonly"];

/**
 * Google's authorize endpoint (authorization code with PKCE). `access_type=offline` asks for a refresh
 * token; `prompt=consent` makes Google send one again to a fan who consented before (it sends one only on
 * the first consent otherwise, and a fan who connects again would be left without).
 */
export function youtubeAuthorizeUrl(
  config: YouTubeConfig,
  input: { state: string; challenge: string; scopes: string[]; redirectUri: string },
): string {
  return providerUrl(config.authorizeUrl, "", {
    client_id: config.clientId,
    redirect_uri: input.redirectUri,
    response_type: "code",
    scope: input.scopes.join(" "),
    state: input.state,
    code_challenge: input.challenge,
    code_challenge_method: "S256",
    access_type: "offline",
    prompt: "consent",
  }).toString();
}
