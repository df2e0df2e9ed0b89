"use client";

import { createContext, type ReactNode, useContext, useMemo, useState } from "react";

type BannedState = { isBanned: boolean; setBanned: (isBanned: boolean) => void };

const BannedContext = createContext<BannedState | null>(null);

export function useBannedState(): BannedState {
  const state = useContext(BannedContext);
  if (!state) throw new Error("useBannedState must be used inside <BannedStateProvider>");
  return state;
}

/**
 * Whether the API said this visitor is banned (BANNED / BANNED_NO_AUTH). The spec has no route for
 * it, so the shell shows the banned screen in place of whatever page was asked for (<ShellGate>).
 */
export function BannedStateProvider({ children }: { children: ReactNode }) {
  const [isBanned, setBanned] = useState(false);
  const state = useMemo(() => ({ isBanned, setBanned }), [isBanned]);
  return <BannedContext.Provider value={state}>{children}</BannedContext.Provider>;
}
