import { ERRORS, type ErrorCategory, type ErrorCode } from "@fanfare/protocol";

/**
 * A refusal the domain knows about. Services throw it with a catalogue code; the API maps it to the
 * wire `{ code, category, message }`. `noAuth` picks the catalogue's no-session category (BANNED_NO_AUTH).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly category: ErrorCategory;
  /** Details the client may act on (the wire's `issues`), e.g. which channel requirement is missing. */
  readonly issues: { path: string; message: string }[] | undefined;

  constructor(
    code: ErrorCode,
    options: { noAuth?: boolean; detail?: string; issues?: { path: string; message: string }[] } = {},
  ) {
    const def = ERRORS[code];
    super(options.detail ?? def.message);
    this.name = "AppError";
    this.code = code;
    this.status = def.status;
    this.issues = options.issues;
    const noAuthCategory = "noAuthCategory" in def ? def.noAuthCategory : undefined;
    this.category = options.noAuth && noAuthCategory ? noAuthCategory : def.category;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
