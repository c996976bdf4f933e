// Stands in for XMLHttpRequest in the publish form's tests: records what was sent, and lets the test report
// upload progress and answer when it chooses.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export class FakeUpload {
  static sent: FakeUpload[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }

  progress(loaded: number, total: number) {
    return act(async () => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    return act(async () => this.onload?.());
  }
}

/** Installs the stand-in and forgets earlier uploads; the test setup's unstubAllGlobals removes it. */
export function fakeUploads(): typeof FakeUpload.sent {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  return FakeUpload.sent;
}
