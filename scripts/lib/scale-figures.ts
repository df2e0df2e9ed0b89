// The pure parts of `npm run bench:scale` (scripts/bench-scale.ts, docs/scaling.md): the round-robin that
// spreads requests over the API processes, the fans' attempts, and the figures of a run. No I/O here.

/**
 * Round-robin over `upstreams`: each call gives the next one, as a load balancer's default policy does
 * per request. Two requests sent back to back therefore go to two different processes.
 */
export function roundRobin<T>(upstreams: readonly T[]): () => T {
  if (upstreams.length === 0) throw new Error("round-robin over no upstream");
  let next = 0;
  return () => {
    const chosen = upstreams[next] as T;
    next = (next + 1) % upstreams.length;
    return chosen;
  };
}

/** One claim attempt: a fan and the idempotency key it sends. */
export type Attempt = { fan: number; key: string };

/**
 * Two attempts per fan, kept next to each other so a round-robin sends them back to back to two
 * different processes: for even fans the same key twice (one claim, whichever process answers), for odd
 * fans two keys (one claim, the other refused: the per-fan limit is 1). The pairs come in random order,
 * and so does each pair's pair of attempts (`random` in [0, 1), for tests).
 */
export function pairedAttempts(fans: number, tag: string, random: () => number = Math.random): Attempt[] {
  const order = Array.from({ length: fans }, (_, f) => f);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  const salt = Math.floor(random() * 2 ** 32).toString(16);
  return order.flatMap((fan) => {
    const first = `${tag}-${fan}-a-${salt}`;
    const pair = [
      { fan, key: first },
      { fan, key: fan % 2 === 0 ? first : `${tag}-${fan}-b-${salt}` },
    ];
    // Which of the two leaves first is a coin toss: otherwise a round-robin of two would give every
    // fan's first attempt to the same process, and that process nearly every claim.
    return random() < 0.5 ? pair : pair.reverse();
  });
}

/**
 * The same attempts as `pairedAttempts`, each at its own random place: a fan's two attempts are usually
 * far apart in time, as in `npm run bench:claim` (the crowd, without the race of a fan's twin requests).
 */
export function shuffledAttempts(fans: number, tag: string, random: () => number = Math.random): Attempt[] {
  const list = pairedAttempts(fans, tag, random);
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j] as Attempt, list[i] as Attempt];
  }
  return list;
}

/** One answer as the load generator saw it. `at` and the run's start are on the same clock (ms). */
export type Answered = {
  attempt: Attempt;
  /** Index of the upstream (API process) that answered. */
  upstream: number;
  status: number;
  /** "200", or the status and the error's catalogue code ("409:claim-E2003"). */
  outcome: string;
  claimId: string | null;
  /** Sent → whole answer read. */
  ms: number;
  /** When the answer was read. */
  at: number;
};

export const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

export type UpstreamFigures = {
  upstream: number;
  requests: number;
  /** Share of all requests (0–1). */
  share: number;
  /** Distinct claims this process answered 200 first (a retry answered by the other one is not counted twice). */
  claims: number;
  /** Share of the claims issued (0–1). */
  claimShare: number;
  p50: number;
  p99: number;
  /** Answers with a status of 500 or more. */
  errors: number;
};

export type RunFigures = {
  attempts: number;
  wallMs: number;
  attemptsPerS: number;
  /** Distinct claim ids answered 200. */
  issued: number;
  /** First request → the answer that issued the last unit of the supply (the whole run when it never sold out). */
  soldOutMs: number;
  claimsPerS: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  byOutcome: Map<string, number>;
  perUpstream: UpstreamFigures[];
  /** Same-key pairs answered 200 twice with two different claims: must be 0 (idempotency across processes). */
  keyMismatches: number;
  /** Fans answered 200 with more than one distinct claim: must be 0 at a per-fan limit of 1. */
  fansWithTwoClaims: number;
  /** Answers of 500 or more. */
  errors: number;
};

/**
 * The figures of one run: attempts/s over the whole run, successful claims/s up to the answer that
 * issued the last unit (docs/bench-claim.md's definitions), latency quantiles, and per process its
 * share of the requests and of the claims.
 */
export function summariseRun(
  answers: readonly Answered[],
  run: { startedAt: number; endedAt: number; supply: number; upstreams: number },
): RunFigures {
  const wallMs = run.endedAt - run.startedAt;
  const byOutcome = new Map<string, number>();
  for (const a of answers) byOutcome.set(a.outcome, (byOutcome.get(a.outcome) ?? 0) + 1);

  // Walk the 200s in the order they were read: the first answer of each claim id issued it.
  const firstOf = new Map<string, Answered>();
  let soldOutAt = 0;
  for (const a of [...answers].filter((x) => x.status === 200 && x.claimId).sort((x, y) => x.at - y.at)) {
    const id = a.claimId as string;
    if (firstOf.has(id)) continue;
    firstOf.set(id, a);
    if (firstOf.size === run.supply) soldOutAt = a.at;
  }
  const issued = firstOf.size;
  const soldOutMs = (soldOutAt || run.endedAt) - run.startedAt;

  const byKey = new Map<string, Set<string>>();
  const byFan = new Map<number, Set<string>>();
  for (const a of answers) {
    if (a.status !== 200 || !a.claimId) continue;
    const key = `${a.attempt.fan} ${a.attempt.key}`;
    byKey.set(key, (byKey.get(key) ?? new Set()).add(a.claimId));
    byFan.set(a.attempt.fan, (byFan.get(a.attempt.fan) ?? new Set()).add(a.claimId));
  }
  const keyMismatches = [...byKey.values()].filter((ids) => ids.size > 1).length;
  const fansWithTwoClaims = [...byFan.values()].filter((ids) => ids.size > 1).length;

  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  const claimsBy = new Map<number, number>();
  for (const a of firstOf.values()) claimsBy.set(a.upstream, (claimsBy.get(a.upstream) ?? 0) + 1);
  const perUpstream = Array.from({ length: run.upstreams }, (_, upstream): UpstreamFigures => {
    const mine = answers.filter((a) => a.upstream === upstream);
    const ms = mine.map((a) => a.ms).sort((a, b) => a - b);
    const claims = claimsBy.get(upstream) ?? 0;
    return {
      upstream,
      requests: mine.length,
      share: answers.length === 0 ? 0 : mine.length / answers.length,
      claims,
      claimShare: issued === 0 ? 0 : claims / issued,
      p50: quantile(ms, 0.5),
      p99: quantile(ms, 0.99),
      errors: mine.filter((a) => a.status >= 500).length,
    };
  });

  return {
    attempts: answers.length,
    wallMs,
    attemptsPerS: wallMs > 0 ? (answers.length / wallMs) * 1000 : 0,
    issued,
    soldOutMs,
    claimsPerS: soldOutMs > 0 ? (issued / soldOutMs) * 1000 : 0,
    p50: quantile(sorted, 0.5),
    p90: quantile(sorted, 0.9),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
    byOutcome,
    perUpstream,
    keyMismatches,
    fansWithTwoClaims,
    errors: answers.filter((a) => a.status >= 500).length,
  };
}

/**
 * CPU time a process has used, in clock ticks (user + system), from the text of /proc/<pid>/stat.
 * The command name (field 2) is in parentheses and may hold spaces or parentheses itself, so the
 * fields are counted from the last ")"; utime and stime are fields 14 and 15. Null when unreadable.
 */
export function cpuTicksOfStat(stat: string): number | null {
  const end = stat.lastIndexOf(")");
  if (end < 0) return null;
  // After ")": field 3 (state) is the first.
  const fields = stat
    .slice(end + 1)
    .trim()
    .split(/\s+/u);
  const utime = Number(fields[14 - 3]);
  const stime = Number(fields[15 - 3]);
  return Number.isFinite(utime) && Number.isFinite(stime) ? utime + stime : null;
}
