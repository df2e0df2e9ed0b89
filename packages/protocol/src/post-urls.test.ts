import { describe, expect, it } from "vitest";
import { instagramShortcode, tiktokVideoId } from "./post-urls";

describe("post URLs", () => {
  it("reads an Instagram post's or reel's shortcode, nothing else", () => {
    expect(instagramShortcode("https://www.instagram.com/p/SBX1p001x1/")).toBe("SBX1p001x1");
    expect(instagramShortcode(" https://instagram.com/reel/Cabc_12-3/?igsh=x ")).toBe("Cabc_12-3");
    expect(instagramShortcode("https://www.instagram.com/aiko/")).toBeNull();
    expect(instagramShortcode("https://example.com/p/SBX1p001x1/")).toBeNull();
    expect(instagramShortcode("not a url")).toBeNull();
  });

  it("reads a TikTok video's id; short links and other hosts are not video URLs", () => {
    expect(tiktokVideoId("https://www.tiktok.com/@aiko/video/7300000000000000001?utm_source=x")).toBe(
      "7300000000000000001",
    );
    expect(tiktokVideoId("https://vm.tiktok.com/ZMabc/")).toBeNull();
    expect(tiktokVideoId("https://www.instagram.com/p/SBX1p001x1/")).toBeNull();
  });
});
