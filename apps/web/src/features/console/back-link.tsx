"use client";

import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";

/** The link above a console page's title back to the page it belongs to ("← Back to the campaign"). */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p>
      <Link href={href} className="text-sm font-bold text-link underline hover:no-underline">
        <span aria-hidden="true">← </span>
        {children}
      </Link>
    </p>
  );
}
