import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents } from "../audit/tables";
import type { CoreContext } from "../context";
import { createTestContext, makeOperator, useTestDatabase } from "../testing";
import { users } from "../users/tables";
import { addOperator } from "./add-operator";
import { getOperatorMe } from "./get-operator-me";
import { inviteMember } from "./invite-member";
import { listMembers } from "./list-members";
import { removeMember } from "./remove-member";
import { type Operator, requireOperator } from "./require-operator";
import { updateMemberRole } from "./update-member-role";

const db = useTestDatabase();
let n = 0;
const address = (name: string) => `${name}-${Date.now().toString(36)}-${n++}@example.com`;

/** Another member of the owner's company, with a role. */
async function member(ctx: CoreContext, owner: Operator, role: Operator["role"]): Promise<Operator> {
  const { userId } = await addOperator(ctx, { companyId: owner.companyId, email: address(role.toLowerCase()), role });
  return requireOperator(ctx, userId);
}

describe("a company's members", () => {
  it("an owner invites by e-mail: the account is made, mailed in its language with the company and the console link", async () => {
    const { ctx, mailer, clock } = createTestContext(db.current);
    const owner = await makeOperator(ctx, "Invite label");
    clock.advance(60_000);
    await ctx.db.update(users).set({ locale: "th" }).where(eq(users.id, owner.userId));
    const email = address("New.Editor");

    const invited = await inviteMember(ctx, owner, { email, role: "EDITOR" });
    expect(invited).toMatchObject({ email, role: "EDITOR", joinedAt: ctx.clock.now().toISOString() });
    // A new account starts in the inviter's language; the mail speaks it and links to its console.
    const mail = mailer.sent.at(-1);
    expect(mail?.to).toBe(email);
    expect(mail?.subject).toContain("Invite label");
    expect(mail?.subject).toContain("เชิญคุณเข้าสู่คอนโซล Fanfare");
    expect(mail?.text).toContain("http://localhost:3000/th/console");
    expect(mail?.text).toContain("ผู้แก้ไข");

    // An account that exists already keeps its own language.
    clock.advance(60_000);
    const fanEmail = address("fan");
    await ctx.db.insert(users).values({ email: fanEmail, emailNormalized: fanEmail, locale: "fr" });
    await inviteMember(ctx, owner, { email: fanEmail.toUpperCase(), role: "VIEWER" });
    expect(mailer.sent.at(-1)?.to).toBe(fanEmail);
    expect(mailer.sent.at(-1)?.text).toContain("en tant que lecteur");
    expect(mailer.sent.at(-1)?.text).toContain("http://localhost:3000/fr/console");

    const members = await listMembers(ctx, owner);
    expect(members.map((m) => [m.email, m.role])).toEqual([
      [expect.stringMatching(/^op-/), "OWNER"],
      [email, "EDITOR"],
      [fanEmail, "VIEWER"],
    ]);
    const editor = await requireOperator(ctx, invited.userId);
    expect(await getOperatorMe(ctx, editor)).toEqual({
      userId: invited.userId,
      email,
      role: "EDITOR",
      company: { id: owner.companyId, name: expect.stringMatching(/^Invite label /) },
    });
  });

  it("an account operates one company: a member of another is refused (operator-E2003), one of this one too (E2004)", async () => {
    const { ctx, mailer } = createTestContext(db.current);
    const owner = await makeOperator(ctx);
    const other = await makeOperator(ctx);
    const [otherOwner] = await listMembers(ctx, other);
    const before = mailer.sent.length;
    await expect(inviteMember(ctx, owner, { email: otherOwner?.email ?? "", role: "EDITOR" })).rejects.toMatchObject({
      code: "operator-E2003",
    });
    const editor = await member(ctx, owner, "EDITOR");
    const [editorRow] = (await listMembers(ctx, owner)).filter((m) => m.userId === editor.userId);
    await expect(inviteMember(ctx, owner, { email: editorRow?.email ?? "", role: "VIEWER" })).rejects.toMatchObject({
      code: "operator-E2004",
    });
    expect(mailer.sent.length).toBe(before);
    expect((await listMembers(ctx, other)).map((m) => m.userId)).toEqual([other.userId]);
  });

  it("a mail that cannot be sent leaves no member and no audit event (mail-E5001)", async () => {
    const { ctx, mailer } = createTestContext(db.current);
    const owner = await makeOperator(ctx);
    mailer.failNext = true;
    const email = address("unlucky");
    await expect(inviteMember(ctx, owner, { email, role: "EDITOR" })).rejects.toMatchObject({ code: "mail-E5001" });
    expect((await listMembers(ctx, owner)).map((m) => m.email)).not.toContain(email);
    expect(await ctx.db.select().from(auditEvents).where(eq(auditEvents.companyId, owner.companyId))).toEqual([]);
  });

  it("only owners manage members (operator-E2001); everyone reads the list", async () => {
    const { ctx } = createTestContext(db.current);
    const owner = await makeOperator(ctx);
    const editor = await member(ctx, owner, "EDITOR");
    const viewer = await member(ctx, owner, "VIEWER");
    const refused = { code: "operator-E2001" };
    for (const actor of [editor, viewer]) {
      await expect(inviteMember(ctx, actor, { email: address("x"), role: "VIEWER" })).rejects.toMatchObject(refused);
      await expect(updateMemberRole(ctx, actor, { userId: owner.userId, role: "VIEWER" })).rejects.toMatchObject(
        refused,
      );
      await expect(removeMember(ctx, actor, { userId: owner.userId })).rejects.toMatchObject(refused);
      expect(await listMembers(ctx, actor)).toHaveLength(3);
    }
    // An owner demoted since their membership was read is refused too: the role is checked on the locked rows.
    const stale = await member(ctx, owner, "OWNER");
    await updateMemberRole(ctx, owner, { userId: stale.userId, role: "EDITOR" });
    await expect(removeMember(ctx, stale, { userId: viewer.userId })).rejects.toMatchObject(refused);
  });

  it("roles change and members leave; the last owner can be neither demoted nor removed (operator-E2002)", async () => {
    const { ctx } = createTestContext(db.current);
    const owner = await makeOperator(ctx);
    const editor = await member(ctx, owner, "EDITOR");
    const lastOwner = { code: "operator-E2002" };
    await expect(updateMemberRole(ctx, owner, { userId: owner.userId, role: "EDITOR" })).rejects.toMatchObject(
      lastOwner,
    );
    await expect(removeMember(ctx, owner, { userId: owner.userId })).rejects.toMatchObject(lastOwner);

    expect(await updateMemberRole(ctx, owner, { userId: editor.userId, role: "OWNER" })).toMatchObject({
      userId: editor.userId,
      role: "OWNER",
    });
    // Two owners now: the first may step down, then the second is the last.
    await removeMember(ctx, owner, { userId: owner.userId });
    await expect(requireOperator(ctx, owner.userId)).rejects.toMatchObject({ code: "request-E1004" });
    const newOwner = await requireOperator(ctx, editor.userId);
    await expect(updateMemberRole(ctx, newOwner, { userId: editor.userId, role: "VIEWER" })).rejects.toMatchObject(
      lastOwner,
    );
    expect((await listMembers(ctx, newOwner)).map((m) => [m.userId, m.role])).toEqual([[editor.userId, "OWNER"]]);
  });

  it("another company's member answers request-E1004, like no member at all, and is left as it was", async () => {
    const { ctx } = createTestContext(db.current);
    const owner = await makeOperator(ctx);
    const other = await makeOperator(ctx);
    const theirs = await member(ctx, other, "EDITOR");
    const notFound = { code: "request-E1004" };
    await expect(updateMemberRole(ctx, owner, { userId: theirs.userId, role: "VIEWER" })).rejects.toMatchObject(
      notFound,
    );
    await expect(removeMember(ctx, owner, { userId: theirs.userId })).rejects.toMatchObject(notFound);
    await expect(
      updateMemberRole(ctx, owner, { userId: "6f1c0c1e-3a5b-4c2d-8e9f-0a1b2c3d4e5f", role: "VIEWER" }),
    ).rejects.toMatchObject(notFound);
    expect((await listMembers(ctx, owner)).map((m) => m.userId)).toEqual([owner.userId]);
    // Both joined at the test clock's one instant: their order is not the point here.
    expect(new Map((await listMembers(ctx, other)).map((m) => [m.userId, m.role]))).toEqual(
      new Map([
        [other.userId, "OWNER"],
        [theirs.userId, "EDITOR"],
      ]),
    );
  });

  it("two concurrent demotions of a company's two owners: exactly one succeeds, one owner remains", async () => {
    const { ctx } = createTestContext(db.current);
    const first = await makeOperator(ctx);
    const second = await member(ctx, first, "OWNER");
    // The same owner demotes the other and themselves at once: each alone would leave one owner.
    const outcomes = await Promise.allSettled([
      updateMemberRole(ctx, first, { userId: second.userId, role: "EDITOR" }),
      updateMemberRole(ctx, first, { userId: first.userId, role: "EDITOR" }),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const [refused] = outcomes.filter((o) => o.status === "rejected");
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: "operator-E2002" });
    const owners = (await listMembers(ctx, first)).filter((m) => m.role === "OWNER");
    expect(owners).toHaveLength(1);

    // Each owner demoting the other at once: one wins; the loser is no owner any more when it runs.
    const third = await makeOperator(ctx);
    const fourth = await member(ctx, third, "OWNER");
    const crossed = await Promise.allSettled([
      updateMemberRole(ctx, third, { userId: fourth.userId, role: "VIEWER" }),
      updateMemberRole(ctx, fourth, { userId: third.userId, role: "VIEWER" }),
    ]);
    expect(crossed.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect((crossed.find((o) => o.status === "rejected") as PromiseRejectedResult).reason).toMatchObject({
      code: "operator-E2001",
    });
    expect((await listMembers(ctx, third)).filter((m) => m.role === "OWNER")).toHaveLength(1);
  });
});
