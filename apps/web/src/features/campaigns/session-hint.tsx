"use client";

import { createContext, type ReactNode, useContext } from "react";

// Without a layout saying otherwise, a session may exist: asking costs a request, assuming none would
// show a signed-in fan the visitor's page.
const SessionHintContext = createContext(true);

/**
 * Whether the page request carried a session cookie (lib/session-hint.ts, read by the campaign pages'
 * layout on the server: the cookies are httpOnly). A campaign read without an access cookie looks
 * signed out, although the fan's refresh token may still open a session; only then is it worth asking.
 */
export function SessionHintProvider({ mayBeSignedIn, children }: { mayBeSignedIn: boolean; children: ReactNode }) {
  return <SessionHintContext.Provider value={mayBeSignedIn}>{children}</SessionHintContext.Provider>;
}

export function useMayBeSignedIn(): boolean {
  return useContext(SessionHintContext);
}
