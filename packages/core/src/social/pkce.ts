import { createHash } from "node:crypto";

export const s256 = (value: string) => createHash("sha256").update(value).digest("base64url");
export const stateHash = (state: string) => createHash("sha256").update(`oauth-state:${state}`).digest("hex");
