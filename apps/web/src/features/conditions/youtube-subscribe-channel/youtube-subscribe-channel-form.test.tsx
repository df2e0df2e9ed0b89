import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAMPAIGN_ID, conditionView } from "@/test/campaign-fixtures";
import { jsonResponse, renderWithApp } from "@/test/render";
import { YouTubeSubscribeChannelForm, YouTubeSubscribeChannelKindForm } from "./youtube-subscribe-channel-form";

// The provider's redirect back lands on the page with ?social=…&result=…&code=…
const search = { value: "" };
vi.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams(search.value) }));

const CHANNEL_ID = "UCfanfareSandboxChan0001";
const fetchMock = vi.fn<typeof fetch>();
const assign = vi.fn();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("location", { ...window.location, pathname: "/en/projects/p/c/youtube-subscribe-channel", assign });
});
afterEach(() => {
  fetchMock.mockReset();
  assign.mockReset();
  search.value = "";
  vi.unstubAllGlobals();
});

type Account = { status: "ACTIVE" | "RECONNECT"; displayName: string } | null;
const refusal = (status: number, code: string) => jsonResponse(status, { code, category: "BAD_REQUEST", message: "" });

/** Answers the API calls the form makes: the accounts list, then whatever `answer` says per path. */
function serve(account: Account, answer: (path: string) => Response | undefined = () => undefined) {
  fetchMock.mockImplementation(async (input) => {
    const path = String(input);
    const answered = answer(path);
    if (answered) return answered;
    if (path === "/api/v1/me/social-accounts")
      return jsonResponse(200, {
        providers: [
          {
            provider: "YOUTUBE",
            account: account && { provider: "YOUTUBE", connectedAt: "2026-01-01T00:00:00.000Z", ...account },
          },
        ],
      });
    throw new Error(`unexpected call ${path}`);
  });
}

function youtubeCondition(permissionRejected = false) {
  return conditionView({
    type: "YOUTUBE_SUBSCRIBE_CHANNEL",
    slug: "youtube-subscribe-channel",
    tab: "social",
    social: {
      provider: "YOUTUBE",
      target: { kind: "channel", id: CHANNEL_ID, url: `https://www.youtube.com/channel/${CHANNEL_ID}` },
      hashtag: null,
      permissionRejected,
      hashtagMissing: false,
      verifiedPostUrl: null,
    },
  });
}

function renderForm(permissionRejected = false, onCompleted = vi.fn()) {
  const condition = youtubeCondition(permissionRejected);
  renderWithApp(
    <YouTubeSubscribeChannelForm
      campaignId={CAMPAIGN_ID}
      condition={condition}
      channel={{ id: CHANNEL_ID, name: "Fanfare Sandbox" }}
      onCompleted={onCompleted}
    />,
  );
  return { onCompleted, condition };
}

const callTo = (suffix: string) => fetchMock.mock.calls.find(([input]) => String(input).endsWith(suffix));

describe("YouTubeSubscribeChannelForm", () => {
  it("shows the channel, linked to its YouTube page in a new tab", async () => {
    serve(null);
    renderForm();
    const link = await screen.findByRole("link", { name: /Open Fanfare Sandbox on YouTube/ });
    expect(link.getAttribute("href")).toBe("https://www.youtube.com/channel/UCfanfareSandboxChan0001");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(link.textContent).toContain("(opens in a new tab)");
  });

  it("not connected: connect YouTube leaves for the authorize URL; nothing to check yet", async () => {
    serve(null, (path) =>
      path.endsWith("/social/connect")
        ? jsonResponse(200, { authorizeUrl: "https://accounts.google.test/o/oauth2/auth?x=1" })
        : undefined,
    );
    renderForm();
    expect(await screen.findByRole("heading", { name: "Your YouTube account" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "I have subscribed — check" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Connect YouTube" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://accounts.google.test/o/oauth2/auth?x=1"));
    expect(JSON.parse(String(callTo("/social/connect")?.[1]?.body))).toEqual({
      returnTo: "/en/projects/p/c/youtube-subscribe-channel",
    });
  });

  it("connected: the check asks the server to verify, with an empty body, and reports completion", async () => {
    serve({ status: "ACTIVE", displayName: "Aiko" }, (path) =>
      path.endsWith("/verify") ? jsonResponse(200, { conditionId: "c", completed: true }) : undefined,
    );
    const { onCompleted, condition } = renderForm();
    expect((await screen.findByRole("status")).textContent).toContain("Signed in to YouTube as Aiko.");
    fireEvent.click(screen.getByRole("button", { name: "I have subscribed — check" }));
    await waitFor(() => expect(onCompleted).toHaveBeenCalled());
    const [path, init] = callTo("/verify") ?? [];
    expect(String(path)).toBe(`/api/v1/campaigns/${CAMPAIGN_ID}/conditions/${condition.id}/verify`);
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({});
  });

  it("not subscribed yet: says so and stays", async () => {
    serve({ status: "ACTIVE", displayName: "Aiko" }, (path) =>
      path.endsWith("/verify") ? refusal(409, "youtubeCondition-E2007") : undefined,
    );
    const { onCompleted } = renderForm();
    fireEvent.click(await screen.findByRole("button", { name: "I have subscribed — check" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "You have not subscribed to the channel yet. Subscribe on YouTube, then check again.",
    );
    expect(onCompleted).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "I have subscribed — check" })).toBeTruthy();
  });

  it("permission refused: says why and offers to connect again, with no check", async () => {
    search.value = "social=youtube&result=error&code=youtubeCondition-E2008";
    serve({ status: "ACTIVE", displayName: "Aiko" });
    renderForm(true);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "You refused the permission, so this mission cannot be checked. Connect YouTube again and press Allow.",
    );
    expect(screen.getByRole("button", { name: "Connect YouTube again" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "I have subscribed — check" })).toBeNull();
  });

  it("an ended grant asks to connect again", async () => {
    serve({ status: "RECONNECT", displayName: "Aiko" });
    renderForm();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The connection to your account has ended. Please connect it again.",
    );
    expect(screen.getByRole("button", { name: "Connect YouTube again" })).toBeTruthy();
  });
});

describe("YouTubeSubscribeChannelKindForm", () => {
  it("takes the channel from the condition's target: its name, else its id", async () => {
    serve(null);
    const condition = youtubeCondition();
    const named = {
      ...condition,
      social: condition.social && {
        ...condition.social,
        target: condition.social.target && { ...condition.social.target, name: "Fanfare Sandbox" },
      },
    };
    const props = { projectId: "p", campaignId: CAMPAIGN_ID, onCompleted: vi.fn() };
    const { unmount } = renderWithApp(<YouTubeSubscribeChannelKindForm {...props} condition={named} />);
    const link = await screen.findByRole("link", { name: /Open Fanfare Sandbox on YouTube/ });
    expect(link.getAttribute("href")).toBe("https://www.youtube.com/channel/UCfanfareSandboxChan0001");
    unmount();
    renderWithApp(<YouTubeSubscribeChannelKindForm {...props} condition={condition} />);
    expect(await screen.findByRole("link", { name: /Open UCfanfareSandboxChan0001 on YouTube/ })).toBeTruthy();
  });

  it("without a target there is nothing to subscribe to", () => {
    renderWithApp(
      <YouTubeSubscribeChannelKindForm
        projectId="p"
        campaignId={CAMPAIGN_ID}
        condition={{ ...youtubeCondition(), social: null }}
        onCompleted={vi.fn()}
      />,
    );
    expect(screen.getByText("This condition cannot be completed here yet.")).toBeTruthy();
  });
});
