import type { ReactNode } from "react";

export type ScreenProps = { title: ReactNode; lead?: ReactNode; children?: ReactNode };

/** The frame of every page: one h1, an optional lead paragraph, then the content in a column. */
export function Screen({ title, lead, children }: ScreenProps) {
  return (
    <section className="flex flex-col gap-5">
      <h1 className="text-2xl leading-snug font-bold">{title}</h1>
      {lead ? <p className="leading-relaxed text-muted">{lead}</p> : null}
      {children}
    </section>
  );
}
