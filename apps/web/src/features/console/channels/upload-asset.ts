import type { AssetView } from "@fanfare/protocol";
import { type UploadProgress, uploadFile } from "../uploads/upload-file";

export type { UploadProgress } from "../uploads/upload-file";

/**
 * Sends `file` as the project's new channel asset (members only; features/console/uploads/upload-file.ts
 * does the sending, with its progress). Refusals come back as ApiError with their code.
 */
export function uploadAsset(
  projectId: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<AssetView> {
  return uploadFile("operatorUploadAsset", projectId, file, onProgress, signal);
}
