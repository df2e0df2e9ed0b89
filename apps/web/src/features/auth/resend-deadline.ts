// When the API will send another sign-in mail to an address (its resendAfterSeconds), kept for the
// tab so reloading the "check your inbox" page keeps the countdown.
const RESEND_AT_KEY = "fanfare.signInResendAt";

export function saveResendDeadline(email: string, resendAfterSeconds: number): void {
  try {
    const at = Date.now() + resendAfterSeconds * 1000;
    window.sessionStorage.setItem(RESEND_AT_KEY, JSON.stringify({ email, at }));
  } catch {
    // Without storage the button is enabled and the API answers user-E2005 if it is too early.
  }
}

/** Epoch ms before which no new mail can be sent to `email`, or null when unknown or passed. */
export function readResendDeadline(email: string): number | null {
  try {
    const raw = window.sessionStorage.getItem(RESEND_AT_KEY);
    const saved: unknown = raw ? JSON.parse(raw) : null;
    if (saved && typeof saved === "object" && "email" in saved && "at" in saved) {
      if (saved.email === email && typeof saved.at === "number" && saved.at > Date.now()) return saved.at;
    }
  } catch {
    // Unreadable: treat as unknown.
  }
  return null;
}
