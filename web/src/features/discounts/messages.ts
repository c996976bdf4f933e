// The discount screens' own words (spec §8 Discounts, Empty states); the shared ones come from
// @shop/command-api/contracts (DISCOUNT_NOTICES) and @shop/domain (DISCOUNT_MESSAGES).

export const DISCOUNT_SCREEN_MESSAGES = {
  empty: 'No discount codes found',
  noMatch: 'No discount codes match these filters',
  /** Spec §8: 'Error: {server error}' or 'Error: {message}', and the date-order message in the same form. */
  failure: (message: string) => `Error: ${message}`,
  required: (label: string) => `${label} is required`,
  deleteConfirm: 'Are you sure you want to delete this discount code?',
  allPlans: 'All plans',
  unlimited: '∞',
  /** Only logged (spec §8), never shown. */
  loadFailed: 'Failed to fetch discount codes',
} as const;
