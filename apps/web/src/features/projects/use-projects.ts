"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

export function useProjects() {
  return useQuery({
    meta: { handlesErrors: true },
    queryKey: ["projects"],
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
