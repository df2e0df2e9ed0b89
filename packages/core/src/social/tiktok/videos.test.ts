import { describe, expect, it } from "vitest";
import { toTikTokVideo } from "./videos";

const node = (fields: Record<string, unknown>) => ({
  id: "7300000000000000001",
  create_time: 1_800_000_000,
  ...fields,
});

describe("toTikTokVideo", () => {
  it("keeps the caption once when the title is its beginning", () => {
    const video = toTikTokVideo(
      node({ title: "dance with #fanfare", video_description: "dance with #fanfare tonight" }),
    );
    expect(video.description).toBe("dance with #fanfare tonight");
  });

  it("keeps a title of its own beside the description (a hashtag may be in either)", () => {
    expect(toTikTokVideo(node({ title: "#fanfare", video_description: "new song" })).description).toBe(
      "#fanfare\nnew song",
    );
    expect(toTikTokVideo(node({ title: "only a title #fanfare" })).description).toBe("only a title #fanfare");
    expect(toTikTokVideo(node({ video_description: "only text" })).description).toBe("only text");
  });

  it("refuses a node without id or time as malformed", () => {
    expect(() => toTikTokVideo({ id: 1 })).toThrow();
  });
});
