"use client";

import { LINK_TYPES, type LinkType, type Locale, MAX_LINKS } from "@fanfare/protocol";
import { useState } from "react";
import { Button } from "@/ui/button";
import { FieldError, fieldId, InputField, SelectField } from "./campaigns/field";
import { focusMovedItem, ItemActions, movedItems } from "./campaigns/item-actions";
import { LocalizedTextField } from "./campaigns/localized-text-field";
import { useBuilderTranslations } from "./campaigns/use-builder-translations";
import { type LinkDraft, newLinkDraft } from "./link-draft";

/** What the field says about where fans see the links, and its limit (MAX_LINKS, ExternalLink's). */
const OWNER_TEXTS = {
  campaign: { lead: "console.builder.links.lead", max: "console.builder.links.max" },
  project: { lead: "console.projectBuilder.links.lead", max: "console.projectBuilder.links.max" },
} as const;

/** Each link type's name: the networks' own names are never translated (as on the fan page). */
const typeName = (type: LinkType, t: (key: string) => string): string =>
  ({ TWITTER: "X (Twitter)", INSTAGRAM: "Instagram", URL: t("console.builder.links.webPage") })[type];

type ErrorAt = (...path: (string | number)[]) => string | undefined;
type TextErrors = (...path: (string | number)[]) => Partial<Record<Locale | "", string>>;

/**
 * A campaign's or a project's links (shown to fans on its page): add, move, remove rows; each a type, an
 * address (http or https, as the API checks) and an optional label per language with the usual
 * "missing translation" marks. The add button goes away at MAX_LINKS rather than failing on save.
 * Errors come from the builder's check of the whole form, by path (`links.0.url`).
 */
export function LinksField({
  owner,
  links,
  onChange,
  errorAt,
  textErrors,
  disabled,
}: {
  owner: keyof typeof OWNER_TEXTS;
  links: LinkDraft[];
  onChange: (links: LinkDraft[]) => void;
  errorAt: ErrorAt;
  textErrors: TextErrors;
  disabled?: boolean;
}) {
  const t = useBuilderTranslations();
  const [announcement, setAnnouncement] = useState("");
  const move = (from: number, to: number) => {
    const result = movedItems(links, from, to);
    if (!result) return;
    onChange(result.next);
    setAnnouncement(t("console.builder.links.moved", { number: from + 1, position: to + 1 }));
    focusMovedItem(`link-${result.moved.uid}`, from, to);
  };
  const groupId = fieldId(["links"]);
  return (
    <fieldset id={groupId} className="flex flex-col gap-3">
      <legend className="mb-1 font-bold">{t("console.builder.fields.links")}</legend>
      <p className="text-sm text-muted">{t(OWNER_TEXTS[owner].lead)}</p>
      {links.length === 0 ? <p className="text-sm text-muted">{t("console.builder.links.none")}</p> : null}
      <ol className="flex flex-col gap-3">
        {links.map((link, index) => {
          const heading = t("console.builder.links.heading", { number: index + 1 });
          const update = (patch: Partial<LinkDraft>) =>
            onChange(links.map((other) => (other.uid === link.uid ? { ...other, ...patch } : other)));
          return (
            <li key={link.uid} className="flex flex-col gap-3 rounded-lg border border-line p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-bold">{heading}</h3>
                {disabled ? null : (
                  <ItemActions
                    idPrefix={`link-${link.uid}`}
                    heading={heading}
                    index={index}
                    count={links.length}
                    onMove={move}
                    onRemove={() => {
                      onChange(links.filter((other) => other.uid !== link.uid));
                      setAnnouncement(t("console.builder.links.removed", { number: index + 1 }));
                    }}
                  />
                )}
              </div>
              <div className="grid gap-3 md:grid-cols-[12rem_1fr]">
                <SelectField
                  id={fieldId(["links", index, "type"])}
                  label={t("console.builder.links.type")}
                  error={errorAt("links", index, "type")}
                  disabled={disabled}
                  value={link.type}
                  options={LINK_TYPES.map((type) => ({ value: type, label: typeName(type, t) }))}
                  onChange={(type) => type && update({ type })}
                />
                <InputField
                  id={fieldId(["links", index, "url"])}
                  type="url"
                  label={t("console.builder.links.url")}
                  hint={t("console.builder.links.urlHint")}
                  error={errorAt("links", index, "url")}
                  disabled={disabled}
                  maxLength={2048}
                  value={link.url}
                  onChange={(url) => update({ url })}
                />
              </div>
              <LocalizedTextField
                path={["links", index, "label"]}
                label={t("console.builder.links.label")}
                hint={t("console.builder.links.labelHint")}
                value={link.label}
                errors={textErrors("links", index, "label")}
                disabled={disabled}
                onChange={(label) => update({ label })}
              />
            </li>
          );
        })}
      </ol>
      {disabled || links.length >= MAX_LINKS ? null : (
        <div>
          <Button
            variant="outlined"
            size="sm"
            onClick={() => {
              onChange([...links, newLinkDraft()]);
              setAnnouncement(t("console.builder.links.added", { number: links.length + 1 }));
            }}
          >
            {t("console.builder.links.add")}
          </Button>
        </div>
      )}
      {links.length >= MAX_LINKS && !disabled ? (
        <p className="text-sm text-muted">{t(OWNER_TEXTS[owner].max, { max: MAX_LINKS })}</p>
      ) : null}
      <FieldError id={groupId}>{errorAt("links")}</FieldError>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
