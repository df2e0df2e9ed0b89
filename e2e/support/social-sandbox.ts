import { expect, type Page } from "@playwright/test";
import { SANDBOX_URL_VARIABLE } from "./env";

/**
 * The sandbox's Spotify / Instagram / TikTok stand-ins (packages/sandbox/src/oauth), started in process
 * by the global setup: their consent pages are driven in the browser like a person would, and what the
 * fan "publishes" in the app is made through the stand-ins' `_sandbox` control routes.
 */

export function sandboxUrl(): string {
  const url = process.env[SANDBOX_URL_VARIABLE];
  if (!url) throw new Error(`${SANDBOX_URL_VARIABLE} is not set: run the e2e suite through playwright.config.ts`);
  return url;
}

async function control<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${sandboxUrl()}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A post the Instagram user publishes (`timestamp`: ISO 8601, default now); returns its permalink. */
export async function publishInstagramPost(userId: string, caption: string, timestamp?: Date): Promise<string> {
  const post = await control<{ permalink: string }>(`/instagram/_sandbox/users/${encodeURIComponent(userId)}/media`, {
    caption,
    ...(timestamp ? { timestamp: timestamp.toISOString() } : {}),
  });
  return post.permalink;
}

/** A video the TikTok user publishes now; returns its share URL and id. */
export async function publishTikTokVideo(
  openId: string,
  description: string,
): Promise<{ shareUrl: string; id: string }> {
  return control<{ shareUrl: string; id: string }>(`/tiktok/_sandbox/users/${encodeURIComponent(openId)}/videos`, {
    videoDescription: description,
  });
}

/**
 * On the stand-in's consent page (another origin): sign in as `user` (a name its "Sign in as" picker
 * shows: id or username) and press Allow or Deny. The stand-in redirects to the API's callback, which
 * sends the browser back to the condition page.
 */
export async function answerConsent(page: Page, provider: string, user: string, decision: "allow" | "deny") {
  await expect(page).toHaveURL(new RegExp(`^${escapeRegExp(sandboxUrl())}/${provider}/`));
  await page
    .getByRole("group", { name: "Sign in as" })
    .getByRole("radio", { name: new RegExp(escapeRegExp(user)) })
    .check();
  await page.getByRole("button", { name: decision === "allow" ? "Allow" : "Deny", exact: true }).click();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export type SpotifyLibrary = { tracks: string[]; artists: string[]; playlists: string[]; albums: string[] };

/** The Spotify user's library as the stand-in holds it (what Spotify itself would show the fan). */
export async function spotifyLibrary(userId: string): Promise<SpotifyLibrary> {
  const response = await fetch(`${sandboxUrl()}/spotify/_sandbox/users/${encodeURIComponent(userId)}`);
  if (!response.ok) throw new Error(`sandbox spotify user ${userId}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { library: SpotifyLibrary }).library;
}

/** The Spotify user saves / follows these in the Spotify app itself (not through Fanfare). */
export async function addToSpotifyLibrary(userId: string, items: Partial<SpotifyLibrary>): Promise<SpotifyLibrary> {
  return (
    await control<{ library: SpotifyLibrary }>(`/spotify/_sandbox/users/${encodeURIComponent(userId)}/library`, items)
  ).library;
}
