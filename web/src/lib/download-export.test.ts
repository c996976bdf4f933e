// The server-streamed export download: the route with the list's parameters and the bearer token, the
// file saved under the server's name, and a refusal thrown with the server's words.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { attachmentFileName, downloadExport, EXPORT_PATHS, exportSearchParams } from './download-export';

const createdUrls: Blob[] = [];
let downloads: string[] = [];

beforeEach(() => {
  createdUrls.length = 0;
  downloads = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    createdUrls.push(blob);
    return `blob:export-${createdUrls.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

function replyWith(response: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('downloadExport', () => {
  it('fetches the route with the set parameters and the stored token, and saves the server-named file', async () => {
    localStorage.setItem('token', 'stored-token');
    const fetchMock = replyWith(
      new Response('License Key\r\nABC\r\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="licenses-2026-03-15.csv"',
        },
      }),
    );

    await downloadExport(EXPORT_PATHS.licences, {
      status: 'active',
      q: '',
      expiring: undefined,
      sort: 'user',
    });

    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect(input).toBe('/api/licenses/export.csv?status=active&sort=user');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer stored-token');
    expect(downloads).toEqual(['licenses-2026-03-15.csv']);
    expect(await createdUrls[0]?.text()).toBe('License Key\r\nABC\r\n');
  });

  it('sends no parameters when none are set', async () => {
    const fetchMock = replyWith(new Response('Username\r\n'));

    await downloadExport(EXPORT_PATHS.users);

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/export.csv');
    expect(downloads).toEqual(['users.csv']);
  });

  it("throws the server's refusal as an ApiError and downloads nothing", async () => {
    replyWith(Response.json({ success: false, error: 'Admin access required' }, { status: 403 }));

    const failure = await downloadExport(EXPORT_PATHS.audit).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(403);
    expect((failure as ApiError).serverMessage).toBe('Admin access required');
    expect(downloads).toEqual([]);
  });
});

describe('exportSearchParams', () => {
  it('keeps URLSearchParams as given', () => {
    const params = new URLSearchParams('role=admin');
    expect(exportSearchParams(params)).toBe(params);
  });
});

describe('attachmentFileName', () => {
  it('reads the quoted file name, or nothing', () => {
    expect(attachmentFileName('attachment; filename="ledger-2026-01-05.csv"')).toBe('ledger-2026-01-05.csv');
    expect(attachmentFileName('attachment')).toBeUndefined();
    expect(attachmentFileName(null)).toBeUndefined();
  });
});
