/**
 * The social task a fan has in progress, kept in the browser so a fan who leaves to post (or to allow
 * access at the provider) comes back to where they were. One key per task, built as the spec says from
 * the social type, the project id, the publish url (the campaign page's path) and the social key (the
 * condition id), under the product prefix.
 */
export type SocialTask = { postUrl: string; startedAt: string };

export function socialTaskKey(task: {
  socialType: string;
  projectId: string;
  publishUrl: string;
  socialKey: string;
}): string {
  return ["fanfare.socialTask", task.socialType, task.projectId, task.publishUrl, task.socialKey].join(":");
}

export function readSocialTask(key: string): SocialTask | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SocialTask>;
    return typeof value.postUrl === "string" && typeof value.startedAt === "string"
      ? { postUrl: value.postUrl, startedAt: value.startedAt }
      : null;
  } catch {
    return null;
  }
}

export function saveSocialTask(key: string, task: SocialTask): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(task));
  } catch {
    // Storage full or blocked (private mode): the fan simply starts again.
  }
}

export function clearSocialTask(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // see saveSocialTask
  }
}
