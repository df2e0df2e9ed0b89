import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PROJECT_ID } from "@/test/campaign-fixtures";
import { jsonResponse, renderWithApp } from "@/test/render";
import { ContentScreen } from "./content-screen";

vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  usePathname: () => "/projects",
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const CHANNEL_ID = "33333333-3333-4333-8333-333333333333";
const CONTENT_ID = "44444444-4444-4444-8444-444444444444";
const ASSET_ID = "55555555-5555-4555-8555-555555555555";
const fetchMock = vi.fn<typeof fetch>();

/** The API's answer: URLs signed at the n-th fetch (the signature is what changes between them). */
const url = (n: number) => `/api/v1/media/${CONTENT_ID}/${ASSET_ID}?u=fan&e=${1_900_000_000 + n}&s=sig${n}`;
const gallery = (n: number) => ({
  id: CONTENT_ID,
  channelId: CHANNEL_ID,
  kind: "GALLERY",
  title: { ja: "写真", en: "Photos" },
  publishAt: "2026-11-20T00:00:00.000Z",
  body: null,
  media: [
    {
      id: ASSET_ID,
      kind: "IMAGE",
      contentType: "image/png",
      size: 100,
      filename: "a.png",
      url: url(n),
      expiresAt: "2030-03-17T17:46:40.000Z",
    },
  ],
});
/** As the API writes an article's image (core channels/article-images.ts). */
const html = (n: number) =>
  `<p>本文</p><img src="${url(n).replaceAll("&", "&amp;")}" alt="舞台" loading="lazy" decoding="async">`;
const article = (n: number) => ({
  ...gallery(n),
  kind: "ARTICLE",
  media: [],
  body: { ja: html(n), en: html(n) },
});

let fetches = 0;
beforeEach(() => {
  fetches = 0;
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function answer(view: (n: number) => unknown) {
  fetchMock.mockImplementation(async () => {
    fetches += 1;
    return jsonResponse(200, view(fetches));
  });
}

/** Moves the page's clock on by `ms` from now (the query's dataUpdatedAt stays where it was). */
function later(ms: number) {
  const now = Date.now();
  vi.spyOn(Date, "now").mockReturnValue(now + ms);
}

describe("ContentScreen: images on URLs that expired are fetched again", () => {
  it("a gallery image that fails on fresh URLs is broken and left alone; on URLs old enough, the content is fetched again", async () => {
    answer(gallery);
    renderWithApp(<ContentScreen projectId={PROJECT_ID} channelId={CHANNEL_ID} contentId={CONTENT_ID} />);
    const image = await screen.findByRole("img");
    expect(image.getAttribute("src")).toBe(url(1));

    // Fails right away: not an expiry, nothing is asked. Past the shortest URL life it fails again: an
    // expiry. The query starts its fetch within the error's handler, so the count is checked at once
    // after each (the second check shows that the first would have seen a fetch).
    fireEvent.error(image);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    later(11_000);
    fireEvent.error(image);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await waitFor(() => expect(screen.getByRole("img").getAttribute("src")).toBe(url(2)));
    // The fresh image failing too (a broken file, not an expiry) asks for nothing more.
    fireEvent.error(screen.getByRole("img"));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("an article's own image (in its sanitised HTML) gets fresh URLs the same way", async () => {
    answer(article);
    renderWithApp(<ContentScreen projectId={PROJECT_ID} channelId={CHANNEL_ID} contentId={CONTENT_ID} />);
    const image = await screen.findByRole("img", { name: "舞台" });
    expect(image.getAttribute("src")).toBe(url(1));

    later(11_000);
    fireEvent.error(image);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await waitFor(() => expect(screen.getByRole("img", { name: "舞台" }).getAttribute("src")).toBe(url(2)));
  });
});
