// A release's download: asks POST /api/releases/:version/download-link for a short-lived address, fetches
// the file from it with the session's bearer token while reporting progress, checks its SHA-256 against the
// release's and hands it to the browser under the release's file name.
import { API_BASE_URL, ApiError, apiClient } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download';
import { getStoredToken } from '../../../lib/token-storage';
import type { DownloadLinkResponse, ReleaseView } from './release-types';

const SERVER_API_PREFIX = '/api/';

/** `onProgress` gets the share received so far, from 0 to 1, when the size is known. */
export async function downloadRelease(
  release: Pick<ReleaseView, 'version' | 'fileName' | 'sizeBytes' | 'sha256'>,
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
  const bytes = await readAll(response, (received) => onProgress(Math.min(1, received / total)));
  if (!(await matchesChecksum(bytes, release.sha256))) throw new DamagedDownload();
  downloadBlob(release.fileName, new Blob([bytes], { type: 'application/octet-stream' }));
}

/** The file that arrived is not the one published: nothing is saved. */
export class DamagedDownload extends Error {
  constructor() {
    super('The downloaded file does not match its SHA-256 checksum. Please download it again.');
    this.name = 'DamagedDownload';
  }
}

/** Browsers offer SHA-256 only on secure origins (https, localhost); elsewhere the file is taken as it came. */
async function matchesChecksum(bytes: Uint8Array<ArrayBuffer>, sha256: string): Promise<boolean> {
  if (!globalThis.crypto?.subtle) return true;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const hex = [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return hex === sha256.toLowerCase();
}

/** The server names the file by its own /api/ path; the app may reach the API elsewhere (VITE_API_URL). */
function fileAddress(url: string): string {
  return url.startsWith(SERVER_API_PREFIX) ? `${API_BASE_URL}/${url.slice(SERVER_API_PREFIX.length)}` : url;
}

/** The whole body as one array, reporting the bytes received so far as they arrive. */
async function readAll(
  response: Response,
  onReceived: (bytes: number) => void,
): Promise<Uint8Array<ArrayBuffer>> {
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onReceived(received);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
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
