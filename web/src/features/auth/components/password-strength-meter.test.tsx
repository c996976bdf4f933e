// The live strength meter (spec §5 Strength score): the score and label for several passwords, the
// 300 ms debounce before the server is asked, and the local rule standing in when the server fails.
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { elapse, settle } from '../../../testing/fake-time';
import { mockApi, requestsTo } from '../../../testing/mock-api';
import { PasswordStrengthMeter } from './password-strength-meter';

const VALIDATE = 'POST /api/users/validate-password';

function renderMeter(password: string) {
  const view = render(
    <AppProvider>
      <PasswordStrengthMeter password={password} />
    </AppProvider>,
  );
  const retype = (next: string) =>
    view.rerender(
      <AppProvider>
        <PasswordStrengthMeter password={next} />
      </AppProvider>,
    );
  return { ...view, retype };
}

const meter = () => screen.getByRole('meter', { name: 'Password strength' });

describe('password strength meter', () => {
  it.each([
    // password, score, label: one point each for >= 8, >= 12, >= 16, lower, upper, digit, special, all four.
    ['abc', 1, 'Weak'],
    ['abcdefgh', 2, 'Weak'],
    ['Abcdefgh', 3, 'Medium'],
    ['Abcdefg1', 4, 'Medium'],
    ['Abcdefg1!', 6, 'Strong'],
    ['Abcdefghij1!', 7, 'Very Strong'],
    ['Abcdefghijklmn1!', 8, 'Very Strong'],
    ['!!!', 1, 'Weak'],
  ])('scores %s as %i, %s, by the local rule when the server check fails', async (password, score, label) => {
    const fetchMock = mockApi({ [VALIDATE]: { status: 500, body: { success: false, error: 'Boom' } } });
    renderMeter(password);

    await waitFor(() => expect(requestsTo(fetchMock, VALIDATE)).toEqual([{ password }]));
    await waitFor(() => expect(meter()).toHaveAttribute('aria-valuenow', String(score)));
    expect(meter()).toHaveAttribute('aria-valuemax', '8');
    expect(meter()).toHaveAttribute('aria-valuetext', `${label}, ${score} of 8`);
    expect(screen.getByText(/^Password strength:/)).toHaveTextContent(`Password strength: ${label}`);
  });

  it("lists the rules still broken, in the policy's words", async () => {
    mockApi({});
    renderMeter('abc');

    const list = await screen.findByRole('list', { name: 'Password requirements not met' });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      expect.stringMatching(/^Password must contain at least one special character \(.+\)$/),
    ]);
  });

  it("shows the server's verdict, its bar in the server's colour, when the check succeeds", async () => {
    mockApi({
      [VALIDATE]: {
        status: 200,
        body: {
          success: true,
          isValid: false,
          errors: ['Password is too common, please choose a more secure password'],
          strength: { score: 5, strength: 'Strong', color: '#123456' },
        },
      },
    });
    renderMeter('Password1!');

    await waitFor(() => expect(meter()).toHaveAttribute('aria-valuenow', '5'));
    // The word keeps the text colour: some strength colours are too dark to read on the dark theme.
    expect(screen.getByText('Strong')).not.toHaveAttribute('style');
    expect(meter().style.getPropertyValue('--strength-color')).toBe('#123456');
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'Password is too common, please choose a more secure password',
    );
  });

  it("says how long the password would hold after a leak, and why it is weak, from the server's estimate", async () => {
    mockApi({
      [VALIDATE]: {
        status: 200,
        body: {
          success: true,
          isValid: false,
          errors: ['Password is too common, please choose a more secure password'],
          strength: { score: 6, strength: 'Strong', color: '#16a34a' },
          estimate: {
            guessesLog10: 1.23,
            crackTime: 'less than a second',
            warning: 'This is similar to a commonly used password.',
            suggestions: ['Add more words that are less common.'],
          },
        },
      },
    });
    renderMeter('P@ssw0rd');

    expect(await screen.findByText(/^Time to guess it after a data leak:/)).toHaveTextContent(
      'Time to guess it after a data leak: less than a second. This is similar to a commonly used password. Add more words that are less common.',
    );
  });

  it('asks the server once, 300 ms after typing stops, and shows its answer', async () => {
    vi.useFakeTimers();
    const fetchMock = mockApi({
      [VALIDATE]: {
        status: 200,
        body: {
          success: true,
          isValid: true,
          errors: [],
          strength: { score: 7, strength: 'Very Strong', color: '#0f0' },
        },
      },
    });
    const { retype } = renderMeter('');
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();

    retype('A');
    await elapse(100);
    retype('Ab');
    await elapse(100);
    retype('Abcdefg1!');
    await elapse(299);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();

    await elapse(1);
    await settle();

    expect(requestsTo(fetchMock, VALIDATE)).toEqual([{ password: 'Abcdefg1!' }]);
    expect(meter()).toHaveAttribute('aria-valuenow', '7');
    expect(screen.getByText('Very Strong')).toBeInTheDocument();
    await elapse(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('falls back to the local rule when the server check fails', async () => {
    vi.useFakeTimers();
    const fetchMock = mockApi({ [VALIDATE]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const { retype } = renderMeter('');

    retype('abcdefgh');
    await elapse(300);
    await settle();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(meter()).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByText('Weak')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain(
      'Password must contain at least one uppercase letter',
    );
  });

  it('disappears when the password is cleared', async () => {
    mockApi({});
    const { retype } = renderMeter('abc');
    expect(meter()).toBeInTheDocument();

    retype('');

    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });
});
