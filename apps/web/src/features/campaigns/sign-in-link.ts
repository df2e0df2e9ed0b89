import { sanitizeReturnTo } from "@/lib/return-to";

/**
 * The login page, told to come back to `returnTo` afterwards (it remembers the path through the whole
 * sign-in, lib/return-to.ts). Only a path of this site by the shared rule (safeReturnPath); anything
 * else signs in without a way back rather than a way off the site.
 */
export function signInHref(returnTo: string): string {
  const path = sanitizeReturnTo(returnTo);
  return path ? `/?returnTo=${encodeURIComponent(path)}` : "/";
}
