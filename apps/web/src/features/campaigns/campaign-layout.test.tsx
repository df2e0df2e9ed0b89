import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CampaignLayout } from "./campaign-layout";

function renderLayout(art: boolean) {
  return render(
    <CampaignLayout
      head={<h1>Spring campaign</h1>}
      art={art ? <img src="/art.png" alt="The NFT" /> : null}
      body={<button type="button">Claim</button>}
    />,
  );
}

describe("CampaignLayout", () => {
  it("keeps the phone's reading order on every screen: title and state, the art, then the details", () => {
    const { container } = renderLayout(true);
    const regions = Array.from(container.querySelectorAll("[data-testid]")).map((el) => el.getAttribute("data-testid"));
    expect(regions).toEqual(["campaign-head", "campaign-art", "campaign-details"]);
    expect(screen.getByTestId("campaign-head").textContent).toBe("Spring campaign");
    expect(screen.getByRole("img", { name: "The NFT" })).toBeTruthy();
  });

  it("on a laptop places the art in the left column and title, state and details in the right", () => {
    renderLayout(true);
    const classes = (id: string) => (screen.getByTestId(id).className ?? "").split(/\s+/);
    expect(classes("campaign-art")).toEqual(expect.arrayContaining(["lg:col-start-1", "lg:row-span-2", "lg:sticky"]));
    expect(classes("campaign-head")).toEqual(expect.arrayContaining(["lg:col-start-2", "lg:row-start-1"]));
    expect(classes("campaign-details")).toEqual(expect.arrayContaining(["lg:col-start-2", "lg:row-start-2"]));
    // Laid out for the width: the frame widens for it.
    expect(screen.getByTestId("campaign-head").parentElement?.getAttribute("data-layout")).toBe("wide");
  });

  it("without art keeps one readable column: no empty left column, no wide frame", () => {
    const { container } = renderLayout(false);
    expect(screen.queryByTestId("campaign-art")).toBeNull();
    expect(container.querySelector("[data-layout]")).toBeNull();
    expect(screen.getByRole("button", { name: "Claim" })).toBeTruthy();
  });
});
