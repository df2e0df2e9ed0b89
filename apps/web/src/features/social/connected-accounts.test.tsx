import type { SocialAccountList } from "@fanfare/protocol";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "@/test/render";
import { ConnectedAccounts } from "./connected-accounts";

const fetchMock = vi.fn<typeof fetch>();
let providers: SocialAccountList["providers"];
/** What DELETE answers; by default it unlinks. */
let refuseDelete: { status: number; code: string } | null;

beforeEach(() => {
  refuseDelete = null;
  providers = [
    {
      provider: "SPOTIFY",
      account: {
        provider: "SPOTIFY",
        displayName: "Aiko Sandbox",
        status: "ACTIVE",
        connectedAt: "2030-01-02T03:04:05.000Z",
      },
    },
    {
      provider: "INSTAGRAM",
      account: {
        provider: "INSTAGRAM",
        displayName: "aiko.sandbox",
        status: "RECONNECT",
        connectedAt: "2030-01-01T00:00:00.000Z",
      },
    },
    // TikTok is not configured on this deployment: the API leaves it out.
  ];
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input);
    const method = init?.method ?? "GET";
    if (method === "GET" && path === "/api/v1/me/social-accounts") return jsonResponse(200, { providers });
    const unlink = /^\/api\/v1\/me\/social-accounts\/(\w+)$/.exec(path);
    if (method === "DELETE" && unlink) {
      if (refuseDelete) {
        return jsonResponse(refuseDelete.status, { code: refuseDelete.code, category: "BAD_REQUEST", message: "" });
      }
      providers = providers.map((entry) =>
        entry.provider.toLowerCase() === unlink[1] ? { ...entry, account: null } : entry,
      );
      return jsonResponse(200, { unlinked: true });
    }
    throw new Error(`unexpected call ${method} ${path}`);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const row = (provider: string) => screen.getByTestId(`connected-account-${provider}`);
const deletes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "DELETE");

describe("ConnectedAccounts", () => {
  it("lists the configured providers with their state and hides the others", async () => {
    renderWithApp(<ConnectedAccounts />);
    expect(screen.getByRole("heading", { level: 2, name: "Connected accounts" })).toBeTruthy();
    await screen.findByText("Signed in as Aiko Sandbox");
    expect(row("spotify").getAttribute("data-state")).toBe("connected");
    expect(within(row("spotify")).getByText("Connected")).toBeTruthy();
    expect(within(row("spotify")).getByRole("button", { name: "Disconnect Spotify" })).toBeTruthy();
    // A revoked grant: still listed, with what to do, and it can be disconnected too.
    expect(row("instagram").getAttribute("data-state")).toBe("reconnect");
    expect(within(row("instagram")).getByText("Reconnect needed")).toBeTruthy();
    expect(within(row("instagram")).getByText(/The connection to Instagram has ended/)).toBeTruthy();
    expect(within(row("instagram")).getByRole("button", { name: "Disconnect Instagram" })).toBeTruthy();
    expect(screen.queryByTestId("connected-account-tiktok")).toBeNull();
    expect(screen.queryByText(/TikTok/)).toBeNull();
  });

  it("shows a provider without an account as not connected, without a disconnect button", async () => {
    providers = [{ provider: "TIKTOK", account: null }];
    renderWithApp(<ConnectedAccounts />);
    await waitFor(() => expect(row("tiktok").getAttribute("data-state")).toBe("notConnected"));
    expect(within(row("tiktok")).getByText("Not connected")).toBeTruthy();
    expect(within(row("tiktok")).queryByRole("button")).toBeNull();
  });

  it("disconnects after a confirmation: DELETE, the list refetched, a success toast, focus on the heading", async () => {
    renderWithApp(<ConnectedAccounts />);
    fireEvent.click(await screen.findByRole("button", { name: "Disconnect Spotify" }));
    const dialog = screen.getByRole("dialog", { name: "Disconnect Spotify?" });
    expect(within(dialog).getByText(/forget your Spotify account Aiko Sandbox/)).toBeTruthy();
    expect(deletes()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, disconnect" }));
    const toast = await screen.findByText("Spotify is disconnected.");
    expect(toast.closest('[role="status"]')?.id).toBe("toast-id-social-account-disconnected");
    await waitFor(() => expect(row("spotify").getAttribute("data-state")).toBe("notConnected"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(within(row("spotify")).queryByRole("button")).toBeNull();
    const [call] = deletes();
    expect(String(call?.[0])).toBe("/api/v1/me/social-accounts/spotify");
    expect(new Headers(call?.[1]?.headers).get("X-Fanfare-Csrf")).toBe("1");
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Connected accounts" })),
    );
  });

  it("keeps the account when the fan cancels", async () => {
    renderWithApp(<ConnectedAccounts />);
    fireEvent.click(await screen.findByRole("button", { name: "Disconnect Spotify" }));
    fireEvent.click(screen.getByRole("button", { name: "Keep it connected" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(deletes()).toHaveLength(0);
    expect(row("spotify").getAttribute("data-state")).toBe("connected");
  });

  it("shows the API's refusal translated, and refreshes the list", async () => {
    refuseDelete = { status: 409, code: "socialAccount-E2004" };
    renderWithApp(<ConnectedAccounts />);
    fireEvent.click(await screen.findByRole("button", { name: "Disconnect Instagram" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, disconnect" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Please connect your account first.");
    expect(screen.queryByRole("dialog")).toBeNull();
    // The list is asked again (the first answer and the one after the refusal).
    const lists = () =>
      fetchMock.mock.calls.filter(([input, init]) => init?.method === "GET" && String(input).endsWith("accounts"));
    await waitFor(() => expect(lists()).toHaveLength(2));
  });

  it("shows nothing when no provider is configured", async () => {
    providers = [];
    const { container } = renderWithApp(<ConnectedAccounts />);
    await waitFor(() => expect(container.querySelector("section")).toBeNull());
  });
});
