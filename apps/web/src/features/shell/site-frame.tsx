"use client";

import { useSelectedLayoutSegment } from "next/navigation";
import type { ReactNode } from "react";

/** The first path segment under /{locale}/ of the operator console, which brings its own frame. */
export const CONSOLE_SEGMENT = "console";

export type SiteFrameProps = { header: ReactNode; footer: ReactNode; children: ReactNode };

/**
 * The fan pages' frame: a mobile-first column with the site's header, `<main>` and footer. The operator
 * console is a desktop tool with its own banner, navigation and main (app/[locale]/console/), so under
 * /console the page is handed on unframed: a second frame would nest its landmarks in this one's.
 */
export function SiteFrame({ header, footer, children }: SiteFrameProps) {
  const segment = useSelectedLayoutSegment();
  if (segment === CONSOLE_SEGMENT) return children;
  return (
    <FanColumn header={header} footer={footer}>
      {children}
    </FanColumn>
  );
}

/**
 * The column itself; also what the console's not-found page shows, so it looks like any other 404.
 * A phone's column up to tablets; on a laptop (lg, 1024 px) a wide card, in which a page keeps a
 * readable column (forms, texts) unless it is laid out for the width (ui/screen.tsx `wide`, marked
 * `data-layout="wide"` anywhere inside it: campaign, project and list pages). The marker is found with
 * :has(), so a page needs no say in the frame; a browser without :has() keeps the readable column.
 */
export function FanColumn({ header, footer, children }: SiteFrameProps) {
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-[480px] flex-col bg-card shadow-sm md:my-6 md:min-h-[calc(100dvh-3rem)] md:rounded-2xl lg:max-w-5xl xl:max-w-6xl">
      {header}
      <main id="main" className="flex flex-1 flex-col px-5 py-8 lg:px-10 lg:py-10">
        <div
          data-testid="page-column"
          className="flex w-full flex-1 flex-col lg:mx-auto lg:max-w-xl lg:has-[[data-layout=wide]]:max-w-none"
        >
          {children}
        </div>
      </main>
      {footer}
    </div>
  );
}
