"use client";

import {
  type AssetType,
  LOCALES,
  type Locale,
  type OperatorProjectView,
  PROJECT_DOCUMENT_TYPES,
  type ProjectDocument,
} from "@fanfare/protocol";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { fieldId } from "../campaigns/field";
import { useBuilderTranslations } from "../campaigns/use-builder-translations";
import { CONSOLE_QUERY_KEYS, consoleApi } from "../console-api";
import { AssetUploadField } from "../uploads/asset-upload-field";

type Draft = Partial<Record<AssetType, string>>;

const DOCUMENT_TEXTS: Record<ProjectDocument, { legend: string; field: string }> = {
  terms: { legend: "console.projectAssets.terms", field: "console.projectAssets.termsIn" },
  privacyPolicy: { legend: "console.projectAssets.privacyPolicy", field: "console.projectAssets.privacyPolicyIn" },
};

function draftOf(project: OperatorProjectView): Draft {
  return Object.fromEntries(project.assets.map((asset) => [asset.type, asset.url]));
}

/** The project's assets as the API takes them: every type with an address, the ones left empty removed. */
export function assetsOf(draft: Draft): { type: AssetType; url: string }[] {
  return Object.entries(draft)
    .map(([type, url]) => ({ type: type as AssetType, url: (url ?? "").trim() }))
    .filter((asset) => asset.url !== "");
}

/**
 * The project's logo and its per-language terms-of-use and privacy-policy documents (PDFs), each typed
 * in or uploaded, saved together (operatorUpdateProject replaces the assets as a whole: types this panel
 * does not show are kept as they were). Fans get each document's link beside the campaign's own texts.
 */
export function ProjectAssetsPanel({ project, readOnly }: { project: OperatorProjectView; readOnly: boolean }) {
  const t = useBuilderTranslations();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(project));
  const save = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => consoleApi.updateProject(project.id, { assets: assetsOf(draft) }),
    onSuccess: (view) => {
      queryClient.setQueryData(CONSOLE_QUERY_KEYS.project(project.id), view);
      setDraft(draftOf(view));
    },
  });
  const set = (type: AssetType) => (url: string) => {
    save.reset();
    setDraft((current) => ({ ...current, [type]: url }));
  };
  const field = (type: AssetType, label: string, kind: "image" | "document") => (
    <AssetUploadField
      key={type}
      id={fieldId(["assets", type])}
      projectId={project.id}
      kind={kind}
      label={label}
      hint={t("console.builder.urlHint")}
      disabled={readOnly || save.isPending}
      value={draft[type] ?? ""}
      onChange={set(type)}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <section aria-labelledby="project-assets-title" className="flex flex-col gap-4 rounded-xl border-2 border-line p-4">
      <h2 id="project-assets-title" className="text-lg font-bold">
        {t("console.projectAssets.title")}
      </h2>
      <p className="text-sm text-muted">{t("console.projectAssets.lead")}</p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <div className="max-w-xl">{field("LOGO", t("console.projectAssets.logo"), "image")}</div>
        {(Object.keys(PROJECT_DOCUMENT_TYPES) as ProjectDocument[]).map((document) => (
          <fieldset key={document} className="flex flex-col gap-3">
            <legend className="mb-2 font-bold">{t(DOCUMENT_TEXTS[document].legend)}</legend>
            <div className="grid gap-4 lg:grid-cols-2">
              {LOCALES.map((locale: Locale) =>
                field(
                  PROJECT_DOCUMENT_TYPES[document][locale],
                  t(DOCUMENT_TEXTS[document].field, { language: t(`languages.${locale}`) }),
                  "document",
                ),
              )}
            </div>
          </fieldset>
        ))}
        {save.isError ? <InlineAlert>{errorMessage(save.error)}</InlineAlert> : null}
        <p role="status" className="text-sm font-bold text-success">
          {save.isSuccess ? t("console.projectAssets.saved") : null}
        </p>
        {readOnly ? null : (
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t("console.projectAssets.saving") : t("console.projectAssets.save")}
            </Button>
          </div>
        )}
      </form>
    </section>
  );
}
