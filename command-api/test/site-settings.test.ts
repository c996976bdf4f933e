// The server writes its contacts and organisation settings into the web app's index.html for every page
// address, HTML-escaped, so a deployment changes them without rebuilding the app; assets go out
// precompressed.
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtmlAttribute, injectSiteMeta, SITE_META_NAMES } from '../src/plugins/external/site-meta.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** The app's real page template, so a meta tag renamed on either side fails here. */
const WEB_INDEX = fileURLToPath(new URL('../../web/index.html', import.meta.url));

const SETTINGS = {
  SUPPORT_EMAIL: 'help@robot.example.org',
  TELEGRAM_CHAT_URL: 'https://t.me/robot_help?start=a&b=1',
  LIVE_RESULTS_URL: 'https://results.example.org/account/7',
  ORGANISATION_NAME: 'Robot "Quant" <Software> & Co',
  ORGANISATION_ADDRESS: "1 Harbour Road, St Julian's",
  ORGANISATION_REGISTRATION: 'Company number C 12345',
  ORGANISATION_JURISDICTION: 'Malta',
};

/** The content of one meta tag, as the browser will read it. */
function metaContent(html: string, name: string): string | undefined {
  return new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];
}

let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'web-'));
  await mkdir(join(webRoot, 'assets'));
  await copyFile(WEB_INDEX, join(webRoot, 'index.html'));
  await writeFile(join(webRoot, 'assets', 'app-1234.js'), 'console.log(1)');
  // What web/build-plugins/precompress.ts writes beside a built script.
  await writeFile(join(webRoot, 'assets', 'app-1234.js.br'), brotliCompressSync('console.log(1)'));
  t = await createTestApp({ env: SETTINGS, webRoot });
});

afterAll(async () => {
  await t?.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('site settings in index.html', () => {
  it('fills each configured meta tag, escaped, on every page address', async () => {
    for (const url of ['/', '/index.html', '/privacy-policy', '/no/such/page?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      const html = response.body;
      expect(metaContent(html, 'shop:support-email')).toBe('help@robot.example.org');
      expect(metaContent(html, 'shop:telegram-chat-url')).toBe('https://t.me/robot_help?start=a&amp;b=1');
      expect(metaContent(html, 'shop:live-results-url')).toBe('https://results.example.org/account/7');
      expect(metaContent(html, 'shop:organisation-name')).toBe(
        'Robot &quot;Quant&quot; &lt;Software&gt; &amp; Co',
      );
      expect(metaContent(html, 'shop:organisation-address')).toBe('1 Harbour Road, St Julian&#39;s');
      expect(metaContent(html, 'shop:organisation-registration')).toBe('Company number C 12345');
      expect(metaContent(html, 'shop:organisation-jurisdiction')).toBe('Malta');
      // Not configured: left empty, so the app falls back to its built-in value.
      expect(metaContent(html, 'shop:telegram-channel-url')).toBe('');
      expect(html).not.toContain('<Software>');
    }
  });

  it('answers HEAD for pages, keeps serving assets, and 404s unknown API paths', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/terms-of-service' });
    expect(head.statusCode).toBe(200);
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(api.statusCode).toBe(404);
  });

  it('sends the Brotli copy of an asset to browsers that accept it, and never serves copies by name', async () => {
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log(1)');
    const copy = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js.br' });
    expect(copy.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('injectSiteMeta', () => {
  const page = Object.values(SITE_META_NAMES)
    .map((name) => `<meta name="${name}" content="" />`)
    .join('\n');

  it('leaves every tag empty when nothing is configured', () => {
    const none = Object.fromEntries(Object.keys(SITE_META_NAMES).map((key) => [key, undefined]));
    expect(injectSiteMeta(page, none as never)).toBe(page);
  });

  it('escapes markup and never treats a value as a replacement pattern', () => {
    const html = injectSiteMeta(page, {
      ...Object.fromEntries(Object.keys(SITE_META_NAMES).map((key) => [key, undefined])),
      organisationName: `$& $1 "><script>alert('x')</script>`,
    } as never);
    expect(metaContent(html, 'shop:organisation-name')).toBe(
      '$&amp; $1 &quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;',
    );
    expect(html).not.toContain('<script>');
  });

  it('escapes the five characters that matter in an attribute', () => {
    expect(escapeHtmlAttribute(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&#39;f');
  });
});
