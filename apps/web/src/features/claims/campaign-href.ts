/** The campaign page, and the pages under it, by the spec's route: /projects/{projectId}/{campaignId}/…. */
export function campaignHref(projectId: string, campaignId: string, page?: string): string {
  const base = `/projects/${encodeURIComponent(projectId)}/${encodeURIComponent(campaignId)}`;
  return page ? `${base}/${page}` : base;
}
