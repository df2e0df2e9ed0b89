"use client";

import { COUNTRIES, LOCALES, type OperatorProjectView, ProjectDefinition, ProjectPatch } from "@fanfare/protocol";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import type { z } from "zod";
import { useErrorMessage } from "@/hooks/use-error-message";
import { useLeaveGuard } from "@/hooks/use-leave-guard";
import { useRouter } from "@/i18n/navigation";
import { ApiError } from "@/lib/api";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { useToast } from "@/ui/toaster";
import { BackLink } from "../back-link";
import { describedBy, FieldError, FieldHint, fieldId } from "../campaigns/field";
import { ErrorSummary, FormSection } from "../campaigns/form-parts";
import { LocalizedTextField } from "../campaigns/localized-text-field";
import { issuesByPath, issueText, pathKey } from "../campaigns/schema-form/issues";
import { type BuilderTranslate, useBuilderTranslations } from "../campaigns/use-builder-translations";
import { CONSOLE_QUERY_KEYS, consoleApi } from "../console-api";
import { ConsoleQueryState } from "../console-query-state";
import { LinksField } from "../links-field";
import { LocalizedName } from "../localized-name";
import { StatusBadge } from "../status-badge";
import { useOperator } from "../use-operator";
import { ProjectAssetsPanel } from "./project-assets-panel";
import {
  emptyProjectDraft,
  type ProjectDraft,
  projectDraftFromView,
  toProjectDefinition,
  toProjectPatch,
} from "./project-draft";
import { PROJECT_STATUS } from "./project-status";

type Issues = Map<string, z.core.$ZodIssue>;

/** The words of the form's fields, and of a link's parts as its row labels them, for the error summary. */
const SUMMARY_KEYS: Record<string, string> = {
  name: "console.projectBuilder.fields.name",
  description: "console.projectBuilder.fields.description",
  links: "console.projectBuilder.fields.links",
  allowedCountries: "console.projectBuilder.fields.allowedCountries",
  type: "console.builder.links.type",
  url: "console.builder.links.url",
  label: "console.builder.links.label",
};

/** An issue's words in the error summary: its field, then which link and part (`Links #2 Address`), its language. */
function summaryLabel(t: BuilderTranslate, key: string): string {
  return key
    .split(".")
    .map((part) => {
      if (/^\d+$/.test(part)) return `#${Number(part) + 1}`;
      if ((LOCALES as readonly string[]).includes(part)) return `(${t(`languages.${part}`)})`;
      const words = SUMMARY_KEYS[part];
      return words ? t(words) : part;
    })
    .join(" ");
}

/** `/console/projects/new`: a new project (its logo and documents are uploaded once it exists). */
export function NewProjectScreen() {
  const initial = useMemo(() => emptyProjectDraft(), []);
  return <ProjectBuilder project={null} initial={initial} />;
}

/** `/console/projects/[projectId]/settings`: the project's texts, links, countries, logo and documents. */
export function EditProjectScreen({ projectId }: { projectId: string }) {
  const t = useBuilderTranslations();
  const project = useQuery({
    meta: { handlesErrors: true },
    queryKey: CONSOLE_QUERY_KEYS.project(projectId),
    queryFn: ({ signal }) => consoleApi.getProject(projectId, signal),
  });
  if (project.error instanceof ApiError && project.error.status === 404) {
    return (
      <Frame back="/console" title={t("console.projectBuilder.editTitle")}>
        <p className="rounded-xl border-2 border-dashed border-line px-4 py-8 text-center text-muted">
          {t("console.project.notFound")}
        </p>
      </Frame>
    );
  }
  return (
    <ConsoleQueryState query={project}>
      {(view) => <LoadedProject key={`${view.id}-${view.status}`} view={view} />}
    </ConsoleQueryState>
  );
}

function LoadedProject({ view }: { view: OperatorProjectView }) {
  const initial = useMemo(() => projectDraftFromView(view), [view]);
  return <ProjectBuilder project={view} initial={initial} />;
}

function Frame({ back, title, children }: { back: string; title: ReactNode; children: ReactNode }) {
  const t = useBuilderTranslations();
  return (
    <section className="flex flex-col gap-6" aria-labelledby="console-page-title">
      <BackLink href={back}>{t(back === "/console" ? "console.project.back" : "console.projectBuilder.back")}</BackLink>
      <h1 id="console-page-title" className="text-2xl leading-snug font-bold">
        {title}
      </h1>
      {children}
    </section>
  );
}

function ProjectBuilder({ project, initial }: { project: OperatorProjectView | null; initial: ProjectDraft }) {
  const t = useBuilderTranslations();
  const toast = useToast();
  const router = useRouter();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const operator = useOperator();
  const readOnly = operator.data?.role === "VIEWER";
  const [loaded, setLoaded] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [issues, setIssues] = useState<Issues | null>(null);
  const set = <K extends keyof ProjectDraft>(key: K, value: ProjectDraft[K]) =>
    setDraft((old) => ({ ...old, [key]: value }));
  const errorAt = (...path: (string | number)[]) => {
    const issue = issues?.get(pathKey(path));
    return issue ? issueText(t, issue) : undefined;
  };
  const textErrors = (...path: (string | number)[]) =>
    Object.fromEntries(
      (["", ...LOCALES] as const).flatMap((locale) => {
        const text = locale ? errorAt(...path, locale) : errorAt(...path);
        return text ? [[locale, text]] : [];
      }),
    );

  const afterWrite = async (saved: OperatorProjectView) => {
    queryClient.setQueryData(CONSOLE_QUERY_KEYS.project(saved.id), saved);
    await queryClient.invalidateQueries({ queryKey: CONSOLE_QUERY_KEYS.projects });
  };
  const save = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: { create: z.input<typeof ProjectDefinition> } | { patch: z.input<typeof ProjectPatch> }) =>
      "create" in body
        ? consoleApi.createProject(body.create)
        : consoleApi.updateProject(project?.id ?? "", body.patch),
    onSuccess: async (saved) => {
      await afterWrite(saved);
      toast.showToast({ type: "success", message: t("console.projectBuilder.saved") });
      setLoaded(draft);
      // A new project goes on to its settings page, where the logo and documents can be uploaded.
      if (!project) router.push(`/console/projects/${saved.id}/settings`);
    },
  });
  const publish = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => consoleApi.publishProject(project?.id ?? ""),
    onSuccess: async (saved) => {
      await afterWrite(saved);
      toast.showToast({ type: "success", message: t("console.projectBuilder.published") });
    },
  });

  const submit = () => {
    const result = project
      ? ProjectPatch.safeParse(toProjectPatch(draft, loaded))
      : ProjectDefinition.safeParse(toProjectDefinition(draft));
    if (!result.success) {
      setIssues(issuesByPath(result.error.issues));
      requestAnimationFrame(() => document.getElementById("project-errors")?.focus());
      return;
    }
    setIssues(new Map());
    if (project) save.mutate({ patch: toProjectPatch(draft, loaded) });
    else save.mutate({ create: toProjectDefinition(draft) });
  };
  const countriesId = fieldId(["allowedCountries"]);
  const countriesError = errorAt("allowedCountries");
  const countriesHint = t("console.projectBuilder.countriesHint");
  const unsaved = JSON.stringify(draft) !== JSON.stringify(loaded);
  useLeaveGuard(!readOnly && unsaved, t("console.unsaved.leave"));

  return (
    <Frame
      back={project ? `/console/projects/${project.id}` : "/console"}
      title={
        project ? (
          <>
            {t("console.projectBuilder.editTitle")}: <LocalizedName text={project.name} />
          </>
        ) : (
          t("console.projectBuilder.newTitle")
        )
      }
    >
      {readOnly ? <p className="text-sm text-muted">{t("console.projectBuilder.readOnly")}</p> : null}
      {project ? (
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge tone={PROJECT_STATUS[project.status].tone}>
            {t(PROJECT_STATUS[project.status].label)}
          </StatusBadge>
          {project.status === "MAKING" && !readOnly ? (
            <>
              <Button
                size="sm"
                disabled={publish.isPending || unsaved}
                aria-describedby="project-publish-hint"
                onClick={() => publish.mutate()}
              >
                {t("console.projectBuilder.publish")}
              </Button>
              <span id="project-publish-hint" className="text-sm text-muted">
                {t(unsaved ? "console.projectBuilder.publishSaveFirst" : "console.projectBuilder.publishHint")}
              </span>
            </>
          ) : null}
        </div>
      ) : null}
      <InlineAlert>{publish.error ? errorMessage(publish.error) : null}</InlineAlert>
      <form
        noValidate
        className="flex flex-col gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (!readOnly) submit();
        }}
      >
        <ErrorSummary id="project-errors" issues={issues ?? new Map()} label={(key) => summaryLabel(t, key)} />

        <FormSection id="project-texts" title={t("console.projectBuilder.sections.texts")}>
          <LocalizedTextField
            path={["name"]}
            label={t("console.projectBuilder.fields.name")}
            value={draft.name}
            errors={textErrors("name")}
            disabled={readOnly}
            onChange={(value) => set("name", value)}
          />
          <LocalizedTextField
            path={["description"]}
            label={t("console.projectBuilder.fields.description")}
            multiline
            value={draft.description}
            errors={textErrors("description")}
            disabled={readOnly}
            onChange={(value) => set("description", value)}
          />
        </FormSection>

        <FormSection id="project-links" title={t("console.projectBuilder.sections.links")}>
          <LinksField
            owner="project"
            links={draft.links}
            onChange={(links) => set("links", links)}
            errorAt={errorAt}
            textErrors={textErrors}
            disabled={readOnly}
          />
        </FormSection>

        <FormSection id="project-countries" title={t("console.projectBuilder.sections.countries")}>
          <fieldset
            id={countriesId}
            tabIndex={-1}
            aria-describedby={describedBy(countriesId, countriesHint, countriesError)}
            className="flex flex-col gap-2"
          >
            <legend className="text-sm font-bold">{t("console.projectBuilder.fields.allowedCountries")}</legend>
            <FieldHint id={countriesId}>{countriesHint}</FieldHint>
            <div className="grid grid-cols-2 gap-2 lg:grid-cols-3">
              {COUNTRIES.map((country) => {
                const id = `${countriesId}-${country}`;
                return (
                  <div key={country} className="flex items-center gap-2">
                    <input
                      id={id}
                      type="checkbox"
                      checked={draft.allowedCountries.includes(country)}
                      disabled={readOnly}
                      onChange={(event) =>
                        set(
                          "allowedCountries",
                          COUNTRIES.filter((c) =>
                            c === country ? event.target.checked : draft.allowedCountries.includes(c),
                          ),
                        )
                      }
                      className="size-5 accent-[var(--color-focus)]"
                    />
                    <label htmlFor={id}>{t(`countries.${country}`)}</label>
                  </div>
                );
              })}
            </div>
            <FieldError id={countriesId}>{countriesError}</FieldError>
          </fieldset>
        </FormSection>

        {project ? null : <p className="text-sm text-muted">{t("console.projectBuilder.assetsAfterCreate")}</p>}

        <InlineAlert>{save.error ? errorMessage(save.error) : null}</InlineAlert>
        {readOnly ? null : (
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={save.isPending || (project !== null && !unsaved)}>
              {t(project ? "console.projectBuilder.save" : "console.projectBuilder.create")}
            </Button>
            {project && !unsaved ? (
              <span className="text-sm text-muted">{t("console.projectBuilder.noChanges")}</span>
            ) : null}
          </div>
        )}
      </form>
      {project ? <ProjectAssetsPanel project={project} readOnly={readOnly} /> : null}
    </Frame>
  );
}
