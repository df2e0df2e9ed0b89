// The domain's public face: service verbs, the context they run in, and the database helpers.
export { confirmAccountCancel } from "./account/confirm-account-cancel";
export { confirmEmailChange } from "./account/confirm-email-change";
export { requestAccountCancel } from "./account/request-account-cancel";
export { requestEmailChange } from "./account/request-email-change";
// --- campaign engine ---
export { recordPageView } from "./analytics/record-page-view";
export { signAccessToken } from "./auth/access-token";
export { purgeExpired } from "./auth/purge-expired";
export { requestSignInMail } from "./auth/request-sign-in-mail";
export { pseudonym } from "./auth/secrets";
export { authenticate, type IssuedSession, refreshSession, revokeSession } from "./auth/sessions";
export { verifySignInLink } from "./auth/verify-sign-in-link";
export {
  campaignPageState,
  EMPTY_PROGRESS,
  type StateCampaign,
  type StateProgress,
} from "./campaigns/campaign-page-state";
export { createCampaign } from "./campaigns/create-campaign";
export { getCampaignDetail, getCampaignTerms } from "./campaigns/get-campaign-detail";
export { listCampaigns } from "./campaigns/list-campaigns";
export {
  getOperatorCampaign,
  listOperatorCampaigns,
  setCampaignStatus,
  updateCampaign,
} from "./campaigns/update-campaign";
export {
  CAPTCHA_PROVIDERS,
  type CaptchaProvider,
  type CaptchaVerifier,
  createCaptchaVerifier,
} from "./captcha/verify-captcha";
export { acceptPolicies } from "./claims/accept-policies";
export { claim } from "./claims/claim";
export { exportClaims, exportDrawEntries, toCsv } from "./claims/export-claims";
export { getReceivedClaims, getReceivedNft } from "./claims/get-received";
export { type Clock, fixedClock, systemClock } from "./clock";
export { createCompany, deleteCompany } from "./companies/create-company";
export { normaliseCode } from "./conditions/codes/normalise-code";
export { completeCondition } from "./conditions/complete-condition";
export { generateCodes } from "./conditions/generate-codes";
export { type CoreConfig, type CoreContext, DEFAULT_CORE_CONFIG, type Log, type RequestMeta } from "./context";
export { type Database, type Db, MIGRATIONS_FOLDER, openDatabase } from "./db/client";
export { checkDatabase } from "./db/health";
export { applyForDraw } from "./draws/apply-for-draw";
export { drawDueCampaigns, drawWinners, getDrawRecord } from "./draws/draw-winners";
export { setEntryEmail } from "./draws/set-entry-email";
export { verifyDraw } from "./draws/verify-draw";
export { AppError, isAppError } from "./errors";
export { createJobQueue } from "./jobs/queue";
export { JOBS, startWorker } from "./jobs/worker";
export { createSmtpMailer, type Mailer, type OutgoingMail } from "./mail/mailer";
export { addOperator } from "./operators/add-operator";
export { type Operator, requireOperator } from "./operators/require-operator";
export { createProject } from "./projects/create-project";
export {
  DEMO_PROJECT_FILE,
  importProject,
  isCatalogueEmpty,
  type ProjectImport,
  resolveRelativeTimes,
} from "./projects/import-project";
export { getProject, listProjects } from "./projects/list-projects";
export { getOperatorProject, listOperatorProjects, publishProject, updateProject } from "./projects/update-project";
export { maintenanceSwitch, readMaintenance, setMaintenance } from "./settings/maintenance";
export { banUser, banUserByEmail } from "./users/ban-user";
export type { UserRow } from "./users/tables";
export { updatePreferences } from "./users/update-preferences";
export { toUserView } from "./users/view";
