import nodemailer from "nodemailer";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * A stable Message-ID (`<…@host>`) for a mail that a retry may send again: SMTP cannot be part of the
   * database transaction, so a crash between the send and its record means a second send, and receiving
   * servers and mail clients drop a message whose Message-ID they have already seen.
   */
  messageId?: string;
};
export type Mailer = { send(mail: OutgoingMail): Promise<void>; close(): void };

/** SMTP through nodemailer. The embedded mail catcher and a real server are the same to this code. */
export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(url, { from });
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
