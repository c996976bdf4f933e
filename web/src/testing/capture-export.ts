// Stands in for a server-streamed CSV export on top of mockApi: GET /api<path>?… answers a CSV attachment
// named by the server, every other call goes to the mock already in place; records the export URLs asked
// for and the files the page downloaded (name and Blob).
import { onTestFinished, vi } from 'vitest';

export type ExportReply = { fileName: string; csv: string } | { status: number; body: unknown };

export function captureExport(path: string, reply: ExportReply) {
  const urls: string[] = [];
  const downloads: { name: string; blob: Blob }[] = [];
  const previous = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).startsWith(`/api${path}`)) return previous(input, init);
      urls.push(String(input));
      return exportResponse(reply);
    }),
  );
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      const url = `blob:export-${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    }),
    revokeObjectURL: vi.fn(),
  });
  onTestFinished(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return { urls, downloads, names: () => downloads.map((download) => download.name) };
}

function exportResponse(reply: ExportReply): Response {
  if ('status' in reply) return Response.json(reply.body, { status: reply.status });
  return new Response(reply.csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${reply.fileName}"`,
    },
  });
}
