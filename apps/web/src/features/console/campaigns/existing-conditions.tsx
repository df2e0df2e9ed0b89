"use client";

import { CONDITION_TYPES, type ConditionType, type OperatorCampaignView } from "@fanfare/protocol";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { CONSOLE_QUERY_KEYS, consoleApi } from "../console-api";
import { KIND_KEYS } from "./builder-texts";
import { type ConditionDraft, newConditionDraft } from "./campaign-draft";
import { kindOf } from "./conditions-editor";
import { itemActionLabel, SelectField } from "./field";
import { SchemaForm, validateWith } from "./schema-form/schema-form";
import { useBuilderTranslations } from "./use-builder-translations";

type Body = { type: ConditionType } & Record<string, unknown>;
const bodyOf = (draft: ConditionDraft) =>
  ({ ...(draft.settings as Record<string, unknown>), type: draft.type }) as Body;

/**
 * The conditions of an existing campaign, edited through the API one change at a time (ADR 0023): add
 * one at the end, move one up or down (the whole order is sent), replace one's settings, remove one.
 * The API refuses what would hurt fans (a condition fans completed, an addition after publishing) with a
 * catalogue code, shown here translated. "Replace settings" starts from the stored settings; codes are
 * never shown again, so a code kind's form starts without them (codes entered there are added).
 */
/** The edit form of a stored condition: the kind's empty form, filled with what is stored. */
function storedConditionDraft(condition: OperatorCampaignView["conditions"][number]): ConditionDraft {
  const empty = newConditionDraft(condition.type);
  return { ...empty, settings: { ...(empty.settings as Record<string, unknown>), ...condition.settings } };
}

export function ExistingConditions({ campaign, readOnly }: { campaign: OperatorCampaignView; readOnly: boolean }) {
  const t = useBuilderTranslations();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState("");
  const [editing, setEditing] = useState<ConditionDraft | null>(null);
  const [adding, setAdding] = useState<ConditionDraft>(() => newConditionDraft(CONDITION_TYPES[0]));
  const [showErrors, setShowErrors] = useState<"add" | "edit" | null>(null);
  const conditions = [...campaign.conditions].sort((a, b) => a.position - b.position);
  const kindName = (type: ConditionType) => t(KIND_KEYS[type]);

  const change = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (run: () => Promise<OperatorCampaignView>) => run(),
    onSuccess: async (view) => {
      queryClient.setQueryData(CONSOLE_QUERY_KEYS.campaign(view.id), view);
      await queryClient.invalidateQueries({ queryKey: CONSOLE_QUERY_KEYS.checklist(view.id) });
    },
  });
  const run = (action: () => Promise<OperatorCampaignView>, said: string, then?: () => void) =>
    change.mutate(action, {
      onSuccess: () => {
        setAnnouncement(said);
        setShowErrors(null);
        then?.();
      },
    });
  const move = (from: number, to: number) => {
    const ids = conditions.map((condition) => condition.id);
    const [moved] = ids.splice(from, 1);
    if (!moved) return;
    ids.splice(to, 0, moved);
    const type = conditions[from]?.type ?? "NONE";
    run(
      () => consoleApi.reorderConditions(campaign.id, ids),
      t("console.builder.conditions.moved", { kind: kindName(type), position: to + 1 }),
      () =>
        requestAnimationFrame(() =>
          document.getElementById(`condition-${moved}-${to < from ? "up" : "down"}`)?.focus(),
        ),
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {change.error ? <InlineAlert>{errorMessage(change.error)}</InlineAlert> : null}
      {conditions.length === 0 ? (
        <p className="rounded-xl border-2 border-dashed border-line px-4 py-6 text-center text-muted">
          {t("console.builder.conditions.empty")}
        </p>
      ) : (
        <ol className="flex flex-col gap-4">
          {conditions.map((condition, index) => {
            const heading = t("console.builder.conditions.heading", {
              number: index + 1,
              kind: kindName(condition.type),
            });
            const kind = kindOf(condition.type);
            const open = editing?.id === condition.id;
            return (
              <li key={condition.id}>
                <section
                  id={`field-conditions-${condition.id}`}
                  tabIndex={-1}
                  aria-labelledby={`condition-${condition.id}-title`}
                  className="flex flex-col gap-4 rounded-xl border-2 border-line bg-card p-4"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 id={`condition-${condition.id}-title`} className="font-bold">
                      {heading}
                    </h3>
                    {condition.codes ? (
                      <p className="text-sm text-muted">{t("console.builder.conditions.codeCount", condition.codes)}</p>
                    ) : null}
                    {readOnly ? null : (
                      <span className="flex flex-wrap gap-1">
                        <Button
                          id={`condition-${condition.id}-up`}
                          variant="outlined"
                          size="xs"
                          disabled={index === 0 || change.isPending}
                          aria-label={itemActionLabel(t("console.builder.moveUp"), heading)}
                          onClick={() => move(index, index - 1)}
                        >
                          {t("console.builder.moveUp")}
                        </Button>
                        <Button
                          id={`condition-${condition.id}-down`}
                          variant="outlined"
                          size="xs"
                          disabled={index === conditions.length - 1 || change.isPending}
                          aria-label={itemActionLabel(t("console.builder.moveDown"), heading)}
                          onClick={() => move(index, index + 1)}
                        >
                          {t("console.builder.moveDown")}
                        </Button>
                        <Button
                          variant="outlined"
                          size="xs"
                          aria-expanded={open}
                          aria-label={itemActionLabel(t("console.builder.conditions.replaceSettings"), heading)}
                          onClick={() =>
                            setEditing(open ? null : { ...storedConditionDraft(condition), id: condition.id })
                          }
                        >
                          {t("console.builder.conditions.replaceSettings")}
                        </Button>
                        <Button
                          variant="outlined"
                          size="xs"
                          disabled={change.isPending}
                          aria-label={itemActionLabel(t("console.builder.remove"), heading)}
                          onClick={() =>
                            run(
                              () => consoleApi.removeCondition(condition.id),
                              t("console.builder.conditions.removed", { kind: kindName(condition.type) }),
                            )
                          }
                        >
                          {t("console.builder.remove")}
                        </Button>
                      </span>
                    )}
                  </div>
                  {open && editing && kind ? (
                    <div className="flex flex-col gap-3">
                      <p className="text-sm text-muted">{t("console.builder.conditions.replaceLead")}</p>
                      <SchemaForm
                        schema={kind.settings}
                        value={editing.settings}
                        path={["conditions", condition.id]}
                        showErrors={showErrors === "edit"}
                        onChange={(settings) => setEditing({ ...editing, settings })}
                      />
                      <div>
                        <Button
                          disabled={change.isPending}
                          onClick={() => {
                            if (validateWith(kind.settings, editing.settings).size > 0) return setShowErrors("edit");
                            run(
                              () => consoleApi.updateCondition(condition.id, bodyOf(editing) as never),
                              t("console.builder.conditions.settingsSaved", { kind: kindName(condition.type) }),
                              () => setEditing(null),
                            );
                          }}
                        >
                          {t("console.builder.conditions.saveSettings")}
                        </Button>
                      </div>
                    </div>
                  ) : null}
                </section>
              </li>
            );
          })}
        </ol>
      )}
      {readOnly ? null : (
        <section
          aria-labelledby="condition-add-title"
          className="flex flex-col gap-4 rounded-xl border-2 border-dashed border-line p-4"
        >
          <h3 id="condition-add-title" className="font-bold">
            {t("console.builder.conditions.addTitle")}
          </h3>
          <SelectField
            id="condition-add-kind"
            label={t("console.builder.conditions.kind")}
            value={adding.type}
            options={CONDITION_TYPES.map((type) => ({ value: type, label: kindName(type) }))}
            onChange={(type) => type && setAdding(newConditionDraft(type))}
          />
          {kindOf(adding.type) ? (
            <SchemaForm
              schema={kindOf(adding.type)?.settings ?? ({} as never)}
              value={adding.settings}
              path={["conditions", "new"]}
              showErrors={showErrors === "add"}
              onChange={(settings) => setAdding({ ...adding, settings })}
            />
          ) : null}
          <div>
            <Button
              variant="outlined"
              disabled={change.isPending}
              onClick={() => {
                const kind = kindOf(adding.type);
                if (kind && validateWith(kind.settings, adding.settings).size > 0) return setShowErrors("add");
                run(
                  () => consoleApi.addCondition(campaign.id, bodyOf(adding) as never),
                  t("console.builder.conditions.added", { kind: kindName(adding.type) }),
                  () => setAdding(newConditionDraft(adding.type)),
                );
              }}
            >
              {t("console.builder.conditions.add")}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
