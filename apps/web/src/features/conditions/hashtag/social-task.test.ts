import { afterEach, describe, expect, it } from "vitest";
import { clearSocialTask, readSocialTask, saveSocialTask, socialTaskKey } from "./social-task";

describe("the social task kept in the browser", () => {
  afterEach(() => window.localStorage.clear());

  it("is keyed by social type, project id, publish url and social key, and survives a reload", () => {
    const key = socialTaskKey({
      socialType: "INSTAGRAM_HASHTAG",
      projectId: "p1",
      publishUrl: "/projects/p1/c1",
      socialKey: "cond-1",
    });
    expect(key).toBe("fanfare.socialTask:INSTAGRAM_HASHTAG:p1:/projects/p1/c1:cond-1");
    expect(readSocialTask(key)).toBeNull();
    saveSocialTask(key, { postUrl: "https://www.instagram.com/p/abc/", startedAt: "2026-01-01T00:00:00Z" });
    expect(readSocialTask(key)?.postUrl).toBe("https://www.instagram.com/p/abc/");
    window.localStorage.setItem(key, "{broken");
    expect(readSocialTask(key)).toBeNull();
    clearSocialTask(key);
    expect(window.localStorage.getItem(key)).toBeNull();
  });
});
