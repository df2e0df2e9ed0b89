"use client";

import { useAppToasts } from "@/hooks/use-app-toasts";
import { CopyIcon } from "./icons/copy-icon";

export type CopyButtonProps = {
  value: string;
  /** The accessible name, saying what is copied (the button itself shows only the icon). */
  label: string;
};

/** Copies `value` to the clipboard and says so with the "copied" toast (spec section 2). */
export function CopyButton({ value, label }: CopyButtonProps) {
  const toasts = useAppToasts();
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => {
        // The clipboard needs a secure context; without one the fan can still select the text.
        navigator.clipboard?.writeText(value).then(
          () => toasts.copied(),
          () => {},
        );
      }}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-black/5 hover:text-ink"
    >
      <CopyIcon size={20} />
    </button>
  );
}
