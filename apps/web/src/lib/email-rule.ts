import type { EmailSchema } from "@fanfare/protocol";

let loading: Promise<typeof EmailSchema> | undefined;

/**
 * The protocol's e-mail rule, fetched on first use: it brings zod (~30 kB gzip), which the first load
 * of the public pages should not carry. Call it early (on focus) to have it ready by submit.
 */
export function loadEmailRule(): Promise<typeof EmailSchema> {
  loading ??= import("@fanfare/protocol").then((protocol) => protocol.EmailSchema);
  loading.catch(() => {
    loading = undefined; // a failed chunk load may succeed next time
  });
  return loading;
}

/** The trimmed address when it passes the rule, null when it does not. If the rule cannot be
 * loaded the address passes as typed: the API applies the same rule (request-E1000). */
export async function parseEmail(value: string): Promise<string | null> {
  try {
    const parsed = (await loadEmailRule()).safeParse(value);
    return parsed.success ? parsed.data : null;
  } catch {
    return value.trim();
  }
}
