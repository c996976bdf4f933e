// The admin console's Releases section: the releases on the data table (withdrawn ones with their reason)
// and the versions robots run now; Publish release checks its fields before uploading, shows the upload's
// progress and the server's refusal (413) in its words; Withdraw asks first and sends the optional reason.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { ADMIN_SESSION } from '../../../testing/sessions';
import type { ReleaseView } from '../api/release-types';
import { fakeUploads } from '../testing/fake-upload';
import { aRelease, BETA, OLDER } from '../testing/release-fixtures';

const LATEST = aRelease({ downloads: 12 });
const WITHDRAWN = aRelease({
  version: '1.0.0',
  withdrawnAt: '2026-09-02T12:00:00.000Z',
  withdrawnReason: 'Crashed on build 3900',
});
const LIST = 'GET /api/admin/releases';
const WITHDRAW = 'POST /api/admin/releases/1.1.0/withdraw';

function openReleases(releases: ReleaseView[] = [BETA, LATEST, OLDER, WITHDRAWN]) {
  localStorage.setItem('token', 'admin-token');
  const fetchMock = mockApi({
    'GET /api/users/me': { status: 200, body: ADMIN_SESSION },
    [LIST]: {
      status: 200,
      body: {
        success: true,
        releases,
        robotVersions: [
          { version: '1.2.0', robots: 5 },
          { version: '1.1.0', robots: 1 },
        ],
      },
    },
    [WITHDRAW]: {
      status: 200,
      body: {
        success: true,
        release: { ...OLDER, withdrawnAt: '2026-11-27T06:00:00.000Z' },
        message: 'Release withdrawn',
      },
    },
  });
  return { ...renderApp(['/admin/releases']), fetchMock };
}

const panel = () => within(screen.getByRole('tabpanel', { name: 'Releases' }));
const rowOf = (version: string) =>
  within(
    panel()
      .getByRole('rowheader', { name: `v${version}` })
      .closest('tr')!,
  );
const dialog = (name: string) => within(screen.getByRole('dialog', { name }));

async function openPublishForm(user: ReturnType<typeof openReleases>['user']) {
  await screen.findByRole('rowheader', { name: 'v1.2.0' });
  await user.click(screen.getByRole('button', { name: 'Publish Release' }));
  return dialog('Publish Release');
}

function chooseFile(form: ReturnType<typeof dialog>, name: string, content = 'robot') {
  fireEvent.change(form.getByLabelText('Robot file (.ex5)'), {
    target: { files: [new File([content], name)] },
  });
}

describe('/admin/releases', () => {
  it('lists the releases with their status and the versions robots run now', async () => {
    openReleases();

    await screen.findByRole('rowheader', { name: 'v1.2.0' });
    expect(rowOf('1.2.0').getByText('Published')).toBeInTheDocument();
    expect(rowOf('1.2.0').getByText('12')).toBeInTheDocument();
    expect(rowOf('1.3.0-beta.1').getByText('Beta')).toBeInTheDocument();
    expect(rowOf('1.0.0').getByText('Withdrawn')).toBeInTheDocument();
    expect(rowOf('1.0.0').getByText(/Crashed on build 3900/)).toBeInTheDocument();
    expect(rowOf('1.0.0').queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();

    const running = within(screen.getByRole('region', { name: 'Versions robots run now' }));
    const entries = running.getAllByRole('listitem').map((item) => item.textContent);
    expect(entries).toEqual(['v1.2.0Latest stable5 robots', 'v1.1.01 robot']);
  });

  it('checks the fields before uploading anything', async () => {
    const uploads = fakeUploads();
    const { user } = openReleases();
    const form = await openPublishForm(user);

    await user.click(form.getByRole('button', { name: 'Publish' }));
    expect(form.getByLabelText('Version')).toHaveAccessibleDescription(
      expect.stringContaining('Version must look like 1.2.0'),
    );
    expect(form.getByLabelText('Minimum MT5 build')).toHaveAccessibleDescription(
      'The minimum MT5 build must be a whole number from 1 to 99999',
    );
    expect(form.getByText('Choose the robot file (.ex5) to upload')).toBeInTheDocument();

    await user.type(form.getByLabelText('Version'), '1.3.0');
    await user.type(form.getByLabelText('Minimum MT5 build'), '0');
    chooseFile(form, 'robot.zip');
    await user.click(form.getByRole('button', { name: 'Publish' }));
    expect(form.getByLabelText('Version')).not.toHaveAttribute('aria-invalid');
    expect(form.getByLabelText('Minimum MT5 build')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByText('Upload the robot as an .ex5 file')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it("uploads with the session and a progress bar, and shows a refusal in the server's words", async () => {
    const uploads = fakeUploads();
    const { user } = openReleases();
    const form = await openPublishForm(user);

    await user.type(form.getByLabelText('Version'), '1.3.0');
    await user.selectOptions(form.getByLabelText('Channel'), 'beta');
    await user.type(form.getByLabelText('Minimum MT5 build'), '4100');
    await user.type(form.getByLabelText('Changelog'), '- Trails the stop');
    chooseFile(form, 'MT5Robot.ex5');
    await user.click(form.getByRole('button', { name: 'Publish' }));

    const [upload] = uploads;
    expect(upload?.method).toBe('POST');
    expect(upload?.url).toBe('/api/admin/releases');
    expect(upload?.headers.Authorization).toBe('Bearer admin-token');
    expect(Object.fromEntries([...upload!.body!.entries()].filter(([name]) => name !== 'file'))).toEqual({
      version: '1.3.0',
      channel: 'beta',
      minMt5Build: '4100',
      changelog: '- Trails the stop',
    });
    expect((upload!.body!.get('file') as File).name).toBe('MT5Robot.ex5');

    await upload!.progress(40, 100);
    expect(form.getByRole('progressbar', { name: 'Uploading the robot file' })).toHaveAttribute(
      'value',
      '0.4',
    );
    expect(form.getByText('40%')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Publishing...' })).toBeDisabled();

    await upload!.respond(413, {
      success: false,
      code: 'FILE_TOO_LARGE',
      error: 'The robot file may be at most 20 MB',
    });
    expect(await form.findByRole('alert')).toHaveTextContent('The robot file may be at most 20 MB');
    expect(form.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(form.getByLabelText('Version')).toHaveValue('1.3.0');
  });

  it('closes the form on success, says so and fetches the list again', async () => {
    const uploads = fakeUploads();
    const { user, fetchMock } = openReleases();
    const form = await openPublishForm(user);
    await user.type(form.getByLabelText('Version'), '1.3.0');
    await user.type(form.getByLabelText('Minimum MT5 build'), '4100');
    chooseFile(form, 'MT5Robot.ex5');
    await user.click(form.getByRole('button', { name: 'Publish' }));

    await uploads[0]!.respond(201, {
      success: true,
      release: aRelease({ version: '1.3.0' }),
      message: 'Release published',
    });

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Release published')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, LIST)).toHaveLength(2));
  });

  it('withdraws a release after asking, with the reason given', async () => {
    const { user, fetchMock } = openReleases();
    await screen.findByRole('rowheader', { name: 'v1.1.0' });

    await user.click(rowOf('1.1.0').getByRole('button', { name: 'Withdraw v1.1.0' }));
    const confirm = dialog('Withdraw v1.1.0?');
    await user.type(confirm.getByLabelText('Reason (optional)'), 'Wrong symbol list');
    await user.click(confirm.getByRole('button', { name: 'Withdraw Release' }));

    expect(await screen.findByText('Release withdrawn')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, WITHDRAW)).toEqual([{ reason: 'Wrong symbol list' }]);
    await waitFor(() => expect(requestsTo(fetchMock, LIST)).toHaveLength(2));
  });
});
