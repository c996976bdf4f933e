// Signed-in sessions as GET /api/users/me answers them, for any feature's tests.

/** An administrator (roles admin and user) holding no licences. */
export const ADMIN_SESSION = {
  success: true,
  user: {
    _id: '9e2d8c4b-3f6a-4b1e-8d2c-5a7b9c0d1e02',
    username: 'boss',
    email: 'boss@example.com',
    roles: ['admin', 'user'],
  },
  licenses: [],
};
