// The domain's public face: service verbs, the context they run in, and the database helpers.
export { confirmAccountCancel } from "./account/confirm-account-cancel";
export { confirmEmailChange } from "./account/confirm-email-change";
export { requestAccountCancel } from "./account/request-account-cancel";
export { requestEmailChange } from "./account/request-email-change";
export { purgeExpired } from "./auth/purge-expired";
export { requestSignInMail } from "./auth/request-sign-in-mail";
export { pseudonym } from "./auth/secrets";
export { authenticate, type IssuedSession, refreshSession, revokeSession } from "./auth/sessions";
export { verifySignInLink } from "./auth/verify-sign-in-link";
export {
  CAPTCHA_PROVIDERS,
  type CaptchaProvider,
  type CaptchaVerifier,
  createCaptchaVerifier,
} from "./captcha/verify-captcha";
export { type Clock, fixedClock, systemClock } from "./clock";
export { type CoreConfig, type CoreContext, DEFAULT_CORE_CONFIG, type Log, type RequestMeta } from "./context";
export { type Database, type Db, MIGRATIONS_FOLDER, openDatabase } from "./db/client";
export { checkDatabase } from "./db/health";
export { AppError, isAppError } from "./errors";
export { createJobQueue } from "./jobs/queue";
export { JOBS, startWorker } from "./jobs/worker";
export { createSmtpMailer, type Mailer, type OutgoingMail } from "./mail/mailer";
export { maintenanceSwitch, readMaintenance, setMaintenance } from "./settings/maintenance";
export { banUser, banUserByEmail } from "./users/ban-user";
export type { UserRow } from "./users/tables";
export { updatePreferences } from "./users/update-preferences";
export { toUserView } from "./users/view";
