import type { CampaignDetail } from "@fanfare/protocol";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAMPAIGN_ID, campaignDetail, PROJECT_ID } from "@/test/campaign-fixtures";
import { jsonResponse, renderWithApp } from "@/test/render";
import { campaignPageParts } from "./campaign-page-parts";
import { CampaignScreen } from "./campaign-screen";

const push = vi.fn();
vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ push, replace: vi.fn() }),
  usePathname: () => "/projects",
  Link: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

const fetchMock = vi.fn<typeof fetch>();
let campaign: CampaignDetail;
let answers: Record<string, () => Response>;
const base = `/projects/${PROJECT_ID}/${CAMPAIGN_ID}`;
/** What the page's server component renders for the campaign page (campaign-page-parts.tsx). */
const PARTS = campaignPageParts(PROJECT_ID, CAMPAIGN_ID);

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  answers = {};
  fetchMock.mockImplementation(async (input) => {
    const path = String(input);
    const answer = Object.entries(answers).find(([suffix]) => path.endsWith(suffix));
    if (answer) return answer[1]();
    if (path.endsWith("/page-views")) return jsonResponse(200, { ok: true });
    return jsonResponse(200, campaign);
  });
});
afterEach(() => {
  fetchMock.mockReset();
  push.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const fan = { policiesAccepted: true, claims: 0, drawResult: null, contactEmailEntered: false };

describe("CampaignScreen", () => {
  it("while the campaign loads shows its shape, busy, with one status for screen readers", async () => {
    campaign = campaignDetail({ imageUrl: "/demo/present.svg" });
    let answer: (response: Response) => void = () => undefined;
    const fetched = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) =>
      String(input).endsWith(`/campaigns/${CAMPAIGN_ID}`)
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : (fetched?.(input, init) ?? Promise.reject(new Error("no answer"))),
    );
    renderWithApp(<CampaignScreen parts={PARTS} projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />);
    const skeleton = await screen.findByTestId("skeleton");
    expect(skeleton.getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    // Shaped like the page: the art beside the details on a laptop, as the campaign will be.
    expect(skeleton.querySelector("[data-testid='campaign-art']")).not.toBeNull();

    answer(jsonResponse(200, campaign));
    expect(await screen.findByTestId("campaign-state")).toBeTruthy();
    expect(screen.queryByTestId("skeleton")).toBeNull();
    expect(screen.getByTestId("campaign-art").querySelector("img")).not.toBeNull();
    expect(screen.getByTestId("campaign-head").querySelector("h1")).not.toBeNull();
  });

  it("names an unlabelled link by its network, else by its address; a label wins", async () => {
    campaign = campaignDetail({
      links: [
        { type: "TWITTER", url: "https://x.com/fanfare" },
        { type: "INSTAGRAM", url: "https://www.instagram.com/fanfare" },
        { type: "URL", url: "https://fanfare.example.com" },
        { type: "URL", url: "https://shop.example.com", label: { ja: "ショップ", en: "Shop" } },
      ],
    });
    renderWithApp(<CampaignScreen parts={PARTS} projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />);
    expect((await screen.findByRole("link", { name: "X (Twitter)" })).getAttribute("href")).toBe(
      "https://x.com/fanfare",
    );
    expect(screen.getByRole("link", { name: "Instagram" }).getAttribute("href")).toBe(
      "https://www.instagram.com/fanfare",
    );
    expect(screen.getByRole("link", { name: "https://fanfare.example.com" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Shop" }).getAttribute("href")).toBe("https://shop.example.com");
  });

  it("renders dark, says the state, and sends a fan without accepted policies to the policies", async () => {
    campaign = campaignDetail();
    const { container } = renderWithApp(
      <CampaignScreen parts={PARTS} projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />,
    );
    expect(await screen.findByText("Complete the conditions to take part.")).toBeTruthy();
    expect(container.querySelector("[data-page-theme='dark']")).not.toBeNull();
    expect(screen.getByRole("link", { name: "Take part" }).getAttribute("href")).toBe(`${base}/policies`);
    expect(screen.getByRole("heading", { name: "Conditions" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Enter your serial code/ }).getAttribute("href")).toBe(
      `${base}/specify-multiple-codes`,
    );
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/v1/campaigns/${CAMPAIGN_ID}/page-views`,
        expect.objectContaining({ body: JSON.stringify({ kind: "campaign_detail", source: "campaign" }) }),
      ),
    );
  });

  it("claims with an idempotency key and goes to claimed-success", async () => {
    campaign = campaignDetail({ state: "NotClaim", fan });
    answers["/claim"] = () =>
      jsonResponse(200, {
        claimId: CAMPAIGN_ID,
        campaignId: CAMPAIGN_ID,
        nftId: CAMPAIGN_ID,
        sequence: 1,
        claimedAt: "",
      });
    renderWithApp(<CampaignScreen parts={PARTS} projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />);
    fireEvent.click(await screen.findByRole("button", { name: "Receive" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(`${base}/claimed-success`));
    const claimCall = fetchMock.mock.calls.find(([path]) => String(path).endsWith("/claim"));
    expect(JSON.parse(String(claimCall?.[1]?.body))).toEqual({
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
    });
  });

  it("after a brief failure (503) claims again by itself with the same key, saying it is still trying", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    campaign = campaignDetail({ state: "NotClaim", fan });
    answers["/claim"] = () =>
      new Response(JSON.stringify({ code: "server-E5030", category: "BAD_REQUEST", message: "" }), {
        status: 503,
        headers: { "Content-Type": "application/json", "Retry-After": "1" },
      });
    renderWithApp(<CampaignScreen parts={PARTS} projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />);
    fireEvent.click(await screen.findByRole("button", { name: "Receive" }));
    expect((await screen.findByText("Still trying… please keep this page open.")).getAttribute("role")).toBe("status");
    expect((screen.getByRole("button", { name: "Still trying…" }) as HTMLButtonElement).disabled).toBe(true);
    answers["/claim"] = () =>
      jsonResponse(200, {
        claimId: CAMPAIGN_ID,
        campaignId: CAMPAIGN_ID,
        nftId: CAMPAIGN_ID,
        sequence: 1,
        claimedAt: "",
      });
    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(push).toHaveBeenCalledWith(`${base}/claimed-success`));
    const keys = fetchMock.mock.calls
      .filter(([path]) => String(path).endsWith("/claim"))
      .map(([, init]) => JSON.parse(String(init?.body)).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(screen.queryByRole("alert")).toBeNull();
    vi.useRealTimers();
  });

  it("reuses the key when the claim's answer was lost, then sends a refusal to claimed-error", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    campaign = campaignDetail({ state: "NotClaim", fan });
    answers["/claim"] = () => {
      throw new TypeError("offline");
    };
    renderWithApp(<CampaignScreen parts={PARTS} projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />);
    fireEvent.click(await screen.findByRole("button", { name: "Receive" }));
    await screen.findByText("Still trying… please keep this page open.");
    // The retries made by themselves run out: the fan is told, as before, and the key is kept.
    await vi.advanceTimersByTimeAsync(30_000);
    await screen.findByRole("alert");
    expect(screen.getByTestId("still-trying").textContent).toBe("");
    vi.useRealTimers();
    answers["/claim"] = () => jsonResponse(400, { code: "nftContent-E2021", category: "BAD_REQUEST", message: "" });
    fireEvent.click(screen.getByRole("button", { name: "Receive" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(`${base}/claimed-error?code=nftContent-E2021`));
    const keys = fetchMock.mock.calls
      .filter(([path]) => String(path).endsWith("/claim"))
      .map(([, init]) => JSON.parse(String(init?.body)).idempotencyKey);
    expect(keys.length).toBeGreaterThan(2);
    expect(new Set(keys).size).toBe(1);
  });

  it("keeps the key after a server failure and says so on the page", async () => {
    campaign = campaignDetail({ state: "NotClaim", fan });
    answers["/claim"] = () => jsonResponse(500, { code: "server-E5000", category: "BAD_REQUEST", message: "" });
    renderWithApp(<CampaignScreen parts={PARTS} projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />);
    fireEvent.click(await screen.findByRole("button", { name: "Receive" }));
    await screen.findByRole("alert");
    fireEvent.click(screen.getByRole("button", { name: "Receive" }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([path]) => String(path).endsWith("/claim"))).toHaveLength(2),
    );
    const keys = fetchMock.mock.calls
      .filter(([path]) => String(path).endsWith("/claim"))
      .map(([, init]) => JSON.parse(String(init?.body)).idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
    expect(push).not.toHaveBeenCalled();
  });

  it("opens the LimitReached modal when the last one is gone", async () => {
    campaign = campaignDetail({ state: "NotClaim", fan });
    answers["/claim"] = () => jsonResponse(409, { code: "claim-E2002", category: "BAD_REQUEST", message: "" });
    renderWithApp(<CampaignScreen parts={PARTS} projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />);
    fireEvent.click(await screen.findByRole("button", { name: "Receive" }));
    const dialog = await screen.findByRole("dialog", { name: "All gone" });
    expect(dialog.getAttribute("data-modal-kind")).toBe("LimitReached");
    expect(push).not.toHaveBeenCalled();
  });

  it("applies for a draw and shows the LuckyDraw modal with the entry e-mail", async () => {
    campaign = campaignDetail({ state: "NotClaim", rewardKind: "LUCKY_DRAW", rewardTiming: "AFTER_CAMPAIGN_END", fan });
    answers["/draw-entry"] = () => jsonResponse(200, { entryId: CAMPAIGN_ID, result: "COMPLETED_CONDITION" });
    renderWithApp(<CampaignScreen parts={PARTS} projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />);
    fireEvent.click(await screen.findByRole("button", { name: "Apply for the lucky draw" }));
    const dialog = await screen.findByRole("dialog", { name: "You have applied" });
    expect(dialog.getAttribute("data-modal-kind")).toBe("LuckyDraw");
    expect(screen.getAllByRole("link", { name: "Leave a contact e-mail" }).at(-1)?.getAttribute("href")).toBe(
      `${base}/entry-email`,
    );
  });

  it("tells a lost instant draw and links to lucky-draw-failed", async () => {
    campaign = campaignDetail({
      state: "NotClaim",
      rewardKind: "LUCKY_DRAW",
      rewardTiming: "UPON_COMPLETION_OF_APPLICATION",
      fan,
    });
    answers["/draw-entry"] = () => jsonResponse(200, { entryId: CAMPAIGN_ID, result: "FAILED" });
    renderWithApp(<CampaignScreen parts={PARTS} projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />);
    fireEvent.click(await screen.findByRole("button", { name: "Apply for the lucky draw" }));
    await screen.findByRole("dialog", { name: "Not drawn this time" });
    expect(screen.getByRole("link", { name: "See the result" }).getAttribute("href")).toBe(`${base}/lucky-draw-failed`);
  });

  it("offers no action once the campaign has ended", async () => {
    campaign = campaignDetail({ state: "DistributionExpired", fan });
    renderWithApp(<CampaignScreen parts={PARTS} projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />);
    expect(await screen.findByText("This campaign has ended.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Receive" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Take part" })).toBeNull();
  });
});
