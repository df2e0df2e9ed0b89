// The domain's public face: service verbs, the context they run in, and the database helpers.
export { confirmAccountCancel } from "./account/confirm-account-cancel";
export { confirmEmailChange } from "./account/confirm-email-change";
export { requestAccountCancel } from "./account/request-account-cancel";
export { requestEmailChange } from "./account/request-email-change";
// --- campaign engine ---
export { getCampaignDashboard } from "./analytics/campaign-funnel";
export { FAIRNESS_CACHE_MS, getFairnessReport } from "./analytics/get-fairness-report";
export { getProjectDashboard } from "./analytics/project-funnel";
export { recordPageView } from "./analytics/record-page-view";
export {
  countRefusals,
  flushRefusals,
  noteRefusal,
  noteRefusalOf,
  REFUSAL_FLUSH_MS,
  type RefusalReason,
} from "./analytics/refusals";
export { type OpenedPublicAsset, openPublicAsset } from "./assets/open-public-asset";
export { sniffMedia } from "./assets/sniff-media";
export {
  type AssetStorage,
  type ByteRange,
  createLocalAssetStorage,
  type PutBody,
} from "./assets/storage/asset-storage";
export { createS3AssetStorage, DEFAULT_S3_PART_SIZE, type S3Config } from "./assets/storage/s3-storage";
export { PUBLIC_ASSET_MAX_BYTES, uploadProjectAsset } from "./assets/upload-project-asset";
export { listAuditEvents } from "./audit/list-audit-events";
export { recordAuditEvent } from "./audit/record-audit-event";
export { signAccessToken } from "./auth/access-token";
export { purgeExpired } from "./auth/purge-expired";
export { requestSignInMail } from "./auth/request-sign-in-mail";
export { pseudonym } from "./auth/secrets";
export { authenticate, type IssuedSession, refreshSession, revokeSession } from "./auth/sessions";
export { isBrowserKey, newBrowserKey } from "./auth/sign-in-code";
export { verifySignInCode } from "./auth/verify-sign-in-code";
export { verifySignInLink } from "./auth/verify-sign-in-link";
export {
  campaignPageState,
  EMPTY_PROGRESS,
  type StateCampaign,
  type StateProgress,
} from "./campaigns/campaign-page-state";
export { createCampaign } from "./campaigns/create-campaign";
export { assertEditKeepsFansWhole } from "./campaigns/edit-after-launch";
export { getCampaignDetail, getCampaignTerms } from "./campaigns/get-campaign-detail";
export { listCampaignVersions } from "./campaigns/list-campaign-versions";
export { listCampaigns } from "./campaigns/list-campaigns";
export { previewCampaign } from "./campaigns/preview-campaign";
export { previewCampaignMails } from "./campaigns/preview-campaign-mails";
export { getPublishChecklist } from "./campaigns/publish-checklist";
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
// --- chain and wallets ---
export { countHeldTokens, type HeldTokens, type TokenContract } from "./chain/count-held-tokens";
export { EMBEDDED_GAS_FUNDER_KEY, EMBEDDED_MINTER_KEY, isWellKnownDevKey } from "./chain/dev-keys";
export { collectionBaseUri } from "./chain/ensure-collection";
export { getTokenMetadata } from "./chain/get-token-metadata";
export { toMintView } from "./chain/mint-view";
export { getMintingSummary } from "./chain/minting-status";
export { getMint, listMints } from "./chain/minting-status-mints";
export { LOCAL_CHAIN_ID, type RelayerOptions } from "./chain/relayer";
export { retryMint } from "./chain/retry-mint";
export { type RunningRelayer, runRelayer } from "./chain/run-relayer";
export { startRelayers } from "./chain/start-relayers";
export { tokenIdForClaim } from "./chain/token-id";
// --- channels and premium content ---
export { requireChannelAccess } from "./channels/access";
export { ACCESS_CHECK_TTL_MS, checkRequirements } from "./channels/check-requirements";
export { getChannel, listChannels } from "./channels/get-channel";
export { getContent, issueMediaUrl, listContents } from "./channels/get-contents";
export { joinChannel, leaveChannel } from "./channels/join-channel";
export { listChannelMembers } from "./channels/list-members";
export {
  createChannel,
  getOperatorChannel,
  listOperatorChannels,
  updateChannel,
} from "./channels/manage-channels";
export { createContent, deleteContent, listOperatorContents, updateContent } from "./channels/manage-contents";
export { DEFAULT_MEDIA_URL_TTL_SECONDS, mediaPath, signMediaUrl, verifyMediaUrl } from "./channels/media-url";
export { reorderChannels } from "./channels/reorder-channels";
export { sanitizeHtml } from "./channels/sanitize-html";
export { type OpenedMedia, openMedia, parseRange, UnsatisfiableRange } from "./channels/serve-media";
export { DEFAULT_ASSET_MAX_BYTES, type UploadBody, uploadAsset } from "./channels/upload-asset";
export { acceptPolicies } from "./claims/accept-policies";
export { claim } from "./claims/claim";
export { getMyClaim } from "./claims/get-my-claim";
export { getReceivedClaims, getReceivedNft } from "./claims/get-received";
export { listMyClaims } from "./claims/list-my-claims";
export { type Clock, fixedClock, systemClock } from "./clock";
export { createCompany, deleteCompany } from "./companies/create-company";
export { createCompanyWithOwner } from "./companies/create-company-with-owner";
export { addCondition } from "./conditions/add-condition";
export { normaliseCode } from "./conditions/codes/normalise-code";
export { completeCondition } from "./conditions/complete-condition";
export { generateCodes } from "./conditions/generate-codes";
export { codesOfCsv, type ImportCodesResult, importCodes } from "./conditions/import-codes";
export { removeCondition } from "./conditions/remove-condition";
export { reorderConditions } from "./conditions/reorder-conditions";
export { updateCondition } from "./conditions/update-condition";
export {
  type ChainConfig,
  type CoreConfig,
  type CoreContext,
  DEFAULT_CORE_CONFIG,
  type Log,
  type RequestMeta,
} from "./context";
export { type Database, type Db, MIGRATIONS_FOLDER, openDatabase } from "./db/client";
export { connectionFailure, isConnectionFailure } from "./db/connection-failure";
export { checkDatabase } from "./db/health";
export { applyForDraw } from "./draws/apply-for-draw";
export { drawDueCampaigns, drawWinners, getDrawRecord } from "./draws/draw-winners";
export { getDrawReceipt } from "./draws/get-draw-receipt";
export { getOperatorDraw, maskEmail } from "./draws/get-operator-draw";
export { setEntryEmail } from "./draws/set-entry-email";
export { verifyDraw } from "./draws/verify-draw";
export { AppError, type AppErrorOptions, type ErrorContext, errorContext, isAppError } from "./errors";
export { CSV_BOM, csvField, csvLine, toCsv } from "./exports/csv";
export { type CsvExport, EXPORT_BATCH_SIZE } from "./exports/csv-export";
export { CHANNEL_MEMBERS_HEADER, exportChannelMembers } from "./exports/export-channel-members";
export { CLAIMS_HEADER, exportClaims } from "./exports/export-claims";
export { CODES_USED_HEADER, exportCodesUsed } from "./exports/export-codes-used";
export { DRAW_ENTRIES_HEADER, exportDrawEntries } from "./exports/export-draw-entries";
export { isTimeZone, timeFormatter } from "./exports/time-zone";
export { createJobQueue } from "./jobs/queue";
export { JOBS, startWorker } from "./jobs/worker";
export { createSmtpMailer, type Mailer, type OutgoingMail } from "./mail/mailer";
export { addOperator } from "./operators/add-operator";
export { getOperatorMe } from "./operators/get-operator-me";
export { inviteMember } from "./operators/invite-member";
export { listMembers } from "./operators/list-members";
export { removeMember } from "./operators/remove-member";
export {
  assertOperatorMay,
  type Operator,
  type OperatorAccess,
  operatorMay,
  requireOperator,
} from "./operators/require-operator";
export { updateMemberRole } from "./operators/update-member-role";
export { createProject } from "./projects/create-project";
export {
  type ExportNote,
  exportProject,
  exportProjectForPlatform,
  type ProjectExport,
} from "./projects/export-project";
export {
  DEMO_PROJECT_FILE,
  importProject,
  isCatalogueEmpty,
  type ProjectImport,
  resolveRelativeTimes,
} from "./projects/import-project";
export { getProject, listProjects } from "./projects/list-projects";
export { getOperatorProject, listOperatorProjects, publishProject, updateProject } from "./projects/update-project";
export { rehearseCampaign } from "./rehearsals/rehearse-campaign";
export { maintenanceSwitch, readMaintenance, setMaintenance } from "./settings/maintenance";
// --- music and social accounts ---
export {
  configuredProviders,
  DEFAULT_CALL_POLICY,
  type ProviderCallPolicy,
  type SocialConfig,
} from "./social/config";
export { type CallbackQuery, type ConnectOutcome, finishSocialConnect } from "./social/finish-connect";
export { listSocialAccounts, unlinkSocialAccount } from "./social/list-accounts";
export { listRecentPosts } from "./social/list-recent-posts";
export type { SocialProviderModule } from "./social/provider-module";
export {
  anySocialProviderCredentials,
  SOCIAL_PROVIDER_ENV_SHAPE,
  SOCIAL_PROVIDER_MODULES,
  type SocialProviderConfigs,
  type SocialProviderEnv,
  socialProviderConfigs,
  socialProviderEnvIssues,
} from "./social/registry";
export { OAUTH_STATE_TTL_MS, startSocialConnect } from "./social/start-connect";
export { banUser, banUserByEmail } from "./users/ban-user";
export type { UserRow } from "./users/tables";
export { updatePreferences } from "./users/update-preferences";
export { toUserView } from "./users/view";
// --- chain and wallets ---
export { createWalletSiweMessage } from "./wallets/create-siwe-message";
export { ensureWebWallet, findWebWallet } from "./wallets/ensure-web-wallet";
export { getWebWallet } from "./wallets/get-web-wallet";
export { generateEncryptionKey, type KeyRing, parseEncryptionKey } from "./wallets/key-vault";
export { linkWallet } from "./wallets/link-wallet";
export { listMyNfts } from "./wallets/list-my-nfts";
export { listWallets } from "./wallets/list-wallets";
export { openWebWallet } from "./wallets/open-web-wallet";
export { provenAddresses } from "./wallets/proven-addresses";
export { type Recipient, resolveRecipient } from "./wallets/resolve-recipient";
export { rotateWalletKeys } from "./wallets/rotate-wallet-keys";
export { transferFromWebWallet } from "./wallets/transfer-from-web-wallet";
export { unlinkWallet } from "./wallets/unlink-wallet";
export { verifyWebWalletToken } from "./wallets/web-wallet-token";
export { createWebhookEndpoint } from "./webhooks/create-endpoint";
export { deleteWebhookEndpoint } from "./webhooks/delete-endpoint";
export {
  deliverWebhook,
  dispatchDueWebhooks,
  signWebhook,
  WEBHOOK_BACKOFF_SECONDS,
  WEBHOOK_MAX_ATTEMPTS,
} from "./webhooks/deliver";
export { listWebhookDeliveries } from "./webhooks/list-deliveries";
export { listWebhookEndpoints } from "./webhooks/list-endpoints";
export { replayWebhookEvent } from "./webhooks/replay-event";
export { sealWebhookSecrets } from "./webhooks/secret-vault";
export { updateWebhookEndpoint } from "./webhooks/update-endpoint";
