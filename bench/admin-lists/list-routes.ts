// The pages the admin-lists bench measures: for the licences, users, orders and audit lists, each sorted
// and filtered as the admin console asks, the first, a middle and the last page (found from the first
// page's total), and one text search. Each page is read once first, so its row count is in the report.
import type { Pool } from '@shop/infra';
import type { BenchUser } from '../shared/seed-accounts.js';

export const PAGE_SIZE = 25;

interface AdminList {
  name: string;
  /** The path of page `page`, with the list's sort and filter; `q` adds a search. */
  path(page: number, q?: string): string;
}

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([key, value]): [string, string][] =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  ).toString();

const LISTS: AdminList[] = [
  {
    name: 'licences',
    path: (page, q) =>
      `/api/licenses?${query({ page, limit: PAGE_SIZE, sort: 'expiresAt', order: 'desc', status: q ? undefined : 'active', q })}`,
  },
  {
    name: 'users',
    path: (page, q) =>
      `/api/users?${query({ page, limit: PAGE_SIZE, sort: 'username', order: 'asc', role: 'user', q })}`,
  },
  {
    name: 'orders',
    path: (page, q) =>
      `/api/admin/orders?${query({ page, limit: PAGE_SIZE, status: 'completed', sort: 'placedAt', order: 'desc', q })}`,
  },
  {
    name: 'audit',
    path: (page, q) =>
      `/api/audit?${query({ page, limit: PAGE_SIZE, category: q ? undefined : 'licence', q })}`,
  },
];

export interface MeasuredPage {
  list: string;
  /** first, middle, last or search. */
  page: string;
  path: string;
  /** Rows matching the filter (the answer's pagination total). */
  total: number;
}

async function totalOf(apiUrl: string, admin: BenchUser, path: string): Promise<number> {
  const response = await fetch(`${apiUrl}${path}`, { headers: admin.auth });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { pagination?: { total: number } };
  if (!body.pagination) throw new Error(`GET ${path} answered without pagination`);
  return body.pagination.total;
}

/** A seeded user's username, cut to a prefix only a few share: the text every search looks for. */
export async function searchText(pool: Pool): Promise<string> {
  const { rows } = await pool.query<{ username: string }>(
    `select username from users where username like 'trader\\_%' order by created_at
      offset (select count(*) / 2 from users) limit 1`,
  );
  return rows[0]!.username.slice(0, 'trader_'.length + 6);
}

/** `BENCH_LISTS=audit,orders`: those lists only. */
function chosenLists(): AdminList[] {
  const wanted = process.env.BENCH_LISTS?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!wanted || wanted.length === 0) return LISTS;
  const unknown = wanted.filter((name) => !LISTS.some((list) => list.name === name));
  if (unknown.length > 0)
    throw new Error(`BENCH_LISTS: no list ${unknown.join(', ')} (${LISTS.map((l) => l.name).join(', ')})`);
  return LISTS.filter((list) => wanted.includes(list.name));
}

/** Every page to measure, with its list's total. */
export async function pagesToMeasure(
  apiUrl: string,
  admin: BenchUser,
  search: string,
): Promise<MeasuredPage[]> {
  const pages: MeasuredPage[] = [];
  for (const list of chosenLists()) {
    const total = await totalOf(apiUrl, admin, list.path(1));
    const last = Math.max(1, Math.ceil(total / PAGE_SIZE));
    const page = (label: string, number: number) => ({
      list: list.name,
      page: `${label} (${number.toLocaleString('en-GB')})`,
      path: list.path(number),
      total,
    });
    pages.push(page('first', 1), page('middle', Math.ceil(last / 2)), page('last', last));
    const searchPath = list.path(1, search);
    pages.push({
      list: list.name,
      page: `search "${search}"`,
      path: searchPath,
      total: await totalOf(apiUrl, admin, searchPath),
    });
  }
  return pages;
}
