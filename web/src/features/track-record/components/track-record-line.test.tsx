// The landing page's track-record line (issue 24): the number of sealed days and the last seal, a
// link to the explanation page, and no claim before the first seal.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { TRACK_RECORD_CALL } from '../api/get-track-record';

const seal = (day: string) => ({
  day,
  digest: 'a'.repeat(64),
  previousSealHash: null,
  sealedAt: `${day}T01:00:00.000Z`,
  sealHash: 'b'.repeat(64),
  signature: 'c'.repeat(86),
  keyId: 'key-1',
});
const trackRecord = (days: string[]) => ({
  status: 200,
  body: {
    success: true,
    seals: days.map(seal),
    days: days.length,
    lastSealedAt: days.length ? '2026-11-23T12:00:00.000Z' : null,
  },
});

describe('track record line', () => {
  it('says how many days are sealed and when the last seal was, and leads to the explanation', async () => {
    mockApi({ [TRACK_RECORD_CALL]: trackRecord(['2026-11-20', '2026-11-21', '2026-11-22']) });
    const { user } = renderApp(['/']);

    const line = await screen.findByRole('link', { name: 'Verified: 3 days sealed, last seal Nov 23, 2026' });
    await user.click(line);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verifiable Track Record' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('3 days sealed, from the UTC day 2026-11-20; last seal Nov 23, 2026.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByText(`npm run verify-track-record -- ${window.location.origin}`)).toBeInTheDocument();
  });

  it.each([
    ['before the first seal', trackRecord([]), 'No day is sealed yet.'],
    ['when the call fails', { status: 500, body: {} }, 'The seals could not be loaded right now.'],
  ])('claims nothing %s', async (_case, reply, pageSays) => {
    mockApi({ [TRACK_RECORD_CALL]: reply });
    const { router } = renderApp(['/']);
    await screen.findByRole('heading', { level: 1, name: 'MT5 Robot' });
    // The explanation page reads the same answer: once it shows it, the landing page has it too.
    await router.navigate('/track-record');
    expect(await screen.findByText(pageSays)).toHaveAttribute('role', 'status');
    await router.navigate('/');
    await screen.findByRole('heading', { level: 1, name: 'MT5 Robot' });
    expect(screen.queryByText(/Verified:/)).toBeNull();
  });
});
