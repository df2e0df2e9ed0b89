import type { FastifyBaseLogger } from "fastify";
import type { Bindings, ChildLoggerOptions, Level, LevelWithSilentOrString, Logger } from "pino";

/**
 * Fastify gives every request a child of the logger carrying its request id. Building a pino child runs
 * the bindings through the redaction (runtime.ts) and serialises them, ~2.5 % of the API's time under a
 * claim herd (docs/bench-claim.md). At LOG_LEVEL=warn, which a busy service may choose, most requests never
 * write a line (Fastify's request lines and a refusal are info), so this child is made only when a line
 * at an enabled level is written, or when someone asks for the logger's own child or level. At the
 * default info level every request writes its lines and nothing changes.
 */
class RequestLogger {
  #real: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
  ) {}

  get #logger(): Logger {
    this.#real ??= this.parent.child(this.bindings);
    return this.#real;
  }

  get level(): LevelWithSilentOrString {
    return (this.#real ?? this.parent).level;
  }

  set level(level: LevelWithSilentOrString) {
    this.#logger.level = level;
  }

  isLevelEnabled(level: LevelWithSilentOrString): boolean {
    return (this.#real ?? this.parent).isLevelEnabled(level);
  }

  // The same line as the real child would write, at the moment the first one is written.
  #write(level: Level, args: unknown[]): void {
    if (!this.isLevelEnabled(level)) return;
    (this.#logger[level] as (...given: unknown[]) => void)(...args);
  }

  // Methods on the prototype, not arrow fields: nothing is allocated per request beyond the object.
  fatal(...args: unknown[]): void {
    this.#write("fatal", args);
  }
  error(...args: unknown[]): void {
    this.#write("error", args);
  }
  warn(...args: unknown[]): void {
    this.#write("warn", args);
  }
  info(...args: unknown[]): void {
    this.#write("info", args);
  }
  debug(...args: unknown[]): void {
    this.#write("debug", args);
  }
  trace(...args: unknown[]): void {
    this.#write("trace", args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger.child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`. A route with its own level or serializers (none today) gets pino's child
 * at once, as Fastify would make it.
 */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  const pinoLogger = logger as Partial<Logger>;
  // Not pino (Fastify's silent stand-in when no logger was given): nothing to save.
  if (options.level || options.serializers || typeof pinoLogger.isLevelEnabled !== "function") {
    return logger.child(bindings, options);
  }
  return new RequestLogger(logger as Logger, bindings);
}
