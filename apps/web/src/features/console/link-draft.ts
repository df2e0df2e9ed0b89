import type { ExternalLink, LinkType } from "@fanfare/protocol";
import { type LocalizedDraft, toLocalizedText } from "./campaigns/localized-text-field";

/**
 * One link as a builder holds it (a campaign's or a project's, ExternalLink): `uid` keys it in the list
 * while rows move, and names its row's buttons.
 */
export type LinkDraft = { uid: string; type: LinkType; url: string; label: LocalizedDraft };

let uidCounter = 0;
const nextUid = () => `l${++uidCounter}`;

export function newLinkDraft(): LinkDraft {
  return { uid: nextUid(), type: "URL", url: "", label: {} };
}

/** The links as the API takes them. A label with no language written is no label: fans then see the link's type. */
export function linksFromDrafts(drafts: readonly LinkDraft[]) {
  return drafts.map((link) => {
    const label = toLocalizedText(link.label);
    return { type: link.type, url: link.url.trim(), ...(Object.keys(label).length > 0 ? { label } : {}) };
  });
}

/** The rows of links already saved (from the operator's view of a campaign or a project). */
export function draftsFromLinks(links: readonly ExternalLink[]): LinkDraft[] {
  return links.map((link) => ({ uid: nextUid(), type: link.type, url: link.url, label: { ...link.label } }));
}
