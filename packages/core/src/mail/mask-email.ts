/**
 * An address as the previous address's notice shows it: "moved@example.com" → "m***@e***.com". Enough
 * for the owner to recognise an address they chose, too little for anyone else reading that mailbox (a
 * shared or lost one) to learn where the account went.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  const local = email.slice(0, Math.max(0, at));
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const suffix = dot > 0 ? domain.slice(dot) : "";
  return `${firstOf(local)}***@${firstOf(host)}***${suffix}`;
}

/** The first character, whole even outside the BMP. */
function firstOf(part: string): string {
  return [...part][0] ?? "";
}
