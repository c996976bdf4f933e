// What every monitoring query shares (spec §8, §9): 30-second refresh, pages of 10, and failures that are
// only logged. The next refresh is the retry, so a failed call is not repeated at once.
import type { paginationSchema } from '@shop/command-api/contracts';

export const MONITORING_REFRESH_MS = 30_000;
export const MONITORING_PAGE_SIZE = 10;

/** The key every monitoring query sits under. */
export const MONITORING_KEY = ['monitoring'] as const;

export type MonitoringPagination = ReturnType<typeof paginationSchema.parse>;

export const monitoringQueryDefaults = {
  refetchInterval: MONITORING_REFRESH_MS,
  staleTime: MONITORING_REFRESH_MS,
  retry: false,
} as const;

/** Spec §8: 'Monitoring fetch failures are only logged; nothing shown.' A call given up on is no failure. */
export async function logFailure<T>(what: string, fetcher: () => Promise<T>): Promise<T> {
  try {
    return await fetcher();
  } catch (error) {
    if (!(error instanceof Error && error.name === 'AbortError'))
      console.error(`Failed to fetch ${what}`, error);
    throw error;
  }
}

/** `?search=…&page=2&limit=10`, leaving out what is not set. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const licencePath = (licenceId: string, resource: string) =>
  `/monitoring/${encodeURIComponent(licenceId)}/${resource}`;
