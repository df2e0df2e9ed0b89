import type { CampaignMailPreviews } from "@fanfare/protocol";
import { fireEvent, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withModuleMessages } from "@/i18n/module-messages";
import { CAMPAIGN_ID, campaignDetail, PROJECT_ID } from "@/test/campaign-fixtures";
import { jsonResponse, messages, renderWithApp } from "@/test/render";
import frCommon from "../../../../messages/fr/common.json";
import { PreviewFanPages } from "./preview-fan-pages";
import { PreviewScreen } from "./preview-screen";

const replace = vi.fn();
vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), replace }),
  usePathname: () => "/console",
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const fetchMock = vi.fn<typeof fetch>();
const PREVIEW = `/api/v1/operator/campaigns/${CAMPAIGN_ID}/preview`;
const MAILS = `/api/v1/operator/campaigns/${CAMPAIGN_ID}/mail-previews`;
const fr = withModuleMessages("fr", frCommon);
const p = messages.console.preview;

const mails: CampaignMailPreviews = {
  mails: [
    {
      kind: "SIGN_IN",
      subject: "Votre lien de connexion Fanfare",
      text: "Connectez-vous : https://fanfare.example/fr/confirm-email?token=preview",
      html: '<!doctype html><html lang="fr"><body><p>Connectez-vous</p><script>parent.alert(1)</script></body></html>',
    },
  ],
};

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const path = String(input);
    if (path.startsWith(PREVIEW)) {
      return jsonResponse(
        200,
        campaignDetail({
          state: "NotClaim",
          effect: "CONFETTI",
          nfts: [
            {
              id: "44444444-4444-4444-8444-444444444444",
              name: { ja: "記念NFT", fr: "NFT souvenir" },
              description: { ja: "説明" },
              imageUrl: "/demo/nft.png",
              metadata: {},
            },
          ],
          fan: { policiesAccepted: true, claims: 0, drawResult: null, contactEmailEntered: false },
        }),
      );
    }
    if (path.startsWith(MAILS)) return jsonResponse(200, mails);
    return jsonResponse(500, { code: "server-E5000" });
  });
});
afterEach(() => {
  fetchMock.mockReset();
  replace.mockReset();
  vi.unstubAllGlobals();
});

function renderPreview() {
  return renderWithApp(
    <PreviewScreen
      projectId={PROJECT_ID}
      campaignId={CAMPAIGN_ID}
      locale="fr"
      state="NotClaim"
      fanPages={
        <NextIntlClientProvider locale="fr" messages={fr} timeZone="UTC">
          <PreviewFanPages />
        </NextIntlClientProvider>
      }
    />,
  );
}

describe("PreviewScreen", () => {
  it("shows the real campaign page in the previewed language and state, its claim and links inert", async () => {
    renderPreview();
    // The console's own words stay in the console's language (English here).
    expect(screen.getByTestId("preview-banner").textContent).toContain(p.banner);

    const state = await screen.findByTestId("campaign-state");
    expect(state.dataset.state).toBe("NotClaim");
    expect(state.textContent).toBe(fr.campaign.state.NotClaim);
    const frame = state.closest("[data-testid='preview-frame']") as HTMLElement;
    expect(frame.getAttribute("lang")).toBe("fr");
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(`${PREVIEW}?state=NotClaim`);

    // The fan's claim button is there, looks as fans see it, and sends nothing.
    const claim = within(frame).getByRole("button", { name: fr.campaign.claim });
    expect(claim.getAttribute("aria-disabled")).toBe("true");
    const calls = fetchMock.mock.calls.length;
    fireEvent.click(claim);
    expect(fetchMock.mock.calls.length).toBe(calls);
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes("/claim"))).toBe(false);

    // A link of the fan page does not leave the console.
    const help = within(frame).getByRole("link", { name: fr.campaign.help });
    expect(fireEvent.click(help)).toBe(false);

    // The claimed-success page under the campaign's effect, the NFT in the previewed language; "replay"
    // mounts it again (a new page, so a new image element), the effect with it.
    const claimed = () => within(screen.getByRole("region", { name: p.claimedPage }));
    const image = claimed().getByRole("img", { name: "NFT souvenir" });
    expect(claimed().getByRole("heading", { name: fr.received.successTitle })).toBeTruthy();
    fireEvent.click(claimed().getByRole("button", { name: p.replay }));
    expect(claimed().getByRole("img", { name: "NFT souvenir" })).not.toBe(image);
  });

  it("lists the campaign's states and mails; the mail's HTML runs nothing", async () => {
    renderPreview();
    const picker = await screen.findByRole("combobox", { name: p.state });
    await screen.findByTestId("campaign-state");
    const options = within(picker)
      .getAllByRole("option")
      .map((o) => (o as HTMLOptionElement).value);
    // An NFT campaign without social conditions: no draw states, no permission or hashtag.
    expect(options).toEqual([
      "",
      "ComingSoon",
      "NotCompletedConditionYet",
      "NotClaim",
      "LimitReached",
      "Claimed",
      "DistributionExpired",
    ]);
    fireEvent.change(picker, { target: { value: "Claimed" } });
    expect(replace).toHaveBeenCalledWith(
      `/console/projects/${PROJECT_ID}/campaigns/${CAMPAIGN_ID}/preview?lang=fr&state=Claimed`,
      { scroll: false },
    );
    fireEvent.change(screen.getByRole("combobox", { name: p.language }), { target: { value: "th" } });
    expect(replace).toHaveBeenLastCalledWith(
      `/console/projects/${PROJECT_ID}/campaigns/${CAMPAIGN_ID}/preview?lang=th&state=NotClaim`,
      { scroll: false },
    );

    const mail = await screen.findByTestId("preview-mail");
    expect(within(mail).getByRole("heading").textContent).toBe(p.mails.kinds.SIGN_IN);
    expect(mail.textContent).toContain("Votre lien de connexion Fanfare");
    const frameElement = within(mail).getByTitle(p.mails.frame.replace("{subject}", "Votre lien de connexion Fanfare"));
    expect(frameElement.getAttribute("sandbox")).toBe("");
    expect(frameElement.getAttribute("srcdoc")).toContain("Connectez-vous");
  });
});
