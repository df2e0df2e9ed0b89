import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ExternalLinks } from "./external-links";

describe("ExternalLinks", () => {
  it("lists the links in their order, each by its label in the page's language, else Japanese", () => {
    render(
      <ExternalLinks
        locale="th"
        label="ลิงก์"
        links={[
          { type: "URL", url: "https://shop.example", label: { ja: "ショップ", th: "ร้านค้า" } },
          { type: "URL", url: "https://artist.example", label: { ja: "公式サイト", en: "Official site" } },
          { type: "TWITTER", url: "https://x.com/artist" },
          { type: "INSTAGRAM", url: "https://www.instagram.com/artist" },
          { type: "URL", url: "https://blog.example/artist" },
          // The same address twice is two links, not one.
          { type: "TWITTER", url: "https://x.com/artist", label: { ja: "X" } },
        ]}
      />,
    );
    const list = screen.getByRole("list", { name: "ลิงก์" });
    const links = within(list).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["ร้านค้า", "https://shop.example"],
      ["公式サイト", "https://artist.example"],
      ["X (Twitter)", "https://x.com/artist"],
      ["Instagram", "https://www.instagram.com/artist"],
      ["https://blog.example/artist", "https://blog.example/artist"],
      ["X", "https://x.com/artist"],
    ]);
    // Another site, in a new tab that cannot reach back into this page.
    for (const a of links) {
      expect(a.getAttribute("target")).toBe("_blank");
      expect(a.getAttribute("rel")).toBe("noopener noreferrer");
    }
  });

  it("shows nothing when there are no links", () => {
    const { container } = render(<ExternalLinks locale="en" label="Links" links={[]} />);
    expect(container.innerHTML).toBe("");
  });
});
