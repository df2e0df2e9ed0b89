import type { ReactNode } from "react";

export type BottomBarProps = {
  children: ReactNode;
  /** Names the group of actions for screen readers when the buttons alone do not say what it is for. */
  label?: string;
};

/**
 * The fixed bottom bar of buttons (spec section 2): the page's main action stays within thumb reach
 * on a phone. A spacer of the bar's height keeps the end of the page from hiding under it.
 */
export function BottomBar({ children, label }: BottomBarProps) {
  return (
    <>
      <div aria-hidden="true" className="h-24 shrink-0" data-testid="bottom-bar-spacer" />
      <div
        {...(label ? { role: "group", "aria-label": label } : {})}
        className="fixed inset-x-0 bottom-0 z-30 mx-auto flex w-full max-w-[480px] gap-3 border-t border-line bg-card px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] [&>*]:flex-1"
      >
        {children}
      </div>
    </>
  );
}
