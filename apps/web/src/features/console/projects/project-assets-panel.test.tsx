import type { OperatorProjectView } from "@fanfare/protocol";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "@/test/render";
import consoleMessages from "../../../../messages/en/console.json";
import { assetsOf, ProjectAssetsPanel } from "./project-assets-panel";

const PROJECT_ID = "68373815-d705-4aca-a8a0-f558aa6d5701";
const texts = consoleMessages.projectAssets;
const project: OperatorProjectView = {
  id: PROJECT_ID,
  name: { ja: "プロジェクト" },
  description: { ja: "説明" },
  logoUrl: "/demo/logo.png",
  status: "PUBLISH",
  assets: [
    { type: "LOGO", url: "/demo/logo.png" },
    { type: "NFT", url: "/demo/nft.png" },
    { type: "TERMS_SERVICE_JP", url: "/api/v1/assets/68373815-d705-4aca-a8a0-f558aa6d5709" },
  ],
  links: [],
  allowedCountries: ["JP"],
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async (_input, init) =>
    jsonResponse(200, { ...project, assets: JSON.parse(String(init?.body)).assets }),
  );
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("ProjectAssetsPanel", () => {
  it("saves the logo and the documents per language, keeping the types it does not show", async () => {
    renderWithApp(<ProjectAssetsPanel project={project} readOnly={false} />);
    expect((screen.getByLabelText(texts.logo) as HTMLInputElement).value).toBe("/demo/logo.png");
    const thaiPrivacy = screen.getByLabelText("Privacy policy — ไทย");
    fireEvent.change(thaiPrivacy, { target: { value: "https://label.example/privacy-th.pdf" } });
    // An emptied field removes its document.
    fireEvent.change(screen.getByLabelText("Terms of use — 日本語"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: texts.save }));
    expect(await screen.findByText(texts.saved)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`/api/v1/operator/projects/${PROJECT_ID}`);
    expect(init?.method).toBe("PATCH");
    expect(JSON.parse(String(init?.body))).toEqual({
      assets: [
        { type: "LOGO", url: "/demo/logo.png" },
        { type: "NFT", url: "/demo/nft.png" },
        { type: "PRIVACY_POLICY_TH", url: "https://label.example/privacy-th.pdf" },
      ],
    });
  });

  it("is read-only for a viewer", async () => {
    renderWithApp(<ProjectAssetsPanel project={project} readOnly />);
    expect((screen.getByLabelText(texts.logo) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole("button", { name: texts.save })).toBeNull();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });

  it("drops empty addresses and trims the others", () => {
    expect(assetsOf({ LOGO: "  /a.png ", TERMS_SERVICE_EN: " " })).toEqual([{ type: "LOGO", url: "/a.png" }]);
  });
});
