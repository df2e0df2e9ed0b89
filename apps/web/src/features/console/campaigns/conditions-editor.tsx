"use client";

import { CONDITION_KINDS, CONDITION_TYPES, type ConditionType } from "@fanfare/protocol";
import { useState } from "react";
import { Button } from "@/ui/button";
import { KIND_KEYS } from "./builder-texts";
import { type ConditionDraft, newConditionDraft } from "./campaign-draft";
import { itemActionLabel, SelectField } from "./field";
import { SchemaForm } from "./schema-form/schema-form";
import { useBuilderTranslations } from "./use-builder-translations";

export const kindOf = (type: ConditionType) => CONDITION_KINDS.find((kind) => kind.type === type);

/**
 * The campaign's conditions in order: add any kind of the protocol's registry, move one up or down,
 * remove one; each kind's settings form is built from its settings schema (SchemaForm). `readOnly`
 * lists the kinds only (a campaign's conditions once created, until the API edits them).
 */
export function ConditionsEditor({
  conditions,
  onChange,
  showErrors,
  readOnly = false,
}: {
  conditions: ConditionDraft[];
  onChange: (conditions: ConditionDraft[]) => void;
  showErrors: boolean;
  readOnly?: boolean;
}) {
  const t = useBuilderTranslations();
  const [adding, setAdding] = useState<ConditionType>(CONDITION_TYPES[0]);
  const [announcement, setAnnouncement] = useState("");
  const kindName = (type: ConditionType) => t(KIND_KEYS[type]);

  const move = (from: number, to: number) => {
    const next = [...conditions];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    onChange(next);
    setAnnouncement(t("console.builder.conditions.moved", { kind: kindName(moved.type), position: to + 1 }));
    // Keep the keyboard where it was: on the same button of the moved condition, when it still applies.
    requestAnimationFrame(() =>
      document.getElementById(`condition-${moved.uid}-${to < from ? "up" : "down"}`)?.focus(),
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {conditions.length === 0 ? (
        <p className="rounded-xl border-2 border-dashed border-line px-4 py-6 text-center text-muted">
          {t("console.builder.conditions.empty")}
        </p>
      ) : (
        <ol className="flex flex-col gap-4">
          {conditions.map((condition, index) => {
            const kind = kindOf(condition.type);
            const heading = t("console.builder.conditions.heading", {
              number: index + 1,
              kind: kindName(condition.type),
            });
            const headingId = `condition-${condition.uid}-title`;
            return (
              <li key={condition.uid}>
                <section
                  aria-labelledby={headingId}
                  className="flex flex-col gap-4 rounded-xl border-2 border-line bg-card p-4"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 id={headingId} className="font-bold">
                      {heading}
                    </h3>
                    {readOnly ? null : (
                      <span className="flex flex-wrap gap-1">
                        <Button
                          id={`condition-${condition.uid}-up`}
                          variant="outlined"
                          size="xs"
                          disabled={index === 0}
                          aria-label={itemActionLabel(t("console.builder.moveUp"), heading)}
                          onClick={() => move(index, index - 1)}
                        >
                          {t("console.builder.moveUp")}
                        </Button>
                        <Button
                          id={`condition-${condition.uid}-down`}
                          variant="outlined"
                          size="xs"
                          disabled={index === conditions.length - 1}
                          aria-label={itemActionLabel(t("console.builder.moveDown"), heading)}
                          onClick={() => move(index, index + 1)}
                        >
                          {t("console.builder.moveDown")}
                        </Button>
                        <Button
                          variant="outlined"
                          size="xs"
                          aria-label={itemActionLabel(t("console.builder.remove"), heading)}
                          onClick={() => {
                            onChange(conditions.filter((other) => other.uid !== condition.uid));
                            setAnnouncement(
                              t("console.builder.conditions.removed", { kind: kindName(condition.type) }),
                            );
                          }}
                        >
                          {t("console.builder.remove")}
                        </Button>
                      </span>
                    )}
                  </div>
                  {!readOnly && kind ? (
                    <SchemaForm
                      schema={kind.settings}
                      value={condition.settings}
                      path={["conditions", index]}
                      showErrors={showErrors}
                      onChange={(settings) =>
                        onChange(
                          conditions.map((other) => (other.uid === condition.uid ? { ...other, settings } : other)),
                        )
                      }
                    />
                  ) : null}
                </section>
              </li>
            );
          })}
        </ol>
      )}
      {readOnly ? null : (
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            id="condition-add-kind"
            label={t("console.builder.conditions.kind")}
            value={adding}
            options={CONDITION_TYPES.map((type) => ({ value: type, label: kindName(type) }))}
            onChange={(type) => type && setAdding(type)}
          />
          <Button
            variant="outlined"
            onClick={() => {
              onChange([...conditions, newConditionDraft(adding)]);
              setAnnouncement(t("console.builder.conditions.added", { kind: kindName(adding) }));
            }}
          >
            {t("console.builder.conditions.add")}
          </Button>
        </div>
      )}
    </div>
  );
}
