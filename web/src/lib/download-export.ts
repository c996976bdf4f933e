// Downloads a CSV export the server streams (GET /api/<list>/export.csv with the list's filters and sort):
// fetched with the session's bearer token, saved under the file name the server gives it.
import { API_BASE_URL, ApiError } from './api-client';
import { downloadBlob } from './download';
import { getStoredToken } from './token-storage';

/** The export routes, under the API base; each takes its list's filter and sort parameters. */
export const EXPORT_PATHS = {
  licences: '/licenses/export.csv',
  users: '/users/export.csv',
  orders: '/admin/orders/export.csv',
  audit: '/audit/export.csv',
  ledger: '/finance/ledger/export.csv',
  discounts: '/discounts/export.csv',
  tickets: '/tickets/export.csv',
  monitoring: '/monitoring/licenses/export.csv',
} as const;

export type ExportParams = URLSearchParams | Record<string, string | number | undefined | null>;

/**
 * Fetches `path` (one of EXPORT_PATHS) with `params` (unset and empty values left out) and downloads the
 * answer. A refusal throws an ApiError carrying the server's envelope, as apiClient does.
 */
export async function downloadExport(
  path: string,
  params?: ExportParams,
  signal?: AbortSignal,
): Promise<void> {
  const query = exportSearchParams(params).toString();
  const response = await fetch(`${API_BASE_URL}${path}${query ? `?${query}` : ''}`, {
    method: 'GET',
    headers: exportHeaders(),
    signal,
  });
  if (!response.ok) throw await exportFailure(response);
  const blob = await response.blob();
  downloadBlob(attachmentFileName(response.headers.get('Content-Disposition')) ?? fallbackName(path), blob);
}

export function exportSearchParams(params: ExportParams | undefined): URLSearchParams {
  if (params instanceof URLSearchParams) return params;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  return search;
}

/** `attachment; filename="licenses-2026-03-15.csv"` → `licenses-2026-03-15.csv`. */
export function attachmentFileName(disposition: string | null): string | undefined {
  const match = disposition ? /filename="([^"]+)"/i.exec(disposition) : null;
  return match?.[1];
}

function exportHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'text/csv, application/json' };
  const token = getStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

async function exportFailure(response: Response): Promise<ApiError> {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  const message = typeof error === 'string' ? error : response.statusText;
  return new ApiError(response.status, message || `Request failed with status ${response.status}`, body);
}

/** `/licenses/export.csv` → `licenses.csv`, should a proxy drop the server's header. */
function fallbackName(path: string): string {
  return path.split('/').filter(Boolean).slice(0, -1).join('-').concat('.csv');
}
