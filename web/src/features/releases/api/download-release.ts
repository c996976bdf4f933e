// A release's download: asks POST /api/releases/:version/download-link for a short-lived address, fetches
// the file from it with the session's bearer token while reporting progress, and hands it to the browser
// under the release's file name.
import { API_BASE_URL, ApiError, apiClient } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download';
import { getStoredToken } from '../../../lib/token-storage';
import type { DownloadLinkResponse, ReleaseView } from './release-types';

const SERVER_API_PREFIX = '/api/';

/** `onProgress` gets the share received so far, from 0 to 1, when the size is known. */
export async function downloadRelease(
  release: Pick<ReleaseView, 'version' | 'fileName' | 'sizeBytes'>,
  onProgress: (received: number) => void,
): Promise<void> {
  const link = await apiClient.post<DownloadLinkResponse>(
    `/releases/${encodeURIComponent(release.version)}/download-link`,
  );
  const headers: Record<string, string> = {};
  const token = getStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(fileAddress(link.url), { headers });
  if (!response.ok) throw await refusal(response);

  const total = Number(response.headers.get('content-length')) || release.sizeBytes;
  const chunks = await readAll(response, (received) => onProgress(Math.min(1, received / total)));
  downloadBlob(release.fileName, new Blob(chunks, { type: 'application/octet-stream' }));
}

/** The server names the file by its own /api/ path; the app may reach the API elsewhere (VITE_API_URL). */
function fileAddress(url: string): string {
  return url.startsWith(SERVER_API_PREFIX) ? `${API_BASE_URL}/${url.slice(SERVER_API_PREFIX.length)}` : url;
}

async function readAll(response: Response, onReceived: (bytes: number) => void): Promise<BlobPart[]> {
  if (!response.body) return [await response.blob()];
  const reader = response.body.getReader();
  const chunks: BlobPart[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
    received += value.byteLength;
    onReceived(received);
  }
}

async function refusal(response: Response): Promise<ApiError> {
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    // A body that is not the envelope: the status says enough.
  }
  const error =
    typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>).error : undefined;
  return new ApiError(
    response.status,
    typeof error === 'string' ? error : `Download failed with status ${response.status}`,
    payload,
  );
}
