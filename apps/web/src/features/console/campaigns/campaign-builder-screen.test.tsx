import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAMPAIGN_ID, PROJECT_ID } from "@/test/campaign-fixtures";
import { jsonResponse, renderWithApp } from "@/test/render";
import { NewCampaignScreen } from "./campaign-builder-screen";

const push = vi.fn();
vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => ({ push }),
}));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async () => jsonResponse(404, { code: "request-E1004", category: "BAD_REQUEST" }));
});
afterEach(() => {
  fetchMock.mockReset();
  push.mockReset();
  vi.unstubAllGlobals();
});

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });

describe("the campaign builder", () => {
  it("shows a draw's fields only for a draw, and the chance only for an instant draw", () => {
    renderWithApp(<NewCampaignScreen projectId={PROJECT_ID} />);
    expect(field("field-prizeCount")).toBeNull();
    expect(field("field-rewardTiming")).toBeNull();
    fireEvent.change(field("field-rewardKind"), { target: { value: "LUCKY_DRAW" } });
    expect(field("field-prizeCount")).not.toBeNull();
    expect(field("field-winPercent")).toBeNull();
    fireEvent.change(screen.getByLabelText("Draw timing"), { target: { value: "UPON_COMPLETION_OF_APPLICATION" } });
    expect(field("field-winPercent")).not.toBeNull();
    // The image URL only when the image is not the NFT's.
    expect(field("field-imageUrl")).toBeNull();
    fireEvent.change(screen.getByLabelText("Image source"), { target: { value: "CUSTOM_IMAGE" } });
    expect(field("field-imageUrl")).not.toBeNull();
  });

  it("lists what is missing, each linking to its field, and sends nothing", () => {
    renderWithApp(<NewCampaignScreen projectId={PROJECT_ID} />);
    fireEvent.click(screen.getByRole("button", { name: "Create the campaign" }));
    const summary = screen.getByRole("alert");
    const links = [...summary.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(links).toEqual(
      expect.arrayContaining(["#field-title-ja", "#field-startsAt", "#field-totalSupply", "#field-nfts-0-imageUrl"]),
    );
    expect(field("field-title-ja").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toEqual([]);
  });

  it("posts the whole definition, windows with the zone's offset, and opens the saved campaign", async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === "POST" ? jsonResponse(201, { id: CAMPAIGN_ID }) : jsonResponse(404, { code: "request-E1004" }),
    );
    renderWithApp(<NewCampaignScreen projectId={PROJECT_ID} />);
    type("field-title-ja", "春");
    for (const text of ["description", "terms", "privacyPolicy"]) type(`field-${text}-ja`, "テキスト");
    type("field-startsAt", "2026-12-01T10:00");
    type("field-endsAt", "2026-12-31T10:00");
    type("field-distributionStartsAt", "2026-12-01T10:00");
    type("field-distributionEndsAt", "2027-01-31T10:00");
    type("field-totalSupply", "100");
    type("field-nfts-0-name-ja", "NFT");
    type("field-nfts-0-description-ja", "説明");
    type("field-nfts-0-imageUrl", "/images/nft.png");
    fireEvent.click(screen.getByRole("button", { name: "Create the campaign" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/console/projects/${PROJECT_ID}/campaigns/${CAMPAIGN_ID}`));
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === "POST") ?? [];
    expect(String(url)).toBe(`/api/v1/operator/projects/${PROJECT_ID}/campaigns`);
    const body = JSON.parse(String(init?.body));
    expect(body.startsAt).toMatch(/^2026-12-01T10:00:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(body.startsAt)).toBe(new Date(2026, 11, 1, 10, 0).getTime());
    expect(body).toMatchObject({
      title: { ja: "春" },
      totalSupply: 100,
      rewardKind: "NFT_CLAIM",
      prizeCount: null,
      conditions: [],
    });
  });
});
