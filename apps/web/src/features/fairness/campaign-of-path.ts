// A campaign page's path names its campaign: /{locale}/projects/{projectId}/{campaignId}/…

const CAMPAIGN_PATH =
  /^\/(?:[a-z]{2}\/)?projects\/[^/?#]+\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[/?#]|$)/i;

/**
 * The campaign a path of this site belongs to, if it is a campaign page (or a page under one): a sign-in
 * that came from there says so, and a failed captcha counts in that campaign's fairness report.
 */
export function campaignIdOfPath(path: string | undefined): string | undefined {
  return path ? CAMPAIGN_PATH.exec(path)?.[1]?.toLowerCase() : undefined;
}
