"use client";

import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";
import { TOAST_AUTO_CLOSE_MS, Toast, type ToastType } from "./toast";

type ToastEntry = {
  id: string;
  /** Changes on every show, so a re-shown toast restarts its timers. */
  serial: number;
  type: ToastType;
  message: string;
  autoCloseMs: number | null;
  closing: boolean;
};

export type ShowToast = {
  type: ToastType;
  message: string;
  /** A fixed id replaces the toast of that id, so one cause shows one toast (e.g. "network-offline"). */
  id?: string;
  /** Omitted: the standard 3000 ms; null: until dismissed. */
  autoCloseMs?: number | null;
};

type ToastApi = { showToast: (toast: ShowToast) => string; dismissToast: (id: string) => void };

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <Toaster>");
  return api;
}

/** Holds the toasts and shows them at the top centre of the screen (spec section 2). */
export function Toaster({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const counter = useRef(0);

  const showToast = useCallback(({ type, message, id, autoCloseMs }: ShowToast) => {
    counter.current += 1;
    const toastId = id ?? String(counter.current);
    const entry: ToastEntry = {
      id: toastId,
      serial: counter.current,
      type,
      message,
      autoCloseMs: autoCloseMs === undefined ? TOAST_AUTO_CLOSE_MS : autoCloseMs,
      closing: false,
    };
    // Re-showing an id replaces that toast rather than stacking a copy.
    setToasts((current) => [...current.filter((toast) => toast.id !== toastId), entry]);
    return toastId;
  }, []);

  const dismissToast = useCallback((id: string) => {
    setToasts((current) => current.map((toast) => (toast.id === id ? { ...toast, closing: true } : toast)));
  }, []);

  const removeToast = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const api = useMemo(() => ({ showToast, dismissToast }), [showToast, dismissToast]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Above everything, modals included (z-50): a toast a modal's action raised (MetaMask missing) is
          read over its backdrop, not under it. */}
      <div
        data-testid="toaster"
        className="pointer-events-none fixed inset-x-0 top-4 z-[60] mx-auto flex w-full max-w-[440px] flex-col items-center gap-2 px-4"
      >
        {toasts.map((toast) => (
          <Toast
            key={toast.serial}
            id={toast.id}
            type={toast.type}
            message={toast.message}
            autoCloseMs={toast.autoCloseMs}
            closing={toast.closing}
            onRemove={removeToast}
          />
        ))}
      </div>
    </ToastContext.Provider>
  );
}
