import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAMPAIGN_ID, conditionView } from "@/test/campaign-fixtures";
import { jsonResponse, renderWithApp } from "@/test/render";
import { SpotifyConditionForm } from "./spotify-condition-form";

// The provider's redirect back lands on the page with ?social=…&result=…&code=…
const search = { value: "" };
vi.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams(search.value) }));

const fetchMock = vi.fn<typeof fetch>();
const assign = vi.fn();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("location", { ...window.location, pathname: "/en/projects/p/c/spotify-like-song", assign });
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
function serve(account: Account, answer: (path: string, init?: RequestInit) => Response | undefined = () => undefined) {
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input);
    const answered = answer(path, init);
    if (answered) return answered;
    if (path === "/api/v1/me/social-accounts")
      return jsonResponse(200, {
        providers: [
          {
            provider: "SPOTIFY",
            account: account && { provider: "SPOTIFY", connectedAt: "2026-01-01T00:00:00.000Z", ...account },
          },
        ],
      });
    throw new Error(`unexpected call ${path}`);
  });
}

function renderForm(permissionRejected = false, onCompleted = vi.fn()) {
  const condition = conditionView({
    type: "SPOTIFY_LIKE_SONG",
    slug: "spotify-like-song",
    tab: "social",
    social: {
      provider: "SPOTIFY",
      target: { kind: "track", id: "0fanfareSandboxTrack01", url: "https://open.spotify.com/track/x" },
      hashtag: null,
      permissionRejected,
      hashtagMissing: false,
      verifiedPostUrl: null,
    },
  });
  renderWithApp(<SpotifyConditionForm campaignId={CAMPAIGN_ID} condition={condition} onCompleted={onCompleted} />);
  return { onCompleted, condition };
}

const bodyOf = (path: string) => {
  const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith(path));
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe("SpotifyConditionForm", () => {
  it("not connected: the connect button asks the API for the authorize URL and leaves for it", async () => {
    serve(null, (path) =>
      path.endsWith("/social/connect")
        ? jsonResponse(200, { authorizeUrl: "https://accounts.spotify.test/authorize?x=1" })
        : undefined,
    );
    renderForm();
    expect(await screen.findByRole("heading", { name: "Your Spotify account" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Do it for me" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Connect Spotify" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://accounts.spotify.test/authorize?x=1"));
    expect(bodyOf("/social/connect")).toEqual({ returnTo: "/en/projects/p/c/spotify-like-song" });
  });

  it("back from Deny: says why, offers to connect again, and puts the focus on the explanation", async () => {
    search.value = "social=spotify&result=error&code=spotifyCondition-E2008";
    serve(null);
    renderForm(true);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(
      "You refused the permission, so this mission cannot be checked. Connect Spotify again and press Allow.",
    );
    expect(screen.getByRole("button", { name: "Connect Spotify again" })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
  });

  it("another refusal from the provider is shown with its catalogue text", async () => {
    search.value = "social=spotify&result=error&code=spotifyCondition-E2000";
    serve(null);
    renderForm();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This Spotify account is already linked to another Fanfare account.",
    );
  });

  it("back in a browser that did not start the connect: says nothing was connected, offers to connect", async () => {
    search.value = "social=spotify&result=error&code=socialAccount-E2006";
    serve(null);
    renderForm();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(
      "This connection was started in another browser or account, so nothing was connected. Please connect again from this page.",
    );
    expect(screen.getByRole("button", { name: "Connect Spotify" })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
  });

  it("do it for me only once the fan agreed; sends the consent and reports completion", async () => {
    serve({ status: "ACTIVE", displayName: "Aiko" }, (path) =>
      path.endsWith("/spotify") ? jsonResponse(200, { conditionId: "c", completed: true }) : undefined,
    );
    const { onCompleted } = renderForm();
    expect((await screen.findByRole("status")).textContent).toContain("Signed in to Spotify as Aiko.");
    const doIt = screen.getByRole("button", { name: "Do it for me" }) as HTMLButtonElement;
    expect(doIt.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText("I agree that Fanfare saves this song to my Liked Songs on Spotify."));
    expect(doIt.disabled).toBe(false);
    fireEvent.click(doIt);
    await waitFor(() => expect(onCompleted).toHaveBeenCalled());
    expect(bodyOf("/spotify")).toEqual({ action: "do-it-for-me", consent: true });
  });

  it("verify shows the API's refusal (not done yet, Spotify down)", async () => {
    const answers = [refusal(409, "spotifyCondition-E2007"), refusal(502, "spotifyCondition-E2001")];
    serve({ status: "ACTIVE", displayName: "Aiko" }, (path) =>
      path.endsWith("/spotify") ? answers.shift() : undefined,
    );
    renderForm();
    const verify = await screen.findByRole("button", { name: "I did it: verify" });
    fireEvent.click(verify);
    expect((await screen.findByRole("alert")).textContent).toBe("The Spotify mission is not completed yet.");
    fireEvent.click(screen.getByRole("button", { name: "I did it: verify" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Spotify could not be reached. Please try again later."),
    );
    expect(bodyOf("/spotify")).toEqual({ action: "verify" });
  });

  it("an ended grant asks to connect again", async () => {
    serve({ status: "RECONNECT", displayName: "Aiko" });
    renderForm();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The connection to your account has ended. Please connect it again.",
    );
    expect(screen.getByRole("button", { name: "Connect Spotify again" })).toBeTruthy();
  });

  it("unlinks the connected account: DELETE, then the connect button again", async () => {
    let linked = true;
    fetchMock.mockImplementation(async (input, init) => {
      const path = String(input);
      if (path === "/api/v1/me/social-accounts/spotify" && init?.method === "DELETE") {
        linked = false;
        return jsonResponse(200, { unlinked: true });
      }
      if (path === "/api/v1/me/social-accounts")
        return jsonResponse(200, {
          providers: [
            {
              provider: "SPOTIFY",
              account: linked
                ? {
                    provider: "SPOTIFY",
                    displayName: "Aiko",
                    status: "ACTIVE",
                    connectedAt: "2026-01-01T00:00:00.000Z",
                  }
                : null,
            },
          ],
        });
      throw new Error(`unexpected call ${path}`);
    });
    renderForm();
    fireEvent.click(await screen.findByRole("button", { name: "Unlink Spotify" }));
    expect(await screen.findByRole("button", { name: "Connect Spotify" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("Spotify is no longer linked to Fanfare.");
    expect(screen.queryByRole("button", { name: "Do it for me" })).toBeNull();
    const deleteCall = fetchMock.mock.calls.find(([, init]) => init?.method === "DELETE");
    expect(deleteCall?.[1]?.headers).toMatchObject({ "X-Fanfare-Csrf": "1" });
  });
});
