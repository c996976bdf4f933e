// The growth bench's list figure: the admin's licence list (`GET /api/licenses?page=…`, 25 a page,
// newest expiry first) on its first and last page, one request alone (the first after the log grew,
// so uncached) and then autocannon at 50 connections for `seconds`.
import { type CapacityResult, measureCapacity } from '../shared/capacity.js';
import type { BenchUser } from '../shared/seed-accounts.js';

const PAGE_SIZE = 25;

export interface ListPage {
  page: number;
  total: number;
  aloneMs: number;
  loaded: CapacityResult;
}

const pagePath = (page: number) => `/api/licenses?page=${page}&limit=${PAGE_SIZE}&sort=expiresAt&order=desc`;

async function timedGet(apiUrl: string, path: string, admin: BenchUser) {
  const started = performance.now();
  const response = await fetch(`${apiUrl}${path}`, { headers: admin.auth });
  const body = (await response.json()) as { pagination?: { total: number } };
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, total: body.pagination?.total ?? 0 };
}

export async function measureListPages(
  apiUrl: string,
  admin: BenchUser,
  seconds: number,
): Promise<ListPage[]> {
  const first = await timedGet(apiUrl, pagePath(1), admin);
  const lastPage = Math.max(1, Math.ceil(first.total / PAGE_SIZE));
  const pages: ListPage[] = [];
  for (const page of lastPage === 1 ? [1] : [1, lastPage]) {
    const alone = page === 1 ? first : await timedGet(apiUrl, pagePath(page), admin);
    const loaded = await measureCapacity({
      url: apiUrl,
      seconds,
      next: () => ({ kind: 'list', method: 'GET', path: pagePath(page), headers: admin.auth }),
    });
    pages.push({ page, total: first.total, aloneMs: alone.ms, loaded });
  }
  return pages;
}
