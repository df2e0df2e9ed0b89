/** Is this (possibly wrapped) database error a UNIQUE violation, optionally of the named constraint? */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown; message?: unknown };
    if (candidate.code === "23505") {
      if (!constraint) return true;
      if (candidate.constraint === constraint) return true;
      if (typeof candidate.message === "string" && candidate.message.includes(constraint)) return true;
      return false;
    }
    e = candidate.cause;
  }
  return false;
}
