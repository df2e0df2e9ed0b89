import { SiteFooter } from "@/features/shell/site-footer";
import { FanColumn } from "@/features/shell/site-frame";
import { SiteHeader } from "@/features/shell/site-header";
import NotFound from "../not-found";

/**
 * The console's layout answers "not found" to an account that operates nothing (console-gate.ts). The
 * fan pages' frame steps aside under /console (site-frame.tsx), so this page brings it back: such a
 * visitor sees the site's ordinary not-found page, which says nothing of a console.
 */
export default function ConsoleNotFound() {
  return (
    <FanColumn header={<SiteHeader />} footer={<SiteFooter />}>
      <NotFound />
    </FanColumn>
  );
}
