import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAMPAIGN_ID, conditionView, PROJECT_ID } from "@/test/campaign-fixtures";
import { jsonResponse, renderWithApp } from "@/test/render";
import { HashtagConditionForm } from "./hashtag-condition-form";
import { socialTaskKey } from "./social-task";

const search = { value: "" };
vi.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams(search.value) }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  search.value = "";
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

type Provider = "INSTAGRAM" | "TIKTOK";
const refusal = (status: number, code: string) => jsonResponse(status, { code, category: "BAD_REQUEST", message: "" });

function serve(
  provider: Provider,
  connected: boolean,
  answer: (path: string) => Response | undefined = () => undefined,
) {
  fetchMock.mockImplementation(async (input) => {
    const path = String(input);
    const answered = answer(path);
    if (answered) return answered;
    if (path === "/api/v1/me/social-accounts")
      return jsonResponse(200, {
        providers: [
          {
            provider,
            account: connected
              ? { provider, displayName: "@aiko", status: "ACTIVE", connectedAt: "2026-01-01T00:00:00.000Z" }
              : null,
          },
        ],
      });
    throw new Error(`unexpected call ${path}`);
  });
}

function condition(provider: Provider, hashtagMissing = false) {
  return conditionView({
    type: provider === "TIKTOK" ? "TIKTOK_HASHTAG" : "INSTAGRAM_HASHTAG",
    slug: provider === "TIKTOK" ? "tiktok-hashtag" : "instagram-hashtag",
    tab: "social",
    social: {
      provider,
      target: null,
      hashtag: "fanfare",
      permissionRejected: false,
      hashtagMissing,
      verifiedPostUrl: null,
    },
  });
}

function renderForm(provider: Provider, onCompleted = vi.fn(), hashtagMissing = false) {
  renderWithApp(
    <HashtagConditionForm
      projectId={PROJECT_ID}
      campaignId={CAMPAIGN_ID}
      condition={condition(provider, hashtagMissing)}
      onCompleted={onCompleted}
    />,
  );
  return onCompleted;
}

const verifyCalls = () => fetchMock.mock.calls.filter(([input]) => String(input).endsWith("/hashtag"));

async function give(url: string) {
  fireEvent.change(await screen.findByLabelText("Link of your post"), { target: { value: url } });
  fireEvent.click(screen.getByRole("button", { name: "Verify my post" }));
}

describe("HashtagConditionForm", () => {
  it("shows the hashtag and, before connecting, only the connect button", async () => {
    serve("INSTAGRAM", false);
    renderForm("INSTAGRAM");
    expect(screen.queryByText("Welcome back! Carry on where you left off.")).toBeNull();
    expect(screen.getByText("#fanfare")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Connect Instagram" })).toBeTruthy();
    expect(screen.queryByLabelText("Link of your post")).toBeNull();
  });

  it("checks the link before asking: empty, not a post of this provider", async () => {
    serve("INSTAGRAM", true);
    renderForm("INSTAGRAM");
    await give("   ");
    expect((await screen.findByRole("alert")).textContent).toBe("Please paste the link of your post.");
    await give("https://www.tiktok.com/@aiko/video/7300000000000000001");
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "This is not the link of an Instagram post. Copy it from Share → Copy link.",
      ),
    );
    expect(screen.getByLabelText("Link of your post").getAttribute("aria-invalid")).toBe("true");
    expect(verifyCalls()).toHaveLength(0);
  });

  it("a TikTok short link is refused the same way (the server cannot read it either)", async () => {
    serve("TIKTOK", true);
    renderForm("TIKTOK");
    await give("https://vm.tiktok.com/ZMabc/");
    expect((await screen.findByRole("alert")).textContent).toContain("This is not the link of a TikTok video.");
    expect(verifyCalls()).toHaveLength(0);
  });

  it.each([
    ["instagramCondition-E2010", 400, "No post with the required hashtag was found."],
    [
      "instagramCondition-E2011",
      400,
      "This post was published outside the campaign period. Please post again with the hashtag now.",
    ],
    ["instagramCondition-E2008", 403, "Access to your Instagram posts was denied."],
    ["instagramCondition-E2003", 502, "We could not get your Instagram posts."],
  ])("shows %s at the field and keeps the link", async (code, status, text) => {
    serve("INSTAGRAM", true, (path) => (path.endsWith("/hashtag") ? refusal(status, code) : undefined));
    renderForm("INSTAGRAM");
    await give("https://www.instagram.com/p/SBX1p001x1/");
    expect((await screen.findByRole("alert")).textContent).toBe(text);
    expect((screen.getByLabelText("Link of your post") as HTMLInputElement).value).toBe(
      "https://www.instagram.com/p/SBX1p001x1/",
    );
  });

  it("sends a valid link trimmed, completes and forgets the task kept in the browser", async () => {
    serve("INSTAGRAM", true, (path) =>
      path.endsWith("/hashtag") ? jsonResponse(200, { conditionId: "c", completed: true }) : undefined,
    );
    const onCompleted = renderForm("INSTAGRAM");
    const key = socialTaskKey({
      socialType: "INSTAGRAM_HASHTAG",
      projectId: PROJECT_ID,
      publishUrl: `/projects/${PROJECT_ID}/${CAMPAIGN_ID}`,
      socialKey: condition("INSTAGRAM").id,
    });
    await give("  https://www.instagram.com/p/SBX1p001x1/ ");
    await waitFor(() => expect(onCompleted).toHaveBeenCalled());
    expect(JSON.parse(String(verifyCalls()[0]?.[1]?.body))).toEqual({
      postUrl: "https://www.instagram.com/p/SBX1p001x1/",
    });
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it("picks a post from the recent ones, and shows a refusal of the picked post", async () => {
    const answers = [refusal(400, "tiktokCondition-E2010"), jsonResponse(200, { conditionId: "c", completed: true })];
    serve("TIKTOK", true, (path) => {
      if (path.endsWith("/hashtag/posts"))
        return jsonResponse(200, {
          posts: [
            { id: "1", url: "u1", caption: "dance #dance", postedAt: "2026-01-02T00:00:00.000Z", hasHashtag: false },
            {
              id: "2",
              url: "u2",
              caption: "new song #fanfare",
              postedAt: "2026-01-01T00:00:00.000Z",
              hasHashtag: true,
            },
          ],
        });
      if (path.endsWith("/hashtag")) return answers.shift();
      return undefined;
    });
    const onCompleted = renderForm("TIKTOK");
    fireEvent.click(await screen.findByRole("button", { name: "Pick from my recent posts" }));
    const list = await screen.findByRole("list", { name: "Your recent posts" });
    const [first, second] = within(list).getAllByRole("listitem");
    expect(first?.textContent).toContain("without the hashtag");
    fireEvent.click(within(first as HTMLElement).getByRole("button", { name: "Use this post" }));
    expect((await screen.findByRole("alert")).textContent).toBe("No video with the required hashtag was found.");
    fireEvent.click(within(second as HTMLElement).getByRole("button", { name: "Use this post" }));
    await waitFor(() => expect(onCompleted).toHaveBeenCalled());
    expect(JSON.parse(String(verifyCalls()[1]?.[1]?.body))).toEqual({ postId: "2" });
  });

  it("back from connecting with nothing typed yet: no welcome back", async () => {
    serve("INSTAGRAM", true);
    renderForm("INSTAGRAM");
    await screen.findByLabelText("Link of your post");
    cleanup();
    renderForm("INSTAGRAM");
    await screen.findByLabelText("Link of your post");
    expect(screen.queryByText("Welcome back! Carry on where you left off.")).toBeNull();
  });

  it("a fan coming back finds the link they were typing", async () => {
    serve("INSTAGRAM", true);
    const key = socialTaskKey({
      socialType: "INSTAGRAM_HASHTAG",
      projectId: PROJECT_ID,
      publishUrl: `/projects/${PROJECT_ID}/${CAMPAIGN_ID}`,
      socialKey: condition("INSTAGRAM").id,
    });
    window.localStorage.setItem(key, JSON.stringify({ postUrl: "https://www.instagram.com/p/half", startedAt: "x" }));
    renderForm("INSTAGRAM");
    expect(await screen.findByText("Welcome back! Carry on where you left off.")).toBeTruthy();
    expect(((await screen.findByLabelText("Link of your post")) as HTMLInputElement).value).toBe(
      "https://www.instagram.com/p/half",
    );
  });
});
