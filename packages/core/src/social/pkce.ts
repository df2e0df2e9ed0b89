import { createHash } from "node:crypto";

export const s256 = (value: string) => createHash("sha256").update(value).digest("base64url");
export const stateHash = (state: string) => createHash("sha256").update(`oauth-state:${state}`).digest("hex");
/** The browser key is kept as a hash too: the row alone cannot be turned back into the cookie. */
export const browserKeyHash = (key: string) => createHash("sha256").update(`oauth-browser:${key}`).digest("hex");
