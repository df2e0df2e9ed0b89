"use client";

import type { MODAL_KINDS } from "@fanfare/protocol";
import { useTranslations } from "next-intl";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { CloseIcon } from "./icons/close-icon";

export type ModalKind = (typeof MODAL_KINDS)[number];

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** The accessible name when there is no title. */
  label?: string;
  /**
   * Hides the close button. The fan must then answer inside the modal: a backdrop click and Escape do
   * nothing either (spec section 2), so a required step cannot be skipped by accident.
   */
  hideCloseButton?: boolean;
  /** Spec section 2's modal kinds; their contents come with the features that open them. */
  kind?: ModalKind;
  children: ReactNode;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.hasAttribute("inert"));
}

/**
 * The shared modal dialog: focus moves in, stays in (Tab cycles), and returns to where it was on
 * close. Width: at least 340 px (440 from md), at most 640 px (840 from lg), never wider than the screen.
 */
export function Modal({ open, onClose, title, label, hideCloseButton = false, kind, children }: ModalProps) {
  const t = useTranslations();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const canClose = !hideCloseButton;
  // The latest onClose without re-running the focus effect (which would move focus) on every render.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Portals need the document: render nothing on the server, where a modal is never open anyway.
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => setIsMounted(true), []);

  useEffect(() => {
    if (!open || !isMounted) return;
    const panel = panelRef.current;
    if (!panel) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (focusableIn(panel)[0] ?? panel).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        if (canClose) {
          event.preventDefault();
          onCloseRef.current();
        }
        return;
      }
      if (event.key !== "Tab") return;
      const items = focusableIn(panel);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that lands outside (a click on the page behind, a screen reader jump) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !panel.contains(event.target)) (focusableIn(panel)[0] ?? panel).focus();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
      document.body.style.overflow = overflow;
      previouslyFocused?.focus();
    };
  }, [open, isMounted, canClose]);

  if (!open || !isMounted) return null;

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4" data-modal-kind={kind}>
      <div
        aria-hidden="true"
        data-testid="modal-backdrop"
        className="absolute inset-0 bg-black/60"
        onClick={canClose ? () => onCloseRef.current() : undefined}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : label}
        tabIndex={-1}
        data-modal-kind={kind}
        className="relative flex max-h-[calc(100dvh-2rem)] min-w-[min(340px,100%)] max-w-[min(640px,100%)] flex-col gap-4 overflow-y-auto rounded-2xl bg-card p-6 text-ink shadow-xl md:min-w-[440px] lg:max-w-[840px]"
      >
        {title || canClose ? (
          <div className="flex items-start justify-between gap-4">
            {title ? (
              <h2 id={titleId} className="text-xl leading-snug font-bold">
                {title}
              </h2>
            ) : (
              <span />
            )}
            {canClose ? (
              <button
                type="button"
                onClick={() => onCloseRef.current()}
                aria-label={t("modal.close")}
                className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-black/5"
              >
                <CloseIcon />
              </button>
            ) : null}
          </div>
        ) : null}
        {children}
      </div>
    </div>,
    document.body,
  );
}
