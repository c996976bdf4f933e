// The dev mailbox's web server (node:http): the mail list at /, one mail at /mail/<id>, and the mails
// as JSON at /messages for scripts. Answers only requests addressed to this machine by name.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { MailStore } from './mail-store.js';
import { mailListPage, mailPage, notFoundPage } from './pages.js';

// The mail's HTML shows in a sandboxed frame (srcdoc inherits this policy): no script anywhere,
// images from anywhere as a mail client shows them.
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;

interface Answer {
  status: number;
  type: string;
  body: string;
}

function answer(store: MailStore, request: IncomingMessage): Answer {
  // A page of another site cannot reach this one through a name it points at 127.0.0.1.
  if (!LOOPBACK_HOST.test(request.headers.host ?? ''))
    return { status: 421, type: 'text/plain', body: 'Misdirected request' };
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return { status: 405, type: 'text/plain', body: 'Method not allowed' };
  const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
  if (path === '/') return { status: 200, type: 'text/html', body: mailListPage(store.list()) };
  if (path === '/messages')
    return { status: 200, type: 'application/json', body: JSON.stringify(store.list()) };
  const id = /^\/mail\/(\d+)$/.exec(path)?.[1];
  const mail = id ? store.get(Number(id)) : undefined;
  if (mail) return { status: 200, type: 'text/html', body: mailPage(mail) };
  return { status: 404, type: 'text/html', body: notFoundPage() };
}

function respond(store: MailStore, request: IncomingMessage, response: ServerResponse): void {
  const { status, type, body } = answer(store, request);
  response.writeHead(status, { 'content-type': `${type}; charset=utf-8`, ...SECURITY_HEADERS });
  response.end(body);
}

export const createMailboxWebServer = (store: MailStore): Server =>
  createServer((request, response) => respond(store, request, response));
