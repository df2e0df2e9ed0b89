/**
 * What `mayLeavePage` needs of the leave guard (use-leave-guard.ts), apart from it: the language
 * switcher asks it on every fan page, where no form is ever guarded, so the fan pages' first load
 * carries these few lines and not the guard's listeners.
 */

/** The forms of the page with unsaved changes, in the order they got them (use-leave-guard.ts). */
export const unsavedForms = new Set<{ message: string }>();

/** Set once the operator agreed to a departure that unloads the page: the browser need not ask again. */
let agreedToUnload = false;

export function hasAgreedToUnload(): boolean {
  return agreedToUnload;
}

/** The last guarded form is gone: a later departure is a new question. */
export function forgetAgreedUnload(): void {
  agreedToUnload = false;
}

/**
 * For a control that leaves the page without a link: true when no form holds unsaved changes, or when
 * the operator agrees, in the browser's dialog, to lose them. `unloading`: the departure is a full page
 * load (signing out), so the browser's own warning would ask a second time; it is skipped then.
 */
export function mayLeavePage({ unloading = false }: { unloading?: boolean } = {}): boolean {
  const latest = [...unsavedForms].at(-1);
  if (!latest) return true;
  if (!window.confirm(latest.message)) return false;
  if (unloading) agreedToUnload = true;
  return true;
}
