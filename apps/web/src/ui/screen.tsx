import type { ReactNode } from "react";
import { WIDE_LAYOUT } from "./skeleton";

export type ScreenProps = {
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  /**
   * A page laid out for the width of a laptop (lists as grids, a hero): the frame widens for it. Without
   * it the page keeps a readable column on every screen, as forms and texts should.
   */
  wide?: boolean;
};

/** The frame of every page: one h1, an optional lead paragraph, then the content in a column. */
export function Screen({ title, lead, children, wide = false }: ScreenProps) {
  return (
    <section {...(wide ? WIDE_LAYOUT : {})} className="flex flex-col gap-5">
      <h1 className="text-2xl leading-snug font-bold lg:text-3xl">{title}</h1>
      {lead ? <p className="leading-relaxed text-muted lg:max-w-3xl">{lead}</p> : null}
      {children}
    </section>
  );
}
