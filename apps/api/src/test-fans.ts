// Signing fans and operators in over HTTP for route tests. Not used by the product.
import { addOperator, createCompany } from "@fanfare/core";
import { lastLinkToken } from "@fanfare/core/testing";
import { cookieHeader, cookieJar, type createTestApp, WRITE_HEADERS } from "./test-app";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let n = 0;

/** Signs a new fan in through the real routes; returns headers to send with reads and with writes. */
export async function signInFan(t: TestApp, country = "JP") {
  n += 1;
  const email = `route-fan-${Date.now().toString(36)}-${n}@example.com`;
  await t.app.inject({
    method: "POST",
    url: "/api/v1/auth/email",
    headers: WRITE_HEADERS,
    payload: { email, country, locale: "ja" },
  });
  const verified = await t.app.inject({
    method: "POST",
    url: "/api/v1/auth/email/verify",
    headers: WRITE_HEADERS,
    payload: { token: lastLinkToken(t.mailer, email) },
  });
  const cookie = cookieHeader(cookieJar(verified.headers["set-cookie"]));
  const { user } = verified.json() as { user: { id: string } };
  return { email, userId: user.id, read: { cookie }, write: { ...WRITE_HEADERS, cookie } };
}

/** A new company with a signed-in operator. */
export async function signInOperator(t: TestApp) {
  const fan = await signInFan(t);
  const company = await createCompany(t.ctx, { name: `Company ${n}` });
  await addOperator(t.ctx, { companyId: company.id, email: fan.email, role: "OWNER" });
  return { ...fan, companyId: company.id };
}
