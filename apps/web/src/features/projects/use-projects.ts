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

export function useProject(projectId: string) {
  return useQuery({
    meta: { handlesErrors: true },
    queryKey: ["project", projectId],
    queryFn: ({ signal }) => api.getProject(projectId, signal),
  });
}

export function useProjectCampaigns(projectId: string) {
  return useQuery({
    meta: { handlesErrors: true },
    queryKey: ["project-campaigns", projectId],
    queryFn: ({ signal }) => api.listCampaigns(projectId, signal),
  });
}
