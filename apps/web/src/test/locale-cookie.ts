/** The locale cookie's value in this document ("" when none). */
export function localeCookie(): string {
  return /(?:^|; )NEXT_LOCALE=([^;]*)/.exec(document.cookie)?.[1] ?? "";
}

/** Removes the locale cookie a test wrote, so the next test starts without one. */
export function clearLocaleCookie(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: clears the test's cookie
  document.cookie = "NEXT_LOCALE=; path=/; max-age=0";
}
