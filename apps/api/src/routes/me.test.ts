import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-app";
import { signInFan } from "../test-fans";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("POST /api/v1/me/email-change over HTTP", () => {
  it("answers a taken address like a free one (no oracle) and stops one account after 5 mails (no cannon)", async () => {
    const fan = await signInFan(t);
    const owner = await signInFan(t);
    const ask = (newEmail: string) =>
      t.app.inject({ method: "POST", url: "/api/v1/me/email-change", headers: fan.write, payload: { newEmail } });

    const taken = await ask(owner.email);
    const free = await ask(`free-${fan.userId}@example.com`);
    expect(taken.statusCode).toBe(202);
    expect(free.statusCode).toBe(202);
    expect(taken.body).toBe(free.body);
    expect(taken.json()).toEqual({ sent: true, resendAfterSeconds: 60 });
    const notice = t.mailer.sent.findLast((m) => m.to === owner.email);
    expect(notice?.subject).toBe("Fanfare アカウントをこのメールアドレスへ移すリクエストがありました");

    for (let i = 0; i < 3; i++) expect((await ask(`more-${i}-${fan.userId}@example.com`)).statusCode).toBe(202);
    const over = await ask(`one-too-many-${fan.userId}@example.com`);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: "user-E2007" });
  });

  it("the fan's own address is still refused (409): it tells them nothing new", async () => {
    const fan = await signInFan(t);
    const own = await t.app.inject({
      method: "POST",
      url: "/api/v1/me/email-change",
      headers: fan.write,
      payload: { newEmail: fan.email.toUpperCase() },
    });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ code: "email-change-E2005" });
  });
});
