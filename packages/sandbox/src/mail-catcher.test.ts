import { MailboxResponse } from "@fanfare/protocol";
import { createTransport } from "nodemailer";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type MailCatcher, startMailCatcher } from "./mail-catcher";

describe("mail catcher", () => {
  let catcher: MailCatcher;
  const transport = () =>
    createTransport({ host: "127.0.0.1", port: catcher.smtpPort, secure: false, ignoreTLS: true });
  const mailboxUrl = () => `http://127.0.0.1:${catcher.httpPort}/mails`;

  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  });
  afterAll(async () => {
    await catcher.close();
  });
  beforeEach(() => {
    catcher.clear();
  });

  it("listens on real ports when asked for port 0", () => {
    expect(catcher.smtpPort).toBeGreaterThan(0);
    expect(catcher.httpPort).toBeGreaterThan(0);
    expect(catcher.httpPort).not.toBe(catcher.smtpPort);
  });

  it("catches a mail sent over SMTP and shows it over HTTP, newest first", async () => {
    const mailer = transport();
    await mailer.sendMail({
      from: "Fanfare <no-reply@fanfare.test>",
      to: "fan@example.test",
      subject: "first",
      text: "hello",
    });
    await mailer.sendMail({
      from: "Fanfare <no-reply@fanfare.test>",
      to: "Fan <fan@example.test>",
      bcc: "hidden@example.test",
      subject: "ログインリンク",
      text: "Sign in: https://localhost:3000/ja/auth/verify?token=abc",
      html: '<p><a href="https://localhost:3000/ja/auth/verify?token=abc">Sign in</a></p>',
    });

    const response = await fetch(mailboxUrl());
    expect(response.status).toBe(200);
    const { mails } = MailboxResponse.parse(await response.json());
    expect(mails.map((mail) => mail.subject)).toEqual(["ログインリンク", "first"]);
    const [newest, oldest] = mails;
    expect(newest).toMatchObject({
      from: "Fanfare <no-reply@fanfare.test>",
      to: ["fan@example.test", "hidden@example.test"],
      text: expect.stringContaining("https://localhost:3000/ja/auth/verify?token=abc"),
      html: expect.stringContaining("<a href="),
    });
    expect(oldest?.html).toBeNull();
    expect(Number.isNaN(Date.parse(newest?.receivedAt ?? ""))).toBe(false);
    expect(new Set(mails.map((mail) => mail.id)).size).toBe(2);
    expect(catcher.mails()).toEqual(mails);
    mailer.close();
  });

  it("clears the mailbox on DELETE /mails", async () => {
    await transport().sendMail({ from: "a@fanfare.test", to: "b@example.test", subject: "x", text: "x" });
    expect(catcher.mails()).toHaveLength(1);
    const response = await fetch(mailboxUrl(), { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ mails: [] });
    expect(catcher.mails()).toEqual([]);
  });

  it("waitForMail resolves with a mail that arrives later", async () => {
    const waiting = catcher.waitForMail((mail) => mail.to.includes("later@example.test"), 5_000);
    await transport().sendMail({ from: "a@fanfare.test", to: "other@example.test", subject: "no", text: "no" });
    await transport().sendMail({ from: "a@fanfare.test", to: "later@example.test", subject: "yes", text: "yes" });
    await expect(waiting).resolves.toMatchObject({ subject: "yes" });
  });

  it("waitForMail resolves at once with a mail already caught", async () => {
    await transport().sendMail({ from: "a@fanfare.test", to: "early@example.test", subject: "early", text: "x" });
    await expect(catcher.waitForMail((mail) => mail.subject === "early", 50)).resolves.toMatchObject({
      to: ["early@example.test"],
    });
  });

  it("waitForMail rejects when nothing matches in time", async () => {
    await expect(catcher.waitForMail((mail) => mail.subject === "never", 100)).rejects.toThrow(/no matching mail/);
  });

  it("refuses messages over the size limit", async () => {
    const huge = "x".repeat(6 * 1024 * 1024);
    await expect(
      transport().sendMail({ from: "a@fanfare.test", to: "b@example.test", subject: "huge", text: huge }),
    ).rejects.toThrow(/552|size/i);
    expect(catcher.mails()).toEqual([]);
  });

  it("keeps only the newest mails when a limit is set", async () => {
    const small = await startMailCatcher({ smtpPort: 0, httpPort: 0, maxMails: 2 });
    try {
      const mailer = createTransport({ host: "127.0.0.1", port: small.smtpPort, secure: false, ignoreTLS: true });
      for (const subject of ["1", "2", "3"]) {
        await mailer.sendMail({ from: "a@fanfare.test", to: "b@example.test", subject, text: subject });
      }
      expect(small.mails().map((mail) => mail.subject)).toEqual(["3", "2"]);
    } finally {
      await small.close();
    }
  });

  it("answers 404 and 405 for unknown routes and methods", async () => {
    expect((await fetch(`http://127.0.0.1:${catcher.httpPort}/nope`)).status).toBe(404);
    const wrongMethod = await fetch(mailboxUrl(), { method: "POST" });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("allow")).toBe("GET, DELETE");
  });
});
