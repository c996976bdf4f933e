// The dashboard's ways to the robot (issue 26): a licence card says 'Update available' with a link to
// Downloads only when its robot runs an older version than the latest stable release, and the quick
// actions link to Downloads and the installation guide.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRelease } from '../../features/releases/testing/release-fixtures';
import { mockApi, requestsTo } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { aLicence, meWith } from '../../testing/trader-fixtures';

const BEHIND = aLicence({ robotVersion: '1.1.0' });
const CURRENT = aLicence({ _id: 'l2', licenseKey: 'CURRE-NTROB-OTVER-SION1', robotVersion: '1.2.0' });
const AHEAD = aLicence({ _id: 'l3', licenseKey: 'AHEAD-BETAR-OBOTV-ERSN1', robotVersion: '1.3.0-beta.1' });
const SILENT = aLicence({ _id: 'l4', licenseKey: 'NEVER-RANRO-BOTYE-TSILN', robotVersion: null });
const RELEASES = 'GET /api/releases';

function openDashboard(licences: ReturnType<typeof aLicence>[]) {
  localStorage.setItem('token', 'session-token');
  const latest = aRelease();
  return mockApi({
    'GET /api/users/me': meWith(licences),
    [RELEASES]: {
      status: 200,
      body: {
        success: true,
        releases: [latest],
        latestStable: latest,
        entitlement: { allowed: true, reason: null, message: null },
      },
    },
  });
}

const card = (licenseKey: string) => within(screen.getByRole('article', { name: licenseKey }));

describe('dashboard: robot updates', () => {
  it('tells only the licences whose robot runs an older version than the latest stable release', async () => {
    openDashboard([BEHIND, CURRENT, AHEAD, SILENT]);
    renderApp(['/dashboard']);

    await screen.findByRole('article', { name: BEHIND.licenseKey });
    const behind = card(BEHIND.licenseKey);
    expect(await behind.findByText('Update available: v1.2.0')).toBeInTheDocument();
    expect(behind.getByText(/your robot runs v1\.1\.0/)).toBeInTheDocument();
    expect(behind.getByRole('link', { name: 'Go to Downloads' })).toHaveAttribute('href', '/downloads');
    for (const licence of [CURRENT, AHEAD, SILENT]) {
      expect(card(licence.licenseKey).queryByText(/Update available/)).not.toBeInTheDocument();
    }
  });

  it('asks for the releases only when a robot has reported its version, and links to the robot', async () => {
    const fetchMock = openDashboard([SILENT]);
    renderApp(['/dashboard']);

    const actions = within(await screen.findByRole('region', { name: 'Quick Actions' }));
    expect(actions.getByRole('link', { name: 'Download the Robot' })).toHaveAttribute('href', '/downloads');
    expect(actions.getByRole('link', { name: 'Installation Guide' })).toHaveAttribute(
      'href',
      '/guide/installation',
    );
    expect(requestsTo(fetchMock, RELEASES)).toHaveLength(0);
  });
});
