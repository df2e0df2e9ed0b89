import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { providerBaseUrls, SANDBOX_STAND_INS, sandboxProviderEnv } from "./registry";

const SANDBOX = "http://127.0.0.1:1080";

describe("the stand-in registry", () => {
  it("gives the API env of every stand-in with its default client (what npm start and e2e use)", () => {
    expect(sandboxProviderEnv(SANDBOX)).toEqual({
      SPOTIFY_CLIENT_ID: "sandbox-spotify-client",
      SPOTIFY_CLIENT_SECRET: "sandbox-spotify-secret",
      SPOTIFY_ACCOUNTS_URL: `${SANDBOX}/spotify/accounts`,
      SPOTIFY_API_URL: `${SANDBOX}/spotify/api`,
      INSTAGRAM_CLIENT_ID: "990600000000001",
      INSTAGRAM_CLIENT_SECRET: "sandbox-instagram-secret",
      INSTAGRAM_AUTHORIZE_URL: `${SANDBOX}/instagram/www`,
      INSTAGRAM_API_URL: `${SANDBOX}/instagram/api`,
      INSTAGRAM_GRAPH_URL: `${SANDBOX}/instagram/graph`,
      TIKTOK_CLIENT_KEY: "sbxfanfareclientkey",
      TIKTOK_CLIENT_SECRET: "sandbox-tiktok-secret",
      TIKTOK_AUTHORIZE_URL: `${SANDBOX}/tiktok/www`,
      TIKTOK_API_URL: `${SANDBOX}/tiktok/open-api`,
      YOUTUBE_CLIENT_ID: "sandbox-youtube-client.apps.googleusercontent.com",
      YOUTUBE_CLIENT_SECRET: "sandbox-youtube-secret",
      YOUTUBE_AUTHORIZE_URL: `${SANDBOX}/youtube/accounts/o/oauth2/v2/auth`,
      YOUTUBE_TOKEN_URL: `${SANDBOX}/youtube/oauth2/token`,
      YOUTUBE_API_URL: `${SANDBOX}/youtube/api/youtube/v3`,
    });
  });

  it("leaves out a provider whose client the environment configures already", () => {
    const env = sandboxProviderEnv(SANDBOX, { TIKTOK_CLIENT_KEY: "real-key", YOUTUBE_CLIENT_ID: "" });
    expect(Object.keys(env).filter((name) => name.startsWith("TIKTOK_"))).toEqual([]);
    expect(env.YOUTUBE_CLIENT_ID).toBe("sandbox-youtube-client.apps.googleusercontent.com");
    expect(env.SPOTIFY_CLIENT_ID).toBe("sandbox-spotify-client");
  });

  it("every stand-in's routes live under its prefix, and its URLs too", async () => {
    const urls = Object.values(providerBaseUrls(SANDBOX));
    for (const [name, entry] of Object.entries(SANDBOX_STAND_INS)) {
      expect(entry.prefix).toBe(`/${name}`);
      const app = Fastify();
      const paths: string[] = [];
      app.addHook("onRoute", (route) => {
        paths.push(route.url);
      });
      await app.register(entry.create().plugin);
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) expect(path.startsWith(`${entry.prefix}/`)).toBe(true);
      expect(Object.values(entry.urls(SANDBOX)).every((url) => url.startsWith(`${SANDBOX}${entry.prefix}/`))).toBe(
        true,
      );
    }
    expect(urls).toHaveLength(10);
  });
});
