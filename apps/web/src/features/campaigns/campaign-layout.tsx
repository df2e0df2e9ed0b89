import type { ReactNode } from "react";
import { WIDE_LAYOUT } from "@/ui/skeleton";

export type CampaignLayoutProps = {
  /** The h1 and the state: read first on every screen. */
  head: ReactNode;
  /** The campaign's art (its image, or its first NFT's); null when it has none. */
  art: ReactNode | null;
  /** Everything else: description, periods, conditions, links, the action. */
  body: ReactNode;
};

/**
 * The campaign page's arrangement. On a phone one column in reading order: title and state, the art,
 * then the details, as the page always was. On a laptop (lg) the art stands on the left, kept in sight
 * while the details scroll by, and title, state, conditions and action read down the right; both from
 * the same markup, by grid placement, so a screen reader and the keyboard meet them in the phone's
 * order on every screen. Without art the page keeps the frame's readable column.
 */
export function CampaignLayout({ head, art, body }: CampaignLayoutProps) {
  if (art === null) {
    return (
      <section className="flex flex-col gap-5">
        <div data-testid="campaign-head" className="flex flex-col gap-5">
          {head}
        </div>
        <div data-testid="campaign-details" className="flex flex-col gap-5">
          {body}
        </div>
      </section>
    );
  }
  return (
    <section
      {...WIDE_LAYOUT}
      className="flex flex-col gap-5 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:grid-rows-[auto_1fr] lg:gap-x-12"
    >
      <div data-testid="campaign-head" className="flex flex-col gap-5 lg:col-start-2 lg:row-start-1">
        {head}
      </div>
      <div
        data-testid="campaign-art"
        className="lg:sticky lg:top-8 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:self-start"
      >
        {art}
      </div>
      <div data-testid="campaign-details" className="flex flex-col gap-5 lg:col-start-2 lg:row-start-2">
        {body}
      </div>
    </section>
  );
}
