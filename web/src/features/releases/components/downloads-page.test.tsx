// The trader's Downloads page: the latest stable release on top with its size, minimum MT5 build, SHA-256
// and download (a progress bar, then the file saved under its name), newer betas marked Beta, older
// versions folded away; without an active licence the server's reason and the way to buy, and no
// download; the changelog's HTML shown as text, never as markup.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { TRADER_SESSION } from '../../../testing/trader-fixtures';
import type { Entitlement, ReleaseView } from '../api/release-types';
import { aRelease, BETA, OLDER } from '../testing/release-fixtures';

/** The SHA-256 of the bytes 1, 2, 3, 4: the file the download test receives. */
const FILE_SHA = '9f64a747e1b97f131fabb6b447296c9b6f0201e79fb3c5356e6c77e89b6a806a';
const LATEST = aRelease({ sha256: FILE_SHA });
const ALLOWED: Entitlement = { allowed: true, reason: null, message: null };
const LINK = 'POST /api/releases/1.2.0/download-link';
const FILE_URL = '/api/releases/1.2.0/file?token=signed';

function openDownloads(
  releases: ReleaseView[],
  entitlement: Entitlement = ALLOWED,
  file?: (init: RequestInit | undefined) => Response,
) {
  localStorage.setItem('token', 'session-token');
  const fetchMock = mockApi({
    'GET /api/users/me': { status: 200, body: { ...TRADER_SESSION, licenses: [] } },
    'GET /api/releases': {
      status: 200,
      body: {
        success: true,
        releases,
        latestStable: releases.find((release) => release.channel === 'stable') ?? null,
        entitlement,
      },
    },
    [LINK]: { status: 200, body: { success: true, url: FILE_URL, expiresAt: '2026-11-27T06:05:00.000Z' } },
  });
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) =>
    String(input) === FILE_URL && file ? file(init) : answer(input, init),
  );
  return { ...renderApp(['/downloads']), fetchMock };
}

const latestCard = async () => within(await screen.findByRole('article', { name: 'MT5 Robot v1.2.0' }));

describe('/downloads', () => {
  it('shows the latest stable release on top with its figures, and older versions folded away', async () => {
    openDownloads([BETA, LATEST, OLDER]);

    const card = await latestCard();
    expect(card.getByRole('heading', { level: 2 })).toHaveTextContent('MT5 Robot v1.2.0');
    expect(card.getByText('Latest')).toBeInTheDocument();
    expect(card.getByText('1.2 MB')).toBeInTheDocument();
    expect(card.getByText('4000')).toBeInTheDocument();
    expect(card.getByText(FILE_SHA)).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Copy' })).toHaveAttribute(
      'title',
      'Copy the SHA-256 checksum of v1.2.0',
    );
    expect(card.getByRole('button', { name: 'Download v1.2.0' })).toBeInTheDocument();
    expect(card.getByRole('heading', { name: 'Fixes' })).toBeInTheDocument();
    expect(card.getByText('licence check').tagName).toBe('STRONG');
    expect(card.getByText('TakeProfit').tagName).toBe('CODE');
    expect(screen.getByRole('link', { name: 'installation guide' })).toHaveAttribute(
      'href',
      '/guide/installation',
    );

    const beta = within(screen.getByRole('article', { name: 'MT5 Robot v1.3.0-beta.1' }));
    expect(beta.getByText('Beta')).toBeInTheDocument();
    const older = screen.getByText('Older versions (1)').closest('details')!;
    expect(older).not.toHaveAttribute('open');
    expect(within(older).getByRole('article', { name: 'MT5 Robot v1.1.0' })).toBeInTheDocument();
    expect(within(older).getByRole('button', { name: 'Download v1.1.0', hidden: true })).toBeInTheDocument();
  });

  it('downloads with the session, shows the progress and saves the file under its name', async () => {
    let stream!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        stream = controller;
      },
    });
    const fileRequests: (RequestInit | undefined)[] = [];
    const { user, fetchMock } = openDownloads([LATEST], ALLOWED, (init) => {
      fileRequests.push(init);
      return new Response(body, { status: 200, headers: { 'content-length': '4' } });
    });
    const createObjectURL = vi.fn(() => 'blob:robot');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });

    await user.click((await latestCard()).getByRole('button', { name: 'Download v1.2.0' }));
    await act(async () => stream.enqueue(new Uint8Array([1, 2])));
    const bar = await screen.findByRole('progressbar', { name: 'Downloading v1.2.0' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '0.5'));
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Downloading...' })).toBeDisabled();

    await act(async () => {
      stream.enqueue(new Uint8Array([3, 4]));
      stream.close();
    });
    expect(await screen.findByText(/Saved as MT5Robot-1\.2\.0\.ex5/)).toBeInTheDocument();
    expect(saved).toEqual(['MT5Robot-1.2.0.ex5']);
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(requestsTo(fetchMock, LINK)).toHaveLength(1);
    expect(new Headers(fileRequests[0]?.headers).get('Authorization')).toBe('Bearer session-token');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows a refused file in the server's words", async () => {
    const { user } = openDownloads(
      [LATEST],
      ALLOWED,
      () =>
        new Response(
          JSON.stringify({
            success: false,
            error: 'This download link has expired. Start the download again.',
          }),
          { status: 403 },
        ),
    );

    await user.click((await latestCard()).getByRole('button', { name: 'Download v1.2.0' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This download link has expired. Start the download again.',
    );
  });

  it('saves nothing when the file does not match its SHA-256', async () => {
    const { user } = openDownloads(
      [LATEST],
      ALLOWED,
      () => new Response(new Uint8Array([9, 9, 9, 9]), { status: 200, headers: { 'content-length': '4' } }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');

    await user.click((await latestCard()).getByRole('button', { name: 'Download v1.2.0' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The downloaded file does not match its SHA-256 checksum. Please download it again.',
    );
    expect(click).not.toHaveBeenCalled();
  });

  it("without an active licence: the server's reason, the way to buy, and no download", async () => {
    openDownloads([LATEST, OLDER], {
      allowed: false,
      reason: 'EXPIRED',
      message: 'Your licence has expired. Renew it to download the robot',
    });

    await latestCard();
    expect(screen.getByText('Your licence has expired. Renew it to download the robot')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renew your license' })).toHaveAttribute('href', '/payment');
    expect(screen.queryByRole('button', { name: /^Download/, hidden: true })).not.toBeInTheDocument();
    expect(screen.getByText(FILE_SHA, { selector: '.release--latest code' })).toBeInTheDocument();
  });

  it('shows HTML in a changelog as text, never as markup', async () => {
    const hostile = '<img src=x onerror="alert(1)"> <script>alert(2)</script>\n- <b>bold?</b>';
    const { container } = openDownloads([aRelease({ changelog: hostile })]);

    const card = await latestCard();
    expect(card.getByText('<img src=x onerror="alert(1)"> <script>alert(2)</script>')).toBeInTheDocument();
    expect(card.getByText('<b>bold?</b>').tagName).toBe('LI');
    expect(container.querySelector('.changelog img, .changelog script, .changelog b')).toBeNull();
  });
});
