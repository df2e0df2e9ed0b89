import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAMPAIGN_ID } from "@/test/campaign-fixtures";
import { jsonResponse, renderWithApp } from "@/test/render";
import { csvParts, ImportCodes } from "./import-codes";

const CONDITION = "44444444-4444-4444-8444-444444444444";
const NFT = "66666666-6666-4666-8666-666666666666";
const fetchMock = vi.fn<typeof fetch>();
const posted = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith("/codes/import"))
    .map(([url, init]) => [String(url), JSON.parse(String(init?.body))]);

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function choose(text: string) {
  const input = screen.getByLabelText("CSV file");
  fireEvent.change(input, { target: { files: [new File([text], "codes.csv", { type: "text/csv" })] } });
}

describe("csvParts", () => {
  it("cuts a file at line ends under the size, never inside a line", () => {
    expect(csvParts("code\nAAAA\nBBBB\nCCCC\n", 10)).toEqual(["code\nAAAA", "BBBB\nCCCC"]);
    expect(csvParts("A1\r\nB2", 100)).toEqual(["A1\nB2"]);
    expect(csvParts("\n\n")).toEqual([]);
  });
});

describe("importing codes from a CSV file", () => {
  it("sends the file's text and shows the counts, never a code", async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(200, { imported: 3, duplicatesInFile: 1, alreadyPresent: 2 }),
    );
    renderWithApp(
      <ImportCodes
        conditionId={CONDITION}
        conditionType="SPECIFY_MULTIPLE_CODES"
        campaignId={CAMPAIGN_ID}
        nfts={[]}
        number={1}
      />,
    );
    expect(screen.getByRole("form", { name: "Import codes into condition 1" })).toBeTruthy();
    choose("code\nSECRET-AAAA\nSECRET-BBBB");
    fireEvent.click(screen.getByRole("button", { name: "Import" }));
    expect(
      await screen.findByText("3 codes imported. Skipped: 1 repeated in the file, 2 already in the condition."),
    ).toBeTruthy();
    expect(posted()).toEqual([
      [`/api/v1/operator/conditions/${CONDITION}/codes/import`, { csv: "code\nSECRET-AAAA\nSECRET-BBBB" }],
    ]);
    expect(document.body.textContent).not.toContain("SECRET");
  });

  it("asks for a file first, and sends linked codes with their NFT", async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(200, { imported: 1, duplicatesInFile: 0, alreadyPresent: 0 }),
    );
    renderWithApp(
      <ImportCodes
        conditionId={CONDITION}
        conditionType="NFT_IS_LINKED_BY_CODE"
        campaignId={CAMPAIGN_ID}
        nfts={[{ id: NFT, key: "nft-1", name: { ja: "春の NFT" }, supply: null, issuedCount: 0 } as never]}
        number={1}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Import" }));
    expect(screen.getByText("Choose a CSV file first.")).toBeTruthy();
    expect(screen.getByLabelText("CSV file").getAttribute("aria-invalid")).toBe("true");
    expect(posted()).toEqual([]);
    choose("LINK-1");
    fireEvent.click(screen.getByRole("button", { name: "Import" }));
    await waitFor(() => expect(posted()).toEqual([[expect.any(String), { csv: "LINK-1", nftId: NFT }]]));
  });

  it("shows the API's refusal in words", async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(400, { code: "specificCode-E1003", category: "BAD_REQUEST", message: "" }),
    );
    renderWithApp(
      <ImportCodes
        conditionId={CONDITION}
        conditionType="SPECIFY_MULTIPLE_CODES"
        campaignId={CAMPAIGN_ID}
        nfts={[]}
        number={1}
      />,
    );
    choose("X".repeat(65));
    fireEvent.click(screen.getByRole("button", { name: "Import" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("");
  });
});
