"use client";

import type { ReactNode } from "react";
import { BannedScreen } from "./banned-screen";
import { useBannedState } from "./banned-state";

/** The page, unless the API said the visitor is banned: then the banned screen stands in for it. */
export function ShellGate({ children }: { children: ReactNode }) {
  const { isBanned } = useBannedState();
  return isBanned ? <BannedScreen /> : children;
}
