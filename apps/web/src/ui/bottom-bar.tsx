"use client";

import { type ReactNode, type RefObject, useEffect, useRef } from "react";

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
 * Fixed to the bottom of a phone's window. On a laptop (lg) the page is wide and the thumb argument
 * gone: the bar becomes the end of its column (the campaign page's details), sticking to the bottom of
 * the window while the column is longer than the window, so the action stays in sight without covering
 * the footer; globals.css leaves no room under the page for it there.
 */
const BAR_CLASSES = [
  "fixed inset-x-0 bottom-0 z-30 mx-auto flex w-full max-w-[480px] gap-3 border-t border-line bg-card px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] [&>*]:flex-1",
  "lg:sticky lg:inset-x-auto lg:bottom-4 lg:max-w-none lg:rounded-xl lg:border lg:p-3 lg:shadow-lg",
].join(" ");

/**
 * The fixed bottom bar of buttons (spec section 2): the page's main action stays within thumb reach
 * on a phone (a sticky end of its column on a laptop, BAR_CLASSES). It never covers anything for good (WCAG 2.2 SC 2.4.11, Focus Not Obscured):
 * - the document ends with room of the bar's height (globals.css, `:root:has([data-bottom-bar])`), so
 *   scrolled to the end the footer's links and language switcher sit above the bar. Room at the end of
 *   the document, not of the page's content: the footer comes after <main>;
 * - `scroll-padding-bottom` of the same height makes the browser scroll a control reached by keyboard
 *   above the bar, and a focus listener scrolls whatever the browser still left under it.
 * The bar's height depends on its buttons, the text size and the phone's safe area, so it is measured.
 */
export function BottomBar({ children, label }: BottomBarProps) {
  const barRef = useRef<HTMLDivElement>(null);

  useKeepFocusClear(barRef, BOTTOM_BAR_HEIGHT_VARIABLE);

  return (
    <>
      {/* Only for browsers without :has(), where the document's room below cannot be switched on. */}
      <div
        aria-hidden="true"
        className="h-24 shrink-0 lg:hidden"
        data-bottom-bar-spacer=""
        data-testid="bottom-bar-spacer"
      />
      <div
        ref={barRef}
        data-bottom-bar=""
        {...(label ? { role: "group", "aria-label": label } : {})}
        className={BAR_CLASSES}
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
  const box = target.getBoundingClientRect();
  const barBox = bar.getBoundingClientRect();
  // A laptop's sticky bar is in the page's flow, in one column: what follows it (the footer) or stands
  // beside it (the art) is not under it. The phone's fixed bar spans the window's foot: anything low is.
  if (getComputedStyle(bar).position === "sticky" && !overlaps(box, barBox)) return;
  const overlap = box.bottom - barBox.top;
  if (overlap > 0) window.scrollBy({ top: overlap + FOCUS_MARGIN, behavior: "instant" });
}

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.top < b.bottom && a.bottom > b.top && a.left < b.right && a.right > b.left;
}

/**
 * For an element fixed to the foot of the window (this bar, the cookie dialog): while `active`, its
 * measured height goes into `heightVariable` on <html> (globals.css turns it into room under the page and
 * `scroll-padding-bottom`), and a control reached by keyboard is scrolled out from under it, unless it
 * matches `ignore` (another fixed element, which scrolling cannot move).
 */
export function useKeepFocusClear(
  ref: RefObject<HTMLElement | null>,
  heightVariable: string,
  { active = true, ignore }: { active?: boolean; ignore?: string } = {},
): void {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const root = document.documentElement;
    const keepClear = (target: EventTarget | null) => {
      if (!(target instanceof Element) || target === document.body || target === root) return;
      if (ignore && target.closest(ignore)) return;
      scrollClearOfBar(element, target);
    };
    const measure = () => {
      root.style.setProperty(heightVariable, `${Math.ceil(element.getBoundingClientRect().height)}px`);
      // Grown under a control that already has the focus (the web fonts' switch after the first paint,
      // ADR 0012; a longer text; a turned phone): it would now hide that control, so move it clear again.
      keepClear(document.activeElement);
    };
    measure();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(element);
    const onFocusIn = (event: FocusEvent) => keepClear(event.target);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      observer?.disconnect();
      document.removeEventListener("focusin", onFocusIn);
      root.style.removeProperty(heightVariable);
    };
  }, [ref, heightVariable, active, ignore]);
}
