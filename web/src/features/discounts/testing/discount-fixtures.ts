// Discount codes as GET /api/discounts sends them, for the discount screens' tests. Times are at noon UTC
// so the shown dates are the same in any time zone a test runs in.
import type { DiscountView } from '@shop/command-api/contracts';

export function aDiscount(overrides: Partial<DiscountView> = {}): DiscountView {
  return {
    _id: 'd15c0a11-0000-4000-8000-000000000001',
    code: 'SPRING10',
    description: 'Spring sale',
    type: 'percentage',
    value: 10,
    maxDiscount: null,
    minAmount: 0,
    usageLimit: null,
    usageCount: 0,
    userUsageLimit: 1,
    applicablePlans: [],
    validFrom: '2026-03-01T12:00:00.000Z',
    validUntil: '2026-04-01T12:00:00.000Z',
    isActive: true,
    createdBy: { _id: '9e2d8c4b-3f6a-4b1e-8d2c-5a7b9c0d1e02', username: 'boss' },
    createdAt: '2026-02-20T12:00:00.000Z',
    ...overrides,
  };
}

/** The call for a page of codes: the view's parameters (`status=active&sort=code&order=asc`), then the page. */
export const discountsCall = (query = '', page = 1) =>
  `GET /api/discounts?${query}${query ? '&' : ''}page=${page}&limit=25`;

/** A page of codes as the API answers it; `pages` says where it falls among 25-a-page pages. */
export function discountsReply(discounts: DiscountView[], pages = { current: 1, pages: 1 }) {
  return {
    status: 200,
    body: {
      success: true,
      discounts,
      pagination: {
        ...pages,
        total: discounts.length + (pages.pages - 1) * 25,
        hasNext: pages.current < pages.pages,
        hasPrev: pages.current > 1,
      },
    },
  };
}
