"use client";

import { useState } from "react";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Keeps what a fan typed, ticked or picked in a field the server drew before React hydrated it.
 *
 * A page read on the server arrives with its form, so on a slow phone the fan can type an address, or a
 * password manager fill it, or tick a box, seconds before the scripts arrive. React's hydration leaves
 * the field's DOM as the fan left it but starts the component's state from the server's ("" or
 * unticked), and the first re-render after it (the captcha getting ready, a query answering) writes
 * that state back over the DOM: what the fan typed vanished, or a box they ticked came back empty.
 * React 19 does not replay those early changes (react#12955; the replay of react#33129 is behind a flag
 * not enabled in the builds Next ships).
 *
 * Give the field the returned ref. When React attaches it, in the hydration's own commit and so before
 * any re-render, `adopt` reads the field into the state, as the fan's change would have done had it come
 * after hydration. On a field React created itself the DOM already holds the state, so adopting it
 * changes nothing. `adopt` runs once per attached field, as it was on the first render: it should only
 * call state setters (which are stable), e.g. `(field) => setEmail(field.value)`.
 */
export function useKeptEarlyInput<F extends Field = HTMLInputElement>(
  adopt: (field: F) => void,
): (field: F | null) => void {
  // useState, not useCallback: one ref callback for the component's life, without a dependency list
  // that would re-attach (and re-adopt) on every render.
  const [attach] = useState(() => (field: F | null) => {
    if (field) adopt(field);
  });
  return attach;
}
