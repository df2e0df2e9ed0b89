import { AppError, connectionFailure, isAppError } from "@fanfare/core";
import { ERRORS, type ErrorCode, type ErrorResponse } from "@fanfare/protocol";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { loggableError } from "../safe-log";

/** Fastify's own error codes, mapped onto the catalogue. Anything unknown with a 4xx status is E1000. */
const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "request-E1002",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "request-E1003",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "request-E1000",
  FST_ERR_CTP_EMPTY_JSON_BODY: "request-E1001",
  FST_ERR_CTP_INVALID_JSON_BODY: "request-E1001",
  FST_ERR_BAD_URL: "request-E1004",
  FST_ERR_ASYNC_CONSTRAINT: "request-E1000",
};

/**
 * How long a client should wait before sending the same request again after the database connection
 * was lost. PostgreSQL restarts in about a second; the web retries with backoff beyond it (ADR 0025).
 */
export const DATABASE_RETRY_AFTER_SECONDS = 1;

export function sendError(reply: FastifyReply, error: AppError, issues?: ErrorResponse["issues"]) {
  const body: ErrorResponse = { code: error.code, category: error.category, message: error.message };
  if (issues?.length) body.issues = issues;
  if (error.code === "server-E5030") reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
  return reply.code(error.status).type("application/json; charset=utf-8").send(body);
}

/** The one place where anything thrown becomes the wire contract `{ code, category, message }`. */
export function toAppError(error: unknown): {
  appError: AppError;
  issues?: ErrorResponse["issues"];
  unexpected: boolean;
  /** What connectionFailure recognised when the database connection was lost (for the log). */
  connectionLost?: string;
} {
  if (isAppError(error))
    return { appError: error, ...(error.issues ? { issues: error.issues } : {}), unexpected: false };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: `${error.validationContext ?? "body"}${v.instancePath.replaceAll("/", ".")}`,
      message: v.message ?? "invalid",
    }));
    return { appError: new AppError("request-E1000"), issues, unexpected: false };
  }
  const fastifyError = error as Partial<FastifyError> & { status?: number };
  const mapped = fastifyError.code ? FRAMEWORK_CODES[fastifyError.code] : undefined;
  if (mapped) return { appError: new AppError(mapped), unexpected: false };
  if (error instanceof SyntaxError) return { appError: new AppError("request-E1001"), unexpected: false };
  const status = fastifyError.statusCode ?? fastifyError.status;
  if (typeof status === "number" && status >= 400 && status < 500) {
    if (status === 413) return { appError: new AppError("request-E1002"), unexpected: false };
    if (status === 415) return { appError: new AppError("request-E1003"), unexpected: false };
    return { appError: new AppError("request-E1000"), unexpected: false };
  }
  // Looked for last: a verb's own AppError or a framework error is more precise than the cause under it.
  const connectionLost = connectionFailure(error);
  if (connectionLost) return { appError: new AppError("server-E5030"), unexpected: false, connectionLost };
  return { appError: new AppError("server-E5000"), unexpected: true };
}

/** A refusal made from a provider's answer: core names the provider in the AppError's context. */
function isProviderRelated(error: AppError): boolean {
  return typeof error.context?.provider === "string";
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const { appError, issues, unexpected, connectionLost } = toAppError(error);
    // A 500 keeps its stack (we need it), never personal data (safe-log.ts). A known 5xx (a provider,
    // the chain, the mail server down) and a provider's refusal log the AppError with its cause chain and
    // context (provider, operation, status, providerCode…). Any other refusal logs its code only: no
    // stack, no body, nothing the client sent. The answer is the same either way: sendError writes
    // `{ code, category, message, issues? }` and never the cause or the context.
    // A lost database connection is an outage, not a bug: what was recognised, no stack, no query (its
    // parameters are personal data), once per request; many requests fail together during a restart.
    if (connectionLost) request.log.warn({ code: appError.code, connectionLost }, "database connection lost");
    else if (unexpected || isResponseSerializationError(error))
      request.log.error({ err: loggableError(error) }, "unexpected error");
    else if (appError.status >= 500)
      request.log.error({ code: appError.code, err: loggableError(appError) }, "request failed");
    else if (isProviderRelated(appError))
      request.log.warn({ code: appError.code, err: loggableError(appError) }, "request refused after a provider call");
    else request.log.info({ code: appError.code }, "request refused");
    return sendError(reply, appError, issues);
  });
  app.setNotFoundHandler((_request, reply) => sendError(reply, new AppError("request-E1004")));
}

/** Errors Fastify raises before routing (bad URL encoding, bad content-type header). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, toAppError(error).appError);
}

export const ERROR_STATUSES = [...new Set(Object.values(ERRORS).map((d) => d.status))];
