// The licence screens' own words (spec §8 Account number, Admin load, Notices); the shared ones come from
// @shop/domain (LICENCE_MESSAGES) and @shop/command-api/contracts (LICENCE_NOTICES).

export const LICENCE_SCREEN_MESSAGES = {
  dashboardLoading: 'Loading dashboard...',
  dashboardError: 'Error Loading Dashboard',
  /** Spec §8 'User account load'. */
  userLoadFailed: 'Failed to fetch user',
  changeFailed: 'Failed to change account number',
  changeNetwork: 'An error occurred while changing the account number',
  licencesLoadFailed: 'Failed to fetch licenses',
  usersLoadFailed: 'Failed to fetch users',
  issueFailed: (message: string) => `Failed to issue license: ${message}`,
  revokeFailed: (message: string) => `Failed to revoke license: ${message}`,
  revokeConfirm: 'Are you sure you want to revoke this license? This action cannot be undone.',
  noExpiration: 'No expiration',
  /** A ?renew= link to a licence that is gone, revoked or without an end date. */
  renewUnavailable: 'That license cannot be renewed. You can purchase a new license instead.',
} as const;
