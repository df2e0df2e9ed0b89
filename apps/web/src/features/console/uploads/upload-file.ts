// Uploads one file as a raw request body with XMLHttpRequest: fetch reports no upload progress, and a
// large file without a moving bar looks stuck. The API sniffs the bytes; the declared type is a hint.

import { fillPath, OPERATOR_ROUTE } from "@fanfare/protocol";
import { ApiError, type RouteResponse } from "@/lib/api";
import { operatorCall } from "../operator-call";

export type UploadProgress = { loaded: number; total: number };

/** The console's upload routes: a channel's private media, a project's public images and documents. */
export type UploadRoute = "operatorUploadAsset" | "operatorUploadProjectAsset";

/**
 * Sends `file` to `route` for the project; `onProgress` is told the bytes sent so far. `signal` aborts
 * the upload (the API keeps nothing of an aborted one). Refusals come back as ApiError with their code.
 */
export async function uploadFile<Route extends UploadRoute>(
  route: Route,
  projectId: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<RouteResponse<Route>> {
  // A cheap authenticated call first, so an expired access token is renewed the usual way (`call`
  // refreshes on 401) before the bytes go: an upload cannot be repeated on a 401 without resending them.
  await operatorCall("operatorMe");
  signal?.throwIfAborted();
  const { method, path } = OPERATOR_ROUTE[route];
  const url = `${fillPath(path, { projectId })}?${new URLSearchParams({ filename: file.name })}`;
  return new Promise<RouteResponse<Route>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    // The API refuses writes without it (CSRF), as it does for `call`.
    xhr.setRequestHeader("X-Fanfare-Csrf", "1");
    xhr.upload.onprogress = (event) => {
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    };
    xhr.onload = () => {
      let payload: unknown;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress({ loaded: file.size, total: file.size });
        resolve(payload as RouteResponse<Route>);
        return;
      }
      const code =
        payload && typeof payload === "object" && "code" in payload && typeof payload.code === "string"
          ? payload.code
          : "server-E5000";
      reject(new ApiError(code, "BAD_REQUEST", xhr.status));
    };
    xhr.onerror = () => reject(new ApiError("network_offline", "NETWORK", 0));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
