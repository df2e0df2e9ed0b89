import {
  COUNTRIES,
  type Country,
  type OperatorProjectView,
  type ProjectDefinition,
  type ProjectPatch,
} from "@fanfare/protocol";
import type { z } from "zod";
import { type LocalizedDraft, toLocalizedText } from "../campaigns/localized-text-field";
import { draftsFromLinks, type LinkDraft, linksFromDrafts } from "../link-draft";

/**
 * The project form as the operator fills it: texts per language, the links fans see on its page and the
 * countries fans may come from. The logo and documents are saved by their own panel
 * (project-assets-panel.tsx), once the project exists.
 */
export type ProjectDraft = {
  name: LocalizedDraft;
  description: LocalizedDraft;
  links: LinkDraft[];
  allowedCountries: Country[];
};

/** A new project: no links, every country allowed (the API's own defaults), nothing written yet. */
export function emptyProjectDraft(): ProjectDraft {
  return { name: {}, description: {}, links: [], allowedCountries: [...COUNTRIES] };
}

export function projectDraftFromView(view: OperatorProjectView): ProjectDraft {
  return {
    name: { ...view.name },
    description: { ...view.description },
    links: draftsFromLinks(view.links),
    allowedCountries: COUNTRIES.filter((country) => view.allowedCountries.includes(country)),
  };
}

/** The creation body (POST …/projects). */
export function toProjectDefinition(draft: ProjectDraft): z.input<typeof ProjectDefinition> {
  return {
    name: toLocalizedText(draft.name) as z.input<typeof ProjectDefinition>["name"],
    description: toLocalizedText(draft.description) as z.input<typeof ProjectDefinition>["description"],
    links: linksFromDrafts(draft.links) as z.input<typeof ProjectDefinition>["links"],
    allowedCountries: draft.allowedCountries,
  };
}

/**
 * The edit body (PATCH …/projects/:id): only what changed since `loaded`, so two operators editing
 * different parts of one project do not undo each other's work.
 */
export function toProjectPatch(draft: ProjectDraft, loaded: ProjectDraft): z.input<typeof ProjectPatch> {
  const full = toProjectDefinition(draft);
  const before = toProjectDefinition(loaded);
  const patch: z.input<typeof ProjectPatch> = {};
  if (JSON.stringify(full.name) !== JSON.stringify(before.name)) patch.name = full.name;
  if (JSON.stringify(full.description) !== JSON.stringify(before.description)) patch.description = full.description;
  // The links go as a whole list (the API replaces them), and only when one of them or their order changed.
  if (JSON.stringify(full.links) !== JSON.stringify(before.links)) patch.links = full.links;
  if (JSON.stringify(full.allowedCountries) !== JSON.stringify(before.allowedCountries)) {
    patch.allowedCountries = full.allowedCountries;
  }
  return patch;
}
