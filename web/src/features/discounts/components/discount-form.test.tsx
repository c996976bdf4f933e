// The create form (spec §3 Discount code (admin), §5 Discount form, §7 POST /api/discounts, §8 Discounts):
// defaults, the code upper-cased as typed, the cap only for percentages, required fields, the date order,
// the request body, success refreshing the list, and both error formats.
import { DISCOUNT_MESSAGES } from '@shop/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { ADMIN_SESSION } from '../../../testing/sessions';
import { aDiscount, discountsCall, discountsReply } from '../testing/discount-fixtures';

const CREATE = 'POST /api/discounts';
const LIST = discountsCall();
const form = () => within(screen.getByRole('region', { name: 'Create Discount Code' }));
const field = (label: string) => form().getByLabelText(label);
const submit = () => form().getByRole('button', { name: 'Create Discount Code' });
/** datetime-local inputs take a whole value at once, as a browser's picker sets it. */
const setDate = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const iso = (local: string) => new Date(local).toISOString();

const created = aDiscount({ _id: 'd15c0a11-0000-4000-8000-0000000000aa', code: 'SUMMER15' });

async function openForm(handlers: Record<string, Handler> = {}) {
  localStorage.setItem('token', 'admin-token');
  const fetchMock = mockApi({
    'GET /api/users/me': { status: 200, body: ADMIN_SESSION },
    'GET /api/users': { status: 200, body: { success: true, users: [] } },
    [LIST]: discountsReply([]),
    ...handlers,
  });
  const app = renderApp(['/admin']);
  await app.user.click(await screen.findByRole('tab', { name: 'Discounts' }));
  await screen.findByText('No discount codes found');
  return { ...app, fetchMock };
}

/** Fills the required fields with a valid percentage code. */
async function fillRequired(user: Awaited<ReturnType<typeof openForm>>['user']) {
  await user.type(field('Code'), 'summer15');
  await user.type(field('Description'), 'Summer sale');
  await user.type(field('Value'), '15');
  setDate('Valid From', '2026-06-01T09:00');
  setDate('Valid Until', '2026-08-31T23:30');
}

describe('create discount code form', () => {
  it('starts with the spec defaults: percentage, min 0, unlimited, once per user, all plans, valid from now', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 5, 9, 30));
    await openForm();

    expect(field('Type')).toHaveValue('percentage');
    expect(
      within(field('Type'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Percentage', 'Fixed Amount']);
    expect(field('Value')).toHaveAttribute('step', '0.01');
    expect(field('Value')).toHaveValue(null);
    expect(field('Max Discount (USD)')).toHaveValue(null);
    expect(field('Min Amount (USD)')).toHaveValue(0);
    expect(field('Usage Limit')).toHaveValue(null);
    expect(field('Usage Limit')).toHaveAccessibleDescription('Leave empty for unlimited');
    expect(field('Per-User Limit')).toHaveValue(1);
    expect(field('Per-User Limit')).toHaveAttribute('min', '1');
    expect(field('Valid From')).toHaveValue('2026-03-05T09:30');
    expect(field('Valid From')).toHaveAttribute('type', 'datetime-local');
    expect(field('Valid Until')).toHaveValue('');
    expect(field('Valid Until')).toHaveAttribute('type', 'datetime-local');
    const plans = within(form().getByRole('group', { name: 'Applicable Plans' })).getAllByRole('checkbox');
    expect(plans.map((box) => [box.getAttribute('value'), (box as HTMLInputElement).checked])).toEqual([
      ['starter', false],
      ['popular', false],
      ['elite', false],
      ['professional', false],
    ]);
    for (const label of ['Code', 'Description', 'Type', 'Value', 'Valid From', 'Valid Until']) {
      expect(field(label)).toBeRequired();
    }
  });

  it('upper-cases the code as it is typed', async () => {
    const { user } = await openForm();

    await user.type(field('Code'), 'spring-Sale_5');

    expect(field('Code')).toHaveValue('SPRING-SALE_5');
  });

  it('offers Max Discount only for percentage codes', async () => {
    const { user } = await openForm();
    expect(field('Max Discount (USD)')).toBeInTheDocument();

    await user.selectOptions(field('Type'), 'Fixed Amount');
    expect(form().queryByLabelText('Max Discount (USD)')).not.toBeInTheDocument();
    expect(field('Value')).toHaveAccessibleDescription('USD off the price');

    await user.selectOptions(field('Type'), 'Percentage');
    expect(field('Max Discount (USD)')).toBeInTheDocument();
    expect(field('Value')).toHaveAccessibleDescription('Percent off the price');
  });

  it('names every missing required field under it and sends nothing', async () => {
    const { user, fetchMock } = await openForm();
    setDate('Valid From', '');

    await user.click(submit());

    expect(field('Code')).toHaveAccessibleDescription('Code is required');
    expect(field('Description')).toHaveAccessibleDescription('Description is required');
    expect(field('Value')).toHaveAccessibleDescription('Percent off the price Value is required');
    expect(field('Valid From')).toHaveAccessibleDescription('Valid From is required');
    expect(field('Valid Until')).toHaveAccessibleDescription('Valid Until is required');
    expect(field('Value')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, CREATE)).toEqual([]);
  });

  it.each([
    ['after', '2026-09-01T00:00'],
    ['equal to', '2026-08-31T23:30'],
  ])(
    "stops with 'Error: Valid From date must be before Valid Until date' when Valid From is %s Valid Until",
    async (_, validFrom) => {
      const { user, fetchMock } = await openForm();
      await fillRequired(user);
      setDate('Valid From', validFrom);

      await user.click(submit());

      expect(form().getByRole('alert')).toHaveTextContent(
        /^Error: Valid From date must be before Valid Until date$/,
      );
      expect(`Error: ${DISCOUNT_MESSAGES.dateOrder}`).toBe(
        'Error: Valid From date must be before Valid Until date',
      );
      expect(requestsTo(fetchMock, CREATE)).toEqual([]);
    },
  );

  it('refuses values the API would refuse, with its words', async () => {
    const { user, fetchMock } = await openForm();
    await fillRequired(user);
    await user.clear(field('Value'));
    await user.type(field('Value'), '120');
    await user.clear(field('Per-User Limit'));
    await user.type(field('Per-User Limit'), '0');

    await user.click(submit());

    expect(field('Value')).toHaveAccessibleDescription(
      `Percent off the price ${DISCOUNT_MESSAGES.percentageTooHigh}`,
    );
    expect(requestsTo(fetchMock, CREATE)).toEqual([]);

    await user.clear(field('Value'));
    await user.type(field('Value'), '12');
    await user.click(submit());
    expect(field('Per-User Limit')).toHaveAccessibleDescription('Per-user usage limit must be at least 1');
    expect(requestsTo(fetchMock, CREATE)).toEqual([]);
  });

  it("sends numbers, null for an empty usage limit and ISO dates; says 'Discount code created successfully!' and refreshes the list", async () => {
    let listed = [] as ReturnType<typeof aDiscount>[];
    const { user, fetchMock } = await openForm({
      [LIST]: () => discountsReply(listed),
      [CREATE]: () => {
        listed = [created];
        return {
          status: 201,
          body: { success: true, discount: created, message: 'Discount code created successfully!' },
        };
      },
    });
    await fillRequired(user);
    await user.type(field('Max Discount (USD)'), '40.5');
    await user.clear(field('Min Amount (USD)'));
    await user.type(field('Min Amount (USD)'), '100');
    await user.clear(field('Per-User Limit'));
    await user.type(field('Per-User Limit'), '2');
    await user.click(form().getByRole('checkbox', { name: 'Professional' }));
    await user.click(form().getByRole('checkbox', { name: 'Popular' }));

    await user.click(submit());

    await waitFor(() => expect(requestsTo(fetchMock, CREATE)).toHaveLength(1));
    expect(requestsTo(fetchMock, CREATE)[0]).toEqual({
      code: 'SUMMER15',
      description: 'Summer sale',
      type: 'percentage',
      value: 15,
      maxDiscount: 40.5,
      minAmount: 100,
      usageLimit: null,
      userUsageLimit: 2,
      applicablePlans: ['popular', 'professional'],
      validFrom: iso('2026-06-01T09:00'),
      validUntil: iso('2026-08-31T23:30'),
    });
    expect(await form().findByRole('status')).toHaveTextContent(/^Discount code created successfully!$/);
    const list = within(screen.getByRole('region', { name: 'Existing Codes' }));
    expect(await list.findByRole('rowheader', { name: 'SUMMER15' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, LIST)).toHaveLength(2);
    // The form is ready for the next code.
    expect(field('Code')).toHaveValue('');
    expect(field('Value')).toHaveValue(null);
    expect(form().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a fixed code without a cap, with its usage limit, and no plans meaning all', async () => {
    const { user, fetchMock } = await openForm({
      [CREATE]: {
        status: 201,
        body: { success: true, discount: created, message: 'Discount code created successfully!' },
      },
    });
    await user.type(field('Max Discount (USD)'), '30');
    await user.selectOptions(field('Type'), 'Fixed Amount');
    await user.type(field('Code'), ' vip25 ');
    await user.type(field('Description'), 'VIP');
    await user.type(field('Value'), '25.75');
    await user.type(field('Usage Limit'), '50');
    setDate('Valid Until', '2030-01-01T00:00');
    const validFrom = (field('Valid From') as HTMLInputElement).value;

    await user.click(submit());

    await waitFor(() => expect(requestsTo(fetchMock, CREATE)).toHaveLength(1));
    expect(requestsTo(fetchMock, CREATE)[0]).toEqual({
      code: 'VIP25',
      description: 'VIP',
      type: 'fixed',
      value: 25.75,
      maxDiscount: null,
      minAmount: 0,
      usageLimit: 50,
      userUsageLimit: 1,
      applicablePlans: [],
      validFrom: iso(validFrom),
      validUntil: iso('2030-01-01T00:00'),
    });
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(new Headers(sent?.[1]?.headers).get('Authorization')).toBe('Bearer admin-token');
  });

  it("shows the server's refusal as 'Error: {server error}' and keeps the entries", async () => {
    const { user } = await openForm({
      [CREATE]: {
        status: 409,
        body: {
          success: false,
          error: 'A discount code with this code already exists',
          code: 'DISCOUNT_EXISTS',
        },
      },
    });
    await fillRequired(user);

    await user.click(submit());

    expect(await form().findByRole('alert')).toHaveTextContent(
      /^Error: A discount code with this code already exists$/,
    );
    expect(field('Code')).toHaveValue('SUMMER15');
    expect(form().getByRole('status')).toBeEmptyDOMElement();
  });

  it("shows a call that got no answer as 'Error: {message}'", async () => {
    const { user } = await openForm({
      [CREATE]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await fillRequired(user);

    await user.click(submit());

    expect(await form().findByRole('alert')).toHaveTextContent(/^Error: Failed to fetch$/);
    expect(submit()).toBeEnabled();
  });
});
