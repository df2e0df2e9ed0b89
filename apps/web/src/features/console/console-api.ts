// The operator API as the console calls it: each a typed `call` of the protocol's route table. Kept here
// rather than in lib/api.ts's `api`, which every fan page loads: the console's calls stay in its bundle.

import { call, type RouteBody } from "@/lib/api";

export const consoleApi = {
  me: (signal?: AbortSignal) => call("operatorMe", { signal }),
  listProjects: (signal?: AbortSignal) => call("operatorListProjects", { signal }),
  getProject: (projectId: string, signal?: AbortSignal) =>
    call("operatorGetProject", { params: { projectId }, signal }),
  listCampaigns: (projectId: string, signal?: AbortSignal) =>
    call("operatorListCampaigns", { params: { projectId }, signal }),

  // --- the company's members (owners manage them) and its audit log
  listMembers: (signal?: AbortSignal) => call("operatorListMembers", { signal }),
  inviteMember: (body: RouteBody<"operatorInviteMember">) => call("operatorInviteMember", { body }),
  updateMember: (userId: string, body: RouteBody<"operatorUpdateMember">) =>
    call("operatorUpdateMember", { params: { userId }, body }),
  removeMember: (userId: string) => call("operatorRemoveMember", { params: { userId } }),
  /** A page of the log (the API's page size), newest first; `before` is the previous page's `nextCursor`. */
  listAuditEvents: (before: string | undefined, signal?: AbortSignal) =>
    call("operatorListAuditEvents", { query: { before }, signal }),
};

/** The console's query keys, all under "console" (sign-out clears the whole cache anyway). */
export const CONSOLE_QUERY_KEYS = {
  me: ["console", "me"],
  projects: ["console", "projects"],
  project: (projectId: string) => ["console", "project", projectId],
  campaigns: (projectId: string) => ["console", "campaigns", projectId],
  members: ["console", "members"],
  audit: ["console", "audit"],
} as const;
