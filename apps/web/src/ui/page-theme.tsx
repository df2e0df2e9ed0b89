import type { UiTheme } from "@fanfare/protocol";
import type { ReactNode } from "react";

/**
 * Renders its page in one of the spec's UI themes (light, dark). The marker sits in the page;
 * globals.css switches the whole document's colour variables with `:root:has([data-page-theme="dark"])`,
 * so header, footer and background follow, already in the server-rendered HTML (no flash) and back to
 * the site's light theme as soon as the page is left. Light is the site's own palette: its marker changes
 * nothing, and says which theme the page asked for.
 */
export function PageTheme({ theme, children }: { theme: UiTheme; children: ReactNode }) {
  return (
    <div data-page-theme={theme} className="contents">
      {children}
    </div>
  );
}
