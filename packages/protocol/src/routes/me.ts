import { MailSentResponse } from "../schemas/auth";
import {
  AccountCancelledResponse,
  ConfirmTokenRequest,
  EmailChangedResponse,
  RequestEmailChangeRequest,
  UpdateMeRequest,
  UserView,
} from "../schemas/me";
import { defineRoute } from "./define";
import { ROUTE } from "./every-route";

const tags = ["me"];

export const meRoutes = {
  getMe: defineRoute(ROUTE.getMe, { tags, summary: "The signed-in fan", responses: { 200: UserView }, errors: [401] }),
  updateMe: defineRoute(ROUTE.updateMe, {
    tags,
    summary: "Preferences: country, language, time zone, news-mail opt-in",
    body: UpdateMeRequest,
    responses: { 200: UserView },
    errors: [401],
  }),
  requestEmailChange: defineRoute(ROUTE.requestEmailChange, {
    tags,
    summary:
      "Mail a confirmation link to a new address. An address that already has an account gets the same " +
      "answer (its owner is told by mail that nothing changed); 409 only for the fan's current address.",
    body: RequestEmailChangeRequest,
    responses: { 202: MailSentResponse },
    errors: [401, 409],
  }),
  verifyEmailChange: defineRoute(ROUTE.verifyEmailChange, {
    tags,
    summary: "Open the e-mail change link (works from any browser: the link is the proof)",
    body: ConfirmTokenRequest,
    responses: { 200: EmailChangedResponse },
    errors: [404, 409, 410],
  }),
  requestCancel: defineRoute(ROUTE.requestCancel, {
    tags,
    summary: "Mail an account-cancellation link to the current address",
    responses: { 202: MailSentResponse },
    errors: [401],
  }),
  verifyCancel: defineRoute(ROUTE.verifyCancel, {
    tags,
    summary: "Confirm cancellation: erases personal data and ends every session",
    body: ConfirmTokenRequest,
    responses: { 200: AccountCancelledResponse },
    errors: [404, 410],
  }),
};
