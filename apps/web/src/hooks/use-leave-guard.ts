"use client";

import { useEffect, useState } from "react";
import { forgetAgreedUnload, hasAgreedToUnload, mayLeavePage, unsavedForms } from "./leave-questions";

export { mayLeavePage };

/**
 * While `active` (a form holds changes not saved yet), leaving the page asks first, so that an operator
 * never loses a campaign's texts in four languages to a stray click:
 * - a link of the page (the console's menu, a back link, a link to a fan page) asks with `message` in
 *   the browser's own dialog, and stays put on "cancel";
 * - a reload, closing the tab or typing another address gets the browser's own warning (`beforeunload`:
 *   browsers show their text, never the page's).
 * The App Router offers no hook to hold a client navigation, so links are caught in the capture phase at
 * the document, before React's listener on its root (Next's <Link> lives there) sees the click. The
 * browser's back button is not caught: popstate cannot be cancelled. Links that open elsewhere (a new
 * tab, a download, a modified click) or stay on this page (an anchor) leave the form in place: no question.
 * Several forms of one page (a channel's settings and an article) share one question. Controls that leave
 * the page without a link (the language switcher, signing out) ask `mayLeavePage()` first; that is why
 * this lives in hooks/, not in the console's folder: the switcher in ui/ is shared with the fan pages,
 * and takes it from leave-questions.ts, without this file's listeners.
 */
export function useLeaveGuard(active: boolean, message: string): void {
  useEffect(() => {
    if (!active) return;
    const guard = { message };
    unsavedForms.add(guard);
    if (unsavedForms.size === 1) {
      window.addEventListener("beforeunload", onBeforeUnload);
      document.addEventListener("click", onClick, true);
    }
    return () => {
      unsavedForms.delete(guard);
      if (unsavedForms.size === 0) {
        forgetAgreedUnload();
        window.removeEventListener("beforeunload", onBeforeUnload);
        document.removeEventListener("click", onClick, true);
      }
    };
  }, [active, message]);
}

/**
 * For a form that counts itself changed from its first edit until its next save (a value typed back to what
 * it was still counts: no question of how the API writes each value back). `edited(set)` wraps a field's
 * setter; `saved()` is called when a save succeeds. Leaving the page asks while `unsaved` (and `active`).
 */
export function useEditedSinceSave(message: string, active = true) {
  const [unsaved, setUnsaved] = useState(false);
  useLeaveGuard(active && unsaved, message);
  const edited =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setUnsaved(true);
    };
  return { unsaved, edited, saved: () => setUnsaved(false) };
}

function onBeforeUnload(event: BeforeUnloadEvent): void {
  if (hasAgreedToUnload()) return;
  event.preventDefault();
  // Older browsers ask only when returnValue is set.
  event.returnValue = "";
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download")) return;
  if (anchor.target && anchor.target !== "_self") return;
  const to = new URL(anchor.href, window.location.href);
  const here = window.location;
  if (to.origin === here.origin && to.pathname === here.pathname && to.search === here.search) return;
  if (mayLeavePage()) return;
  event.preventDefault();
  event.stopPropagation();
}
