/** The Channels group's routes (spec section 2), built in one place. */
export const channelsPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/channels`;
export const channelPath = (projectId: string, channelId: string) =>
  `${channelsPath(projectId)}/${encodeURIComponent(channelId)}`;
export const contentsPath = (projectId: string, channelId: string) => `${channelPath(projectId, channelId)}/contents`;
export const contentPath = (projectId: string, channelId: string, contentId: string) =>
  `${contentsPath(projectId, channelId)}/${encodeURIComponent(contentId)}`;
