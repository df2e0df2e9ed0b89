"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** The published projects (GET /api/v1/projects); the projects page seeds it from the server. */
export const PROJECTS_QUERY_KEY = ["projects"] as const;

export function useProjects() {
  return useQuery({
    meta: { handlesErrors: true },
    queryKey: PROJECTS_QUERY_KEY,
    queryFn: ({ signal }) => api.listProjects(signal),
  });
}

/** One project as the viewer sees it; its page seeds it from the server (project-on-server.ts). */
export const projectQueryKey = (projectId: string) => ["project", projectId] as const;

/** The project's published campaigns; seeded from the server like the project. */
export const projectCampaignsQueryKey = (projectId: string) => ["project-campaigns", projectId] as const;

export function useProject(projectId: string) {
  return useQuery({
    meta: { handlesErrors: true },
    queryKey: projectQueryKey(projectId),
    queryFn: ({ signal }) => api.getProject(projectId, signal),
  });
}

export function useProjectCampaigns(projectId: string) {
  return useQuery({
    meta: { handlesErrors: true },
    queryKey: projectCampaignsQueryKey(projectId),
    queryFn: ({ signal }) => api.listCampaigns(projectId, signal),
  });
}
