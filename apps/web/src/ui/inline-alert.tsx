import type { ReactNode } from "react";

/** An error sentence next to the form that caused it; announced at once by screen readers. */
export function InlineAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-lg border-2 border-danger bg-red-50 px-3 py-2 text-sm font-bold text-danger">
      {children}
    </p>
  );
}
