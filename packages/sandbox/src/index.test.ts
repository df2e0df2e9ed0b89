import { createTransport } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Sandbox, startSandbox } from "./index";

describe("startSandbox", () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ smtpPort: 0, httpPort: 0 });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it("serves the mailbox, the captcha and a health check on one HTTP port", async () => {
    const index = await fetch(sandbox.httpUrl);
    expect(await index.json()).toEqual({
      routes: ["GET /healthz", "GET /mails", "DELETE /mails", "POST /captcha/siteverify"],
    });
    expect(await (await fetch(`${sandbox.httpUrl}/healthz`)).json()).toEqual({ status: "ok" });
    const captcha = await fetch(sandbox.captchaVerifyUrl, {
      method: "POST",
      body: new URLSearchParams({ secret: "sandbox-secret", response: "sandbox-pass" }),
    });
    expect(await captcha.json()).toMatchObject({ success: true });
  });

  it("exposes the caught mail both in-process and over HTTP", async () => {
    const mailer = createTransport({ url: sandbox.smtpUrl, ignoreTLS: true });
    const arrival = sandbox.mail.waitForMail((mail) => mail.to.includes("fan@example.test"), 5_000);
    await mailer.sendMail({ from: "no-reply@fanfare.test", to: "fan@example.test", subject: "hi", text: "hi" });
    const caught = await arrival;
    const { mails } = (await (await fetch(`${sandbox.httpUrl}/mails`)).json()) as { mails: { id: string }[] };
    expect(mails.map((mail) => mail.id)).toEqual([caught.id]);
  });

  it("fails clearly when a port is already taken", async () => {
    await expect(startSandbox({ smtpPort: 0, httpPort: sandbox.httpPort })).rejects.toThrow(/EADDRINUSE/);
  });
});
