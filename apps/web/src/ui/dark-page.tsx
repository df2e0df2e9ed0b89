import type { ReactNode } from "react";
import { PageTheme } from "./page-theme";

/**
 * Renders its page in the dark theme (spec section 2: the campaign and claimed-success pages are dark
 * unless their campaign says otherwise, and /maintenance). See PageTheme for how the switch works.
 */
export function DarkPage({ children }: { children: ReactNode }) {
  return <PageTheme theme="dark">{children}</PageTheme>;
}
