// POST /api/admin/releases (admin, multipart): sends the version's fields and its .ex5 file through
// XMLHttpRequest, whose upload reports progress (fetch's does not); a refusal becomes an ApiError carrying
// the server's words.
import type { ReleaseChannel } from '@shop/domain';
import { API_BASE_URL, ApiError } from '../../../lib/api-client';
import { getStoredToken } from '../../../lib/token-storage';
import type { ReleaseResponse } from './release-types';

export type PublishReleaseInput = {
  version: string;
  channel: ReleaseChannel;
  minMt5Build: number;
  changelog: string;
  file: File;
};

/** `onProgress` gets the share of the upload sent so far, from 0 to 1. */
export function publishRelease(
  input: PublishReleaseInput,
  onProgress: (sent: number) => void,
): Promise<ReleaseResponse> {
  const form = new FormData();
  form.append('version', input.version);
  form.append('channel', input.channel);
  form.append('minMt5Build', String(input.minMt5Build));
  form.append('changelog', input.changelog);
  // Last, so the server has read the fields by the time the file streams in.
  form.append('file', input.file, input.file.name);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE_URL}/admin/releases`);
    request.setRequestHeader('Accept', 'application/json');
    const token = getStoredToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const payload = parseJson(request.responseText);
      const refused = isRecord(payload) && payload.success === false;
      if (request.status >= 200 && request.status < 300 && !refused) {
        resolve(payload as ReleaseResponse);
        return;
      }
      const message = isRecord(payload) && typeof payload.error === 'string' ? payload.error : '';
      reject(
        new ApiError(request.status, message || `Request failed with status ${request.status}`, payload),
      );
    };
    // No answer at all: the caller words it as being offline, as for a failed fetch.
    request.onerror = () => reject(new TypeError('Network request failed'));
    request.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
