import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAMPAIGN_ID, conditionView } from "@/test/campaign-fixtures";
import { jsonResponse, renderWithApp } from "@/test/render";
import { NftOwnForm } from "./nft-own-form";

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const CONTRACT = "0x5FbDB2315678afecb367f032d93F642f64180aa3";

function renderForm(nftOwn: NonNullable<Parameters<typeof conditionView>[0]>["nftOwn"], onCompleted = vi.fn()) {
  const condition = conditionView({
    type: "NFT_OWN_UNLIMITED",
    slug: "nft-own-unlimited",
    tab: "wallet-address",
    nftOwn,
  });
  renderWithApp(<NftOwnForm campaignId={CAMPAIGN_ID} condition={condition} onCompleted={onCompleted} />);
  return { onCompleted, condition };
}

describe("NftOwnForm", () => {
  it("names the contract and the minimum, and asks the server to verify", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { conditionId: CAMPAIGN_ID, completed: true }));
    const { onCompleted, condition } = renderForm({
      source: "FROM_SPECIFY_CONTRACT_ADDRESS",
      chainId: 137,
      contractAddress: CONTRACT,
      minimumCount: 2,
    });
    expect(screen.getByText(`Contract ${CONTRACT} on chain 137`)).toBeTruthy();
    expect(screen.getByText("You need at least 2.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Verify my NFTs" }));
    await waitFor(() => expect(onCompleted).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      `/api/v1/campaigns/${CAMPAIGN_ID}/conditions/${condition.id}/verify`,
    );
  });

  it.each([
    ["nftOwn-E2001", 409, "You do not own the required NFT yet."],
    ["nftOwn-E2002", 503, "We could not check your NFTs on the blockchain right now. Please try again later."],
  ])("shows %s", async (code, status, message) => {
    fetchMock.mockResolvedValue(jsonResponse(status, { code, category: "BAD_REQUEST", message: "" }));
    const { onCompleted } = renderForm({
      source: "FROM_NFT_MARKETING_PLATFORM",
      chainId: null,
      contractAddress: null,
      minimumCount: 1,
    });
    expect(screen.queryByText(/^Contract /)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Verify my NFTs" }));
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(onCompleted).not.toHaveBeenCalled();
  });
});
