"use client";

import { CONDITION_KINDS, CONDITION_TYPES, type ConditionType } from "@fanfare/protocol";
import { useState } from "react";
import { Button } from "@/ui/button";
import { KIND_KEYS } from "./builder-texts";
import { type ConditionDraft, newConditionDraft } from "./campaign-draft";
import { SelectField } from "./field";
import { focusMovedItem, ItemActions, movedItems } from "./item-actions";
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
    const result = movedItems(conditions, from, to);
    if (!result) return;
    onChange(result.next);
    setAnnouncement(t("console.builder.conditions.moved", { kind: kindName(result.moved.type), position: to + 1 }));
    focusMovedItem(`condition-${result.moved.uid}`, from, to);
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
                      <ItemActions
                        idPrefix={`condition-${condition.uid}`}
                        heading={heading}
                        index={index}
                        count={conditions.length}
                        onMove={move}
                        onRemove={() => {
                          onChange(conditions.filter((other) => other.uid !== condition.uid));
                          setAnnouncement(t("console.builder.conditions.removed", { kind: kindName(condition.type) }));
                        }}
                      />
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
