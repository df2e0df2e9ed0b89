import {
  CaptchaConfigResponse,
  MailSentResponse,
  RequestSignInMailRequest,
  SignInResponse,
  VerifyLinkRequest,
  VerifySignInCodeRequest,
} from "../schemas/auth";
import { OkResponse } from "../schemas/common";
import { defineRoute } from "./define";
import { ROUTE } from "./every-route";

const tags = ["auth"];

export const authRoutes = {
  captchaConfig: defineRoute(ROUTE.captchaConfig, {
    tags,
    summary: "Which captcha the enter-email screen shows",
    responses: { 200: CaptchaConfigResponse },
  }),
  requestSignInMail: defineRoute(ROUTE.requestSignInMail, {
    tags,
    summary: "Mail a sign-in link (user-E2005 within a minute of the last one)",
    body: RequestSignInMailRequest,
    responses: { 202: MailSentResponse },
    errors: [],
  }),
  verifySignInLink: defineRoute(ROUTE.verifySignInLink, {
    tags,
    summary: "Open a sign-in link: signs in, creating the account for a new address",
    body: VerifyLinkRequest,
    responses: { 200: SignInResponse },
    errors: [409, 410],
  }),
  verifySignInCode: defineRoute(ROUTE.verifySignInCode, {
    tags,
    summary:
      "Type the sign-in mail's code in the browser that asked for the mail: signs in like the link (single use, shared with it)",
    body: VerifySignInCodeRequest,
    responses: { 200: SignInResponse },
    errors: [409, 410],
  }),
  refreshSession: defineRoute(ROUTE.refreshSession, {
    tags,
    summary: "Rotate the session cookies (reusing an old refresh token ends the session)",
    responses: { 200: OkResponse },
    errors: [401],
  }),
  logout: defineRoute(ROUTE.logout, {
    tags,
    summary: "Sign out: revokes the session",
    responses: { 200: OkResponse },
    errors: [],
  }),
};
