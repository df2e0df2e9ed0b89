import { and, eq, isNull, sql } from "drizzle-orm";
import type { CoreContext } from "../context";
import type { Db, DbOrTx } from "../db/client";
import { coalesced } from "../db/coalesce";
import { AppError } from "../errors";
import { type UserRow, users } from "../users/tables";
import { signAccessToken, verifyAccessToken } from "./access-token";
import { hashToken, newOpaqueToken } from "./secrets";
import { refreshTokens, sessions } from "./tables";

export type IssuedSession = {
  sessionId: string;
  accessToken: string;
  accessExpiresAt: Date;
  refreshToken: string;
  refreshExpiresAt: Date;
};

const DAY_MS = 86_400_000;

/**
 * When a session ends however often it is refreshed (ASVS 3.3): its sign-in (the row's created_at, which
 * rotation never changes) plus the absolute lifetime. Computed, not stored, so a shorter lifetime
 * configured later applies to the sessions already open too.
 */
function sessionEnd(ctx: CoreContext, createdAt: Date): Date {
  return new Date(createdAt.getTime() + ctx.config.sessionAbsoluteLifetimeDays * DAY_MS);
}

async function issueRefreshToken(ctx: CoreContext, db: DbOrTx, sessionId: string, now: Date, end: Date) {
  const raw = newOpaqueToken();
  const expiresAt = new Date(Math.min(now.getTime() + ctx.config.refreshTokenTtlDays * DAY_MS, end.getTime()));
  await db.insert(refreshTokens).values({ sessionId, tokenHash: hashToken(raw), createdAt: now, expiresAt });
  return { raw, expiresAt };
}

function issueAccess(ctx: CoreContext, userId: string, sessionId: string, now: Date, end: Date) {
  const untilEnd = Math.floor((end.getTime() - now.getTime()) / 1000);
  return signAccessToken(
    { sub: userId, sid: sessionId },
    ctx.config.sessionSecret,
    now,
    Math.min(ctx.config.accessTokenTtlSeconds, untilEnd),
  );
}

/** Opens a new session (a new refresh-token family) for a user who just proved their address. */
export async function createSession(ctx: CoreContext, db: DbOrTx, userId: string): Promise<IssuedSession> {
  const now = ctx.clock.now();
  const [session] = await db.insert(sessions).values({ userId, createdAt: now, lastUsedAt: now }).returning();
  if (!session) throw new Error("session insert returned nothing");
  const end = sessionEnd(ctx, session.createdAt);
  const refresh = await issueRefreshToken(ctx, db, session.id, now, end);
  const access = issueAccess(ctx, userId, session.id, now, end);
  return {
    sessionId: session.id,
    accessToken: access.token,
    accessExpiresAt: access.expiresAt,
    refreshToken: refresh.raw,
    refreshExpiresAt: refresh.expiresAt,
  };
}

function refuseForStatus(user: Pick<UserRow, "status">): void {
  if (user.status === "DELETED") throw new AppError("E6003");
  if (user.status === "BANNED") throw new AppError("E6000");
}

async function revokeFamily(db: DbOrTx, sessionId: string, now: Date, reason: string) {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Trades a refresh token for a new pair. Each refresh token works once: presenting one that was
 * already used means it was stolen or replayed, so the whole family is revoked (auth-E1002 → LOGOUT).
 * Past the session's absolute end it fails like an expired token (auth-E1002), and the new pair never
 * outlives that end.
 */
export async function refreshSession(ctx: CoreContext, rawRefreshToken: string): Promise<IssuedSession> {
  const now = ctx.clock.now();
  const tokenHash = hashToken(rawRefreshToken);
  type Outcome = { session: IssuedSession } | { error: "auth-E1002" | "E6000" | "E6003"; reuse?: boolean };
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const [found] = await tx
      .select({ token: refreshTokens, session: sessions, user: users })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(refreshTokens.tokenHash, tokenHash));
    if (!found || found.session.revokedAt || found.token.expiresAt <= now) return { error: "auth-E1002" };
    const end = sessionEnd(ctx, found.session.createdAt);
    if (end <= now) return { error: "auth-E1002" };
    const [used] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, found.token.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (!used) {
      await revokeFamily(tx, found.session.id, now, "reuse");
      return { error: "auth-E1002", reuse: true };
    }
    if (found.user.status !== "ACTIVE") {
      await revokeFamily(tx, found.session.id, now, found.user.status === "BANNED" ? "banned" : "cancelled");
      return { error: found.user.status === "BANNED" ? "E6000" : "E6003" };
    }
    await tx.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, found.session.id));
    const refresh = await issueRefreshToken(ctx, tx, found.session.id, now, end);
    const access = issueAccess(ctx, found.user.id, found.session.id, now, end);
    return {
      session: {
        sessionId: found.session.id,
        accessToken: access.token,
        accessExpiresAt: access.expiresAt,
        refreshToken: refresh.raw,
        refreshExpiresAt: refresh.expiresAt,
      },
    };
  });
  // The revocation above must commit even though the caller gets an error, so errors are thrown here.
  if ("error" in outcome) {
    if (outcome.reuse) ctx.log.warn("refresh token reused: session family revoked");
    throw new AppError(outcome.error);
  }
  return outcome.session;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type SessionOwner = { user: UserRow; revokedAt: Date | null; createdAt: Date };
const lookups = new WeakMap<Db, (sessionId: string) => Promise<SessionOwner | undefined>>();

/** The session and its user, looked up together with the concurrent requests' (db/coalesce.ts). */
function sessionLookup(db: Db) {
  let lookUp = lookups.get(db);
  if (!lookUp) {
    // Built once per database and prepared by name: every authenticated request runs it, and building
    // the select (the whole users row) cost the API more than the query's own round trip under a claim
    // herd (docs/bench-claim.md); PostgreSQL also parses and plans it once per connection.
    const query = db
      .select({ sessionId: sessions.id, user: users, revokedAt: sessions.revokedAt, createdAt: sessions.createdAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      // One array parameter for the whole group (inArray makes one parameter, and one SQL chunk, per id).
      .where(sql`${sessions.id} = any(${sql.placeholder("ids")}::uuid[])`)
      .prepare("fanfare_session_lookup");
    lookUp = coalesced(async (given) => {
      // One malformed id must not fail the query the other requests share (tokens we sign never have one).
      const ids = given.filter((id) => UUID.test(id));
      if (ids.length === 0) return new Map();
      const rows = await query.execute({ ids });
      return new Map(rows.map((r) => [r.sessionId, { user: r.user, revokedAt: r.revokedAt, createdAt: r.createdAt }]));
    });
    lookups.set(db, lookUp);
  }
  return lookUp;
}

/**
 * Who is this request? Checks the access token's signature and lifetime, then the session and account
 * rows, so that logout, bans and cancellations act immediately rather than when the token expires.
 */
export async function authenticate(ctx: CoreContext, accessToken: string | undefined): Promise<UserRow> {
  if (!accessToken) throw new AppError("auth-E1001");
  const claims = verifyAccessToken(accessToken, ctx.config.sessionSecret, ctx.clock.now());
  if (!claims) throw new AppError("auth-E1001");
  const found = await sessionLookup(ctx.db)(claims.sid);
  if (!found || found.user.id !== claims.sub) throw new AppError("auth-E1002");
  refuseForStatus(found.user);
  // Tokens never outlive the session's end; this catches a lifetime shortened since they were issued.
  if (found.revokedAt || sessionEnd(ctx, found.createdAt) <= ctx.clock.now()) throw new AppError("auth-E1002");
  return found.user;
}

/** Logout: ends the session family of whichever token the browser still has. */
export async function revokeSession(
  ctx: CoreContext,
  tokens: { accessToken?: string | undefined; refreshToken?: string | undefined },
): Promise<void> {
  const now = ctx.clock.now();
  // An expired access token still names its session; only the signature matters for logout.
  const claims = tokens.accessToken
    ? verifyAccessToken(tokens.accessToken, ctx.config.sessionSecret, new Date(0))
    : null;
  if (claims) await revokeFamily(ctx.db, claims.sid, now, "logout");
  if (tokens.refreshToken) {
    const [found] = await ctx.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(tokens.refreshToken)));
    if (found) await revokeFamily(ctx.db, found.sessionId, now, "logout");
  }
}

/** Ends every session of a user (cancellation, ban). */
export async function revokeAllSessions(db: DbOrTx, userId: string, now: Date, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
