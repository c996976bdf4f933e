// A sign-in that stops at the second step, as POST /api/users/login (or the Google exchange) answers it.

export const CHALLENGE = {
  success: true,
  twoFactorRequired: true,
  challengeToken: 'challenge-1',
  methods: ['totp', 'recovery'],
  expiresAt: '2026-11-27T12:05:00.000Z',
} as const;

export const TRADER = { _id: 'u1', username: 'trader1', email: 'trader@example.com', roles: ['user'] };
