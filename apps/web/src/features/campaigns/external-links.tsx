import type { ExternalLink, LinkType, Locale } from "@fanfare/protocol";
import { localized } from "./localized-text";

/** What an unlabelled link says: the network's own name (never translated), or the address itself. */
const LINK_BRANDS: Partial<Record<LinkType, string>> = {
  TWITTER: "X (Twitter)",
  INSTAGRAM: "Instagram",
};

/** A link's text in the page's language: its label, else the network's name, else its address. */
export function linkText(link: ExternalLink, locale: Locale): string {
  return link.label ? localized(link.label, locale) : (LINK_BRANDS[link.type] ?? link.url);
}

/**
 * The links an operator gave a campaign or a project, in their order, each opening the other site in a
 * new tab without handing it this page (noopener). Nothing at all when there are none. No hooks: the
 * campaign page, its console preview and the project page each pass the language they show.
 */
export function ExternalLinks({
  links,
  locale,
  label,
}: {
  links: readonly ExternalLink[];
  locale: Locale;
  /** The list's accessible name, where the page has no heading that says what these links are. */
  label?: string;
}) {
  if (links.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-3 text-sm">
      {links.map((link, index) => (
        // Two links may share an address (an X profile labelled twice): the position keeps keys apart.
        <li key={`${index}-${link.url}`}>
          <a href={link.url} target="_blank" rel="noopener noreferrer" className="text-link underline">
            {linkText(link, locale)}
          </a>
        </li>
      ))}
    </ul>
  );
}
