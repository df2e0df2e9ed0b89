"use client";

import { type ReactNode, useEffect, useRef } from "react";

export type BottomBarProps = {
  children: ReactNode;
  /** Names the group of actions for screen readers when the buttons alone do not say what it is for. */
  label?: string;
};

/** The bar's measured height, as a CSS length on <html>: globals.css leaves that much room under the page. */
export const BOTTOM_BAR_HEIGHT_VARIABLE = "--bottom-bar-height";
/** Room left between a focused control and the bar, in px. */
const FOCUS_MARGIN = 12;

/**
 * The fixed bottom bar of buttons (spec section 2): the page's main action stays within thumb reach
 * on a phone. It never covers anything for good (WCAG 2.2 SC 2.4.11, Focus Not Obscured):
 * - the document ends with room of the bar's height (globals.css, `:root:has([data-bottom-bar])`), so
 *   scrolled to the end the footer's links and language switcher sit above the bar. Room at the end of
 *   the document, not of the page's content: the footer comes after <main>;
 * - `scroll-padding-bottom` of the same height makes the browser scroll a control reached by keyboard
 *   above the bar, and a focus listener scrolls whatever the browser still left under it.
 * The bar's height depends on its buttons, the text size and the phone's safe area, so it is measured.
 */
export function BottomBar({ children, label }: BottomBarProps) {
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const root = document.documentElement;
    const measure = () => {
      root.style.setProperty(BOTTOM_BAR_HEIGHT_VARIABLE, `${Math.ceil(bar.getBoundingClientRect().height)}px`);
    };
    measure();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(bar);
    const onFocusIn = (event: FocusEvent) => scrollClearOfBar(bar, event.target);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      observer?.disconnect();
      document.removeEventListener("focusin", onFocusIn);
      root.style.removeProperty(BOTTOM_BAR_HEIGHT_VARIABLE);
    };
  }, []);

  return (
    <>
      {/* Only for browsers without :has(), where the document's room below cannot be switched on. */}
      <div aria-hidden="true" className="h-24 shrink-0" data-bottom-bar-spacer="" data-testid="bottom-bar-spacer" />
      <div
        ref={barRef}
        data-bottom-bar=""
        {...(label ? { role: "group", "aria-label": label } : {})}
        className="fixed inset-x-0 bottom-0 z-30 mx-auto flex w-full max-w-[480px] gap-3 border-t border-line bg-card px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] [&>*]:flex-1"
      >
        {children}
      </div>
    </>
  );
}

/**
 * Scrolls the page so that `target` (just focused) is not under the bar. Controls of the bar itself and
 * of dialogs (drawn above the bar) are left alone.
 */
export function scrollClearOfBar(bar: HTMLElement, target: EventTarget | null): void {
  if (!(target instanceof Element) || bar.contains(target) || target.closest("[role='dialog']")) return;
  const overlap = target.getBoundingClientRect().bottom - bar.getBoundingClientRect().top;
  if (overlap > 0) window.scrollBy({ top: overlap + FOCUS_MARGIN, behavior: "instant" });
}
