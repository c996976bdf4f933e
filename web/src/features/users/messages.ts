// The Users tab's own words (spec §8 Admin load, Notices, Empty states); 'User updated' and 'User deleted'
// come from @shop/command-api/contracts (USER_NOTICES).

export const USER_SCREEN_MESSAGES = {
  loading: 'Loading users...',
  usersLoadFailed: 'Failed to fetch users',
  /** Spec §8 'User account load'. */
  userLoadFailed: 'Failed to fetch user',
  noUsers: 'No users found',
  noLicences: 'No licenses found for this user',
  loadingLicences: 'Loading licenses...',
  neverLoggedIn: 'Never logged in',
  /** Spec §2: the account status is always shown as Active. */
  accountStatus: 'Active',
  makeAdminConfirm: (username: string) => `Are you sure you want to make ${username} an admin?`,
  removeAdminConfirm: (username: string) => `Are you sure you want to remove admin rights from ${username}?`,
  updateFailed: 'Failed to update user',
  deleteFailed: 'Failed to delete user',
  network: 'Network error. Please try again.',
  noExpiration: 'No expiration',
  resetTwoFactorConfirm: (username: string) =>
    `Reset two-factor authentication for ${username}? Their authenticator app, recovery codes and passkeys are removed, they are signed out everywhere, and they get an email saying so.`,
  resetTwoFactorFailed: 'Failed to reset two-factor authentication',
} as const;
