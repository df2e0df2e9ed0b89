import { describe, expect, it } from "vitest";
import { confirmAccountCancel } from "../account/confirm-account-cancel";
import { requestAccountCancel } from "../account/request-account-cancel";
import { createTestContext, lastLinkToken, useTestDatabase } from "../testing";
import { banUser } from "../users/ban-user";
import { signAccessToken, verifyAccessToken } from "./access-token";
import { requestSignInMail } from "./request-sign-in-mail";
import { authenticate, refreshSession, revokeSession } from "./sessions";
import { verifySignInLink } from "./verify-sign-in-link";

const db = useTestDatabase();

let n = 0;
async function signIn() {
  n += 1;
  const harness = createTestContext(db.current);
  const email = `session${n}@example.com`;
  await requestSignInMail(harness.ctx, { email, country: "TH", locale: "th" }, { ip: "127.0.0.1" });
  const signedIn = await verifySignInLink(harness.ctx, { token: lastLinkToken(harness.mailer) }, { ip: "127.0.0.1" });
  return { ...harness, ...signedIn, email };
}

describe("sessions", () => {
  it("an access token lives 15 minutes at most", async () => {
    const { ctx, clock, session, user } = await signIn();
    const claims = verifyAccessToken(session.accessToken, ctx.config.sessionSecret, clock.now());
    expect(claims && claims.exp * 1000 - clock.now().getTime()).toBeLessThanOrEqual(15 * 60_000);
    await expect(authenticate(ctx, session.accessToken)).resolves.toMatchObject({ id: user.id });
    clock.advance(15 * 60_000);
    await expect(authenticate(ctx, session.accessToken)).rejects.toMatchObject({ code: "auth-E1001", status: 401 });
  });

  it("a forged or tampered access token is refused", async () => {
    const { ctx, session } = await signIn();
    const [v, body, mac] = session.accessToken.split(".");
    const forged = `${v}.${Buffer.from(JSON.stringify({ sub: "x", sid: "y", exp: 9e9 })).toString("base64url")}.${mac}`;
    await expect(authenticate(ctx, forged)).rejects.toMatchObject({ code: "auth-E1001" });
    await expect(authenticate(ctx, `${v}.${body}.${"A".repeat(43)}`)).rejects.toMatchObject({ code: "auth-E1001" });
    await expect(authenticate(ctx, undefined)).rejects.toMatchObject({ code: "auth-E1001", category: "UNAUTHORIZED" });
  });

  it("refresh rotates: the new pair works, the old refresh token is spent", async () => {
    const { ctx, clock, session } = await signIn();
    clock.advance(20 * 60_000);
    const next = await refreshSession(ctx, session.refreshToken);
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect(next.sessionId).toBe(session.sessionId);
    await expect(authenticate(ctx, next.accessToken)).resolves.toBeDefined();
    const third = await refreshSession(ctx, next.refreshToken);
    await expect(authenticate(ctx, third.accessToken)).resolves.toBeDefined();
  });

  it("reusing a spent refresh token revokes the whole family (LOGOUT)", async () => {
    const { ctx, session } = await signIn();
    const next = await refreshSession(ctx, session.refreshToken);
    await expect(refreshSession(ctx, session.refreshToken)).rejects.toMatchObject({
      code: "auth-E1002",
      category: "LOGOUT",
    });
    // The thief's replay also killed the legitimate holder's newer tokens.
    await expect(refreshSession(ctx, next.refreshToken)).rejects.toMatchObject({ code: "auth-E1002" });
    await expect(authenticate(ctx, next.accessToken)).rejects.toMatchObject({ code: "auth-E1002" });
  });

  it("concurrent refreshes with one token: exactly one succeeds, the others revoke the family", async () => {
    const { ctx, session } = await signIn();
    const results = await Promise.allSettled([1, 2, 3, 4].map(() => refreshSession(ctx, session.refreshToken)));
    // The token is spent by one conditional UPDATE: its first taker wins, every later one is a reuse.
    const won = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(3);
    for (const reason of refused) expect(reason).toMatchObject({ code: "auth-E1002", category: "LOGOUT" });
    await expect(authenticate(ctx, session.accessToken)).rejects.toMatchObject({ code: "auth-E1002" });
    // The winner's new pair belongs to the revoked family too.
    await expect(authenticate(ctx, won[0]?.accessToken)).rejects.toMatchObject({ code: "auth-E1002" });
    await expect(refreshSession(ctx, won[0]?.refreshToken ?? "")).rejects.toMatchObject({ code: "auth-E1002" });
  });

  it("a refresh token expires after 30 days", async () => {
    const { ctx, clock, session } = await signIn();
    clock.advance(30 * 86_400_000);
    await expect(refreshSession(ctx, session.refreshToken)).rejects.toMatchObject({ code: "auth-E1002" });
  });

  it("a session ends 90 days after sign-in however often it is refreshed (absolute lifetime)", async () => {
    const { ctx, clock, session } = await signIn();
    const end = clock.now().getTime() + 90 * 86_400_000;
    let current = session;
    // A refresh every 20 days keeps each refresh token fresh (30 days), yet the family ends on day 90.
    for (let day = 20; day < 90; day += 20) {
      clock.advance(20 * 86_400_000);
      current = await refreshSession(ctx, current.refreshToken);
      expect(current.refreshExpiresAt.getTime()).toBeLessThanOrEqual(end);
      expect(current.accessExpiresAt.getTime()).toBeLessThanOrEqual(end);
    }
    // Day 80: the new refresh token would live to day 110; it stops at the absolute end instead.
    expect(current.refreshExpiresAt.getTime()).toBe(end);
    clock.advance(10 * 86_400_000 - 60_000);
    current = await refreshSession(ctx, current.refreshToken); // a minute before the end: still allowed
    expect(current.accessExpiresAt.getTime()).toBe(end);
    clock.advance(60_000);
    await expect(refreshSession(ctx, current.refreshToken)).rejects.toMatchObject({
      code: "auth-E1002",
      category: "LOGOUT",
    });
  });

  it("the absolute lifetime comes from the configuration", async () => {
    const { ctx, clock, session } = await signIn();
    ctx.config = { ...ctx.config, sessionAbsoluteLifetimeDays: 7 };
    clock.advance(6 * 86_400_000);
    const next = await refreshSession(ctx, session.refreshToken);
    expect(next.refreshExpiresAt.getTime()).toBe(clock.now().getTime() + 86_400_000);
    clock.advance(86_400_000);
    await expect(refreshSession(ctx, next.refreshToken)).rejects.toMatchObject({ code: "auth-E1002" });
  });

  it("a lifetime shortened after sign-in ends the session's access tokens too", async () => {
    const { ctx, clock, session } = await signIn();
    clock.advance(10 * 60_000);
    await expect(authenticate(ctx, session.accessToken)).resolves.toBeDefined();
    ctx.config = { ...ctx.config, sessionAbsoluteLifetimeDays: 5 / (24 * 60) }; // five minutes
    await expect(authenticate(ctx, session.accessToken)).rejects.toMatchObject({ code: "auth-E1002" });
  });

  it("logout revokes the refresh token and the access token with it", async () => {
    const { ctx, session } = await signIn();
    await revokeSession(ctx, { accessToken: session.accessToken, refreshToken: session.refreshToken });
    await expect(refreshSession(ctx, session.refreshToken)).rejects.toMatchObject({ code: "auth-E1002" });
    await expect(authenticate(ctx, session.accessToken)).rejects.toMatchObject({ code: "auth-E1002" });
  });

  it("a banned account cannot act (E6000, BANNED) nor refresh", async () => {
    const { ctx, session, user } = await signIn();
    await banUser(ctx, user.id);
    await expect(authenticate(ctx, session.accessToken)).rejects.toMatchObject({ code: "E6000", category: "BANNED" });
    await expect(refreshSession(ctx, session.refreshToken)).rejects.toMatchObject({ code: "auth-E1002" });
  });

  it("a deleted account cannot act (E6003)", async () => {
    const { ctx, clock, mailer, session, user } = await signIn();
    clock.advance(61_000);
    await requestAccountCancel(ctx, await authenticate(ctx, session.accessToken));
    await confirmAccountCancel(ctx, { token: lastLinkToken(mailer) });
    await expect(authenticate(ctx, session.accessToken)).rejects.toMatchObject({ code: "E6003", category: "LOGOUT" });
    expect(user.id).toBeDefined();
  });

  it("requests checked together (one shared session query) each get their own fan or refusal", async () => {
    const fans = await Promise.all([signIn(), signIn(), signIn(), signIn()]);
    const [a, b, c, d] = fans as [(typeof fans)[0], (typeof fans)[0], (typeof fans)[0], (typeof fans)[0]];
    await revokeSession(a.ctx, { accessToken: c.session.accessToken });
    // A token we signed whose session id is no UUID must not fail the query the others share.
    const odd = signAccessToken({ sub: d.user.id, sid: "not-a-uuid" }, d.ctx.config.sessionSecret, d.clock.now(), 60);
    const results = await Promise.allSettled([
      authenticate(a.ctx, a.session.accessToken),
      authenticate(b.ctx, b.session.accessToken),
      authenticate(c.ctx, c.session.accessToken),
      authenticate(d.ctx, d.session.accessToken),
      authenticate(d.ctx, odd.token),
      authenticate(a.ctx, a.session.accessToken),
    ]);
    expect(results.map((r) => (r.status === "fulfilled" ? r.value.id : (r.reason as { code: string }).code))).toEqual([
      a.user.id,
      b.user.id,
      "auth-E1002",
      d.user.id,
      "auth-E1002",
      a.user.id,
    ]);
  });
});
