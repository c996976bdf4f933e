import { expect, it } from 'vitest';
import { reminderDue } from './due-reminders.js';

const NOW = new Date('2026-11-27T10:00:00.000Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000);
const active = (days: number) => reminderDue({ status: 'active', expiresAt: inDays(days) }, NOW);

it('is due the nearest reminder only, from 7 days before the end to 3 days after it', () => {
  expect(active(7.01)).toBeUndefined();
  expect(active(7)).toBe('7 days');
  expect(active(1.01)).toBe('7 days');
  expect(active(1)).toBe('1 day');
  expect(active(0.01)).toBe('1 day');
  expect(active(0)).toBe('expired');
  expect(active(-2.99)).toBe('expired');
  expect(active(-3)).toBeUndefined();
});

it('treats an expired license as ended, and a revoked one as nothing to remind', () => {
  expect(reminderDue({ status: 'expired', expiresAt: inDays(0.5) }, NOW)).toBe('expired');
  expect(reminderDue({ status: 'revoked', expiresAt: inDays(0.5) }, NOW)).toBeUndefined();
});
