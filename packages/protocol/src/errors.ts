import type { ErrorDef } from "./definitions";
import { DECLARED_ERRORS } from "./registry";

export type { ErrorDef } from "./definitions";

/**
 * The error catalogue (product spec, section 8) as data: code → HTTP status → global category.
 * Codes the spec lists are used verbatim. The six it shows only as `{hash}` got named codes in the
 * same style (claimPage-, claim-, luckyDraw-); codes the spec does not have at all (request shape,
 * sessions, CSRF, rate limits, captcha, mail, maintenance) follow the same `domain-ENNNN` pattern:
 * E1xxx for input that is malformed, E2xxx for a business refusal, E5xxx for our own failures.
 */
const SHARED_ERRORS = {
  // --- claims and campaigns ---------------------------------------------------------------------
  "receivedPage-2001": { status: 404, category: "BAD_REQUEST", message: "You have not claimed this yet." },
  "claimPage-E2001": { status: 410, category: "BAD_REQUEST", message: "This claim page has expired." },
  "claim-E2002": { status: 409, category: "BAD_REQUEST", message: "The limit has been reached." },
  "claim-E2003": { status: 409, category: "BAD_REQUEST", message: "You have already claimed this." },
  "luckyDraw-E2001": {
    status: 409,
    category: "BAD_REQUEST",
    message: "You have already applied. Please wait for the draw.",
  },
  "luckyDraw-E2002": { status: 409, category: "BAD_REQUEST", message: "You were not drawn this time." },
  "luckyDraw-E2003": { status: 409, category: "BAD_REQUEST", message: "You have already won." },
  "claim-E2004": { status: 409, category: "BAD_REQUEST", message: "Please complete the conditions first." },
  "luckyDraw-E2004": { status: 409, category: "BAD_REQUEST", message: "Please apply for the draw first." },
  "project-E2001": {
    status: 403,
    category: "BAD_REQUEST",
    message: "Fans in your country cannot take part in this project.",
  },
  "listOfApplicant-E2000": { status: 409, category: "BAD_REQUEST", message: "This e-mail address is already entered." },
  "campaignPolicy-E2000": { status: 409, category: "BAD_REQUEST", message: "You have already accepted." },
  "campaignPolicy-E2001": { status: 400, category: "BAD_REQUEST", message: "It is not the distribution time." },
  "campaignPolicy-E2002": { status: 403, category: "BAD_REQUEST", message: "Please accept the terms first." },
  "policy-E2000": { status: 409, category: "BAD_REQUEST", message: "You have already accepted." },
  "policy-E2001": { status: 400, category: "BAD_REQUEST", message: "It is not the distribution time." },
  "policy-E2002": { status: 403, category: "BAD_REQUEST", message: "Please accept the terms first." },
  "nftContent-E2021": { status: 400, category: "BAD_REQUEST", message: "This is not during the distribution period." },
  // --- wallets (Sign-In with Ethereum linking, the built-in web wallet) ----------------------------
  "wallet-E2001": {
    status: 400,
    category: "BAD_REQUEST",
    message: "The signature does not match the wallet address.",
  },
  "wallet-E2002": {
    status: 410,
    category: "BAD_REQUEST",
    message: "This sign-in message has expired or was already used. Please sign a new one.",
  },
  "wallet-E2003": {
    status: 409,
    category: "BAD_REQUEST",
    message: "This wallet is linked to another account.",
  },
  "wallet-E2004": { status: 400, category: "BAD_REQUEST", message: "This sign-in message is not for this site." },
  "wallet-E2005": { status: 400, category: "BAD_REQUEST", message: "This chain is not supported." },
  "wallet-E2006": {
    status: 403,
    category: "BAD_REQUEST",
    message: "The destination is not one of your linked wallets.",
  },
  "wallet-E2007": {
    // 403, not 401: the fan's session is fine (a 401 would make the web treat them as signed out).
    status: 403,
    category: "BAD_REQUEST",
    message: "The web wallet session is missing or has expired. Please open the web wallet again.",
  },
  "wallet-E2008": { status: 409, category: "BAD_REQUEST", message: "This NFT is not in your web wallet." },
  "wallet-E5001": {
    status: 503,
    category: "BAD_REQUEST",
    message: "The blockchain could not be reached. Please try again later.",
  },
  "metadata-E2001": { status: 404, category: "BAD_REQUEST", message: "There is no such token." },
  // --- channels ---------------------------------------------------------------------------------
  "premiumContent-E2004": { status: 400, category: "BAD_REQUEST", message: "Bad request on this channel." },
  "premiumContent-E2007": { status: 403, category: "BAD_REQUEST", message: "You cannot join this channel." },
  "premiumContent-E2008": { status: 403, category: "BAD_REQUEST", message: "You have not joined this channel." },
  // Not in the spec, same style: uploads and signed media URLs.
  "premiumContent-E1001": { status: 413, category: "BAD_REQUEST", message: "The file is too large." },
  "premiumContent-E1002": { status: 415, category: "BAD_REQUEST", message: "This type of file is not accepted." },
  // A project's public images and documents (campaign images, logo, terms and privacy-policy PDFs).
  "asset-E1001": { status: 413, category: "BAD_REQUEST", message: "The file is too large (up to 20 MB)." },
  "asset-E1002": {
    status: 415,
    category: "BAD_REQUEST",
    message: "Only PNG, JPEG, WebP or GIF images and PDF documents are accepted.",
  },
  "premiumContent-E2009": { status: 403, category: "BAD_REQUEST", message: "This media link has expired." },
  "premiumContent-E2010": { status: 403, category: "BAD_REQUEST", message: "This media link is not valid." },
  "premiumContent-E2011": {
    status: 416,
    category: "BAD_REQUEST",
    message: "The requested range cannot be satisfied.",
  },
  "premiumContent-E1003": {
    status: 400,
    category: "BAD_REQUEST",
    message: "The order must list each of the project's channels exactly once.",
  },
  "premiumContent-E1004": {
    status: 400,
    category: "BAD_REQUEST",
    message: "Every image in an article needs a description (alt text).",
  },
  "premiumContent-E2012": {
    status: 400,
    category: "BAD_REQUEST",
    message: "An image in the article is not one of this project's uploaded images.",
  },
  // --- e-mail sign-in and account lifecycle -------------------------------------------------------
  "user-E2004": { status: 410, category: "BAD_REQUEST_NO_AUTH", message: "The e-mail verification has expired." },
  "user-E2005": {
    status: 429,
    category: "BAD_REQUEST_NO_AUTH",
    message: "A mail was sent recently. Please wait a minute.",
  },
  "user-E2006": { status: 400, category: "BAD_REQUEST_NO_AUTH", message: "This sign-in link is not valid." },
  "user-E2007": {
    status: 429,
    category: "BAD_REQUEST_NO_AUTH",
    message: "Too many mails were requested. Please try again later.",
  },
  "user-E2008": {
    status: 409,
    category: "BAD_REQUEST_NO_AUTH",
    message: "This e-mail verification has already been used.",
  },
  // The sign-in mail's 6-digit code, typed in the browser that asked for the mail (ADR 0022).
  "signInCode-E2001": { status: 400, category: "BAD_REQUEST_NO_AUTH", message: "The code is incorrect." },
  "signInCode-E2002": {
    status: 429,
    category: "BAD_REQUEST_NO_AUTH",
    message: "Too many incorrect codes. Open the link in the mail or ask for a new mail.",
  },
  "signInCode-E2003": {
    status: 410,
    category: "BAD_REQUEST_NO_AUTH",
    message: "This code has expired or has already been used. Please ask for a new mail.",
  },
  "signInCode-E2004": {
    status: 409,
    category: "BAD_REQUEST_NO_AUTH",
    message: "No sign-in mail was asked for in this browser. Type the code where you asked for the mail.",
  },
  "email-change-E2003": { status: 404, category: "BAD_REQUEST", message: "There is no e-mail change request." },
  "email-change-E2004": {
    status: 410,
    category: "BAD_REQUEST",
    message: "The e-mail change verification has expired.",
  },
  "email-change-E2005": {
    status: 409,
    category: "BAD_REQUEST",
    message: "This e-mail address cannot be used. Please choose another one.",
  },
  "account-cancel-E2003": { status: 404, category: "BAD_REQUEST", message: "There is no cancellation request." },
  "account-cancel-E2004": {
    status: 410,
    category: "BAD_REQUEST",
    message: "The cancellation verification has expired.",
  },
  // --- music and social -------------------------------------------------------------------------
  // Connected accounts (all providers): the OAuth flow and the stored grant.
  "socialAccount-E2001": {
    status: 409,
    category: "BAD_REQUEST",
    message: "The connection to this account has ended. Please connect it again.",
  },
  "socialAccount-E2002": { status: 404, category: "BAD_REQUEST", message: "This service is not available." },
  "socialAccount-E2003": {
    status: 400,
    category: "BAD_REQUEST",
    message: "The connection request has expired or was already used. Please try again.",
  },
  "socialAccount-E2004": { status: 409, category: "BAD_REQUEST", message: "Please connect your account first." },
  "socialAccount-E2005": {
    status: 400,
    category: "BAD_REQUEST",
    message: "Please agree that Fanfare does this for you.",
  },
  // The provider sent back a browser other than the one that started the connect, or another fan.
  "socialAccount-E2006": {
    status: 403,
    category: "BAD_REQUEST",
    message: "This connection was started in another browser or account, so nothing was connected. Please start again.",
  },
  // --- account states ---------------------------------------------------------------------------
  "E6000": { status: 403, category: "BANNED", noAuthCategory: "BANNED_NO_AUTH", message: "This account is banned." },
  "E6003": { status: 403, category: "LOGOUT", message: "This account has been deleted." },
  "E12001": { status: 404, category: "BAD_REQUEST", message: "This company no longer exists." },
  // --- operators (not in the spec, same style): roles and the company's members -------------------
  // A role refusal: a viewer writing anything, or a non-owner managing members.
  "operator-E2001": { status: 403, category: "BAD_REQUEST", message: "Your role does not allow this change." },
  "operator-E2002": { status: 409, category: "BAD_REQUEST", message: "A company must keep at least one owner." },
  // An account operates at most one company.
  "operator-E2003": {
    status: 409,
    category: "BAD_REQUEST",
    message: "This account already operates another company.",
  },
  "operator-E2004": { status: 409, category: "BAD_REQUEST", message: "This account is already a member." },
  // --- editing and publishing a campaign (not in the spec, same style; ADR 0023) -------------------
  // Once published, an edit that would take from fans what they already have or count on is refused.
  "campaignEdit-E2001": {
    status: 409,
    category: "BAD_REQUEST",
    message: "The supply cannot be lower than the number of NFTs already claimed.",
  },
  "campaignEdit-E2002": {
    status: 409,
    category: "BAD_REQUEST",
    message: "Fans have already completed this condition: it can no longer be changed or removed.",
  },
  "campaignEdit-E2003": {
    status: 409,
    category: "BAD_REQUEST",
    message: "The draw is already committed: its prizes, chance and timing can no longer change.",
  },
  "campaignEdit-E2004": {
    status: 409,
    category: "BAD_REQUEST",
    message: "Fans are already taking part: this window can no longer be shortened.",
  },
  "campaignEdit-E2005": {
    status: 409,
    category: "BAD_REQUEST",
    message: "A published campaign's window cannot end in the past.",
  },
  "campaignEdit-E2006": {
    status: 409,
    category: "BAD_REQUEST",
    message: "Conditions cannot be added once the campaign is published.",
  },
  "campaignEdit-E2007": {
    status: 409,
    category: "BAD_REQUEST",
    message: "The kind of reward cannot change once the campaign is published.",
  },
  // The publish checklist has failed items (sent as the error's issues: field and item code).
  "campaignPublish-E2001": {
    status: 409,
    category: "BAD_REQUEST",
    message: "The campaign is not ready to publish: some checklist items are not met.",
  },
  // --- minting operations (not in the spec, same style; ADR 0027) ---------------------------------
  // An operator's retry or replacement of a mint that is not failed or stuck (another click got there first).
  "mint-E2001": { status: 409, category: "BAD_REQUEST", message: "This mint has already been minted." },
  "mint-E2002": {
    status: 409,
    category: "BAD_REQUEST",
    message: "This mint is already on its way: only a failed or stuck mint can be retried.",
  },
  // --- not in the spec: request shape, sessions, abuse limits, infrastructure -------------------
  "request-E1000": { status: 400, category: "BAD_REQUEST", message: "The request is invalid." },
  "request-E1001": { status: 400, category: "BAD_REQUEST", message: "The request body is not valid JSON." },
  "request-E1002": { status: 413, category: "BAD_REQUEST", message: "The request body is too large." },
  "request-E1003": { status: 415, category: "BAD_REQUEST", message: "The content type is not supported." },
  "request-E1004": { status: 404, category: "BAD_REQUEST", message: "Not found." },
  "request-E1005": { status: 405, category: "BAD_REQUEST", message: "Method not allowed." },
  "request-E1029": { status: 429, category: "BAD_REQUEST", message: "Too many requests. Please try again later." },
  "auth-E1001": { status: 401, category: "UNAUTHORIZED", message: "Please sign in." },
  "auth-E1002": { status: 401, category: "LOGOUT", message: "Your session has ended. Please sign in again." },
  "auth-E1003": { status: 403, category: "BAD_REQUEST", message: "The request was refused (CSRF check failed)." },
  "captcha-E2001": { status: 400, category: "BAD_REQUEST_NO_AUTH", message: "The captcha check failed." },
  "mail-E5001": { status: 503, category: "BAD_REQUEST", message: "The mail could not be sent. Please try again." },
  "maintenance-E5030": { status: 503, category: "MAINTENANCE", message: "Fanfare is under maintenance." },
  "server-E5000": { status: 500, category: "BAD_REQUEST", message: "Something went wrong on our side." },
  // The database connection was lost (a restart, a failover): brief, and the same request may be sent
  // again as it was (a claim with its idempotency key). Answered with Retry-After (ADR 0025).
  "server-E5030": {
    status: 503,
    category: "BAD_REQUEST",
    message: "The service is briefly unavailable. Please try again in a moment.",
  },
} as const satisfies Record<string, ErrorDef>;

/**
 * The whole catalogue: the shared codes above, and the codes each condition kind and social provider
 * declares in its own file (condition-kinds/, providers/), so adding one does not edit this file.
 */
export const ERRORS = { ...SHARED_ERRORS, ...DECLARED_ERRORS } satisfies Record<string, ErrorDef>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERRORS, value);
}

export function errorDef(code: ErrorCode): ErrorDef {
  return (ERRORS as Record<ErrorCode, ErrorDef>)[code];
}
