"use client";

import { useEffect, useState } from "react";

export type ToastType = "success" | "error";

/** Spec section 9: a toast closes after 3000 ms and leaves the DOM 500 ms later, once faded. */
export const TOAST_AUTO_CLOSE_MS = 3000;
export const TOAST_FADE_MS = 500;

export type ToastProps = {
  id: string;
  type: ToastType;
  message: string;
  /** null keeps the toast until `closing` turns true (the offline toast). */
  autoCloseMs?: number | null;
  /** Set by the owner to close the toast early; it fades out like an automatic close. */
  closing?: boolean;
  onRemove: (id: string) => void;
};

export function Toast({ id, type, message, autoCloseMs = TOAST_AUTO_CLOSE_MS, closing = false, onRemove }: ToastProps) {
  const [fading, setFading] = useState(false);

  useEffect(() => {
    if (autoCloseMs === null) return;
    const timer = setTimeout(() => setFading(true), autoCloseMs);
    return () => clearTimeout(timer);
  }, [autoCloseMs]);

  const isLeaving = fading || closing;
  useEffect(() => {
    if (!isLeaving) return;
    const timer = setTimeout(() => onRemove(id), TOAST_FADE_MS);
    return () => clearTimeout(timer);
  }, [isLeaving, id, onRemove]);

  const colour = type === "error" ? "bg-danger text-white" : "bg-success text-white";
  return (
    <div
      id={`toast-id-${id}`}
      role={type === "error" ? "alert" : "status"}
      data-type={type}
      className={`pointer-events-auto w-full rounded-xl px-4 py-3 text-sm font-bold shadow-lg transition-opacity duration-500 motion-reduce:transition-none ${colour} ${isLeaving ? "opacity-0" : "opacity-100"}`}
    >
      {message}
    </div>
  );
}
