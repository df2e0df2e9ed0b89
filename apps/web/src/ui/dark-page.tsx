import type { ReactNode } from "react";

/**
 * Renders its page in the dark theme (spec section 2: the campaign and claimed-success pages are dark).
 * The marker sits in the page; globals.css switches the whole document's colour variables with
 * `:root:has([data-page-theme="dark"])`, so header, footer and background follow, already in the
 * server-rendered HTML (no flash of the light theme) and back to light as soon as the page is left.
 */
export function DarkPage({ children }: { children: ReactNode }) {
  return (
    <div data-page-theme="dark" className="contents">
      {children}
    </div>
  );
}
