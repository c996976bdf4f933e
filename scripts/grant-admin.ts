// `npm run grant-admin -- <email or username>`: gives an existing user the admin role.
// Against the embedded database, stop `npm start` first (one server per data folder).
import { findOwner, grantAdmin } from '@shop/command-api';
import { emailReservation, openToolPlatform, usernameReservation } from '@shop/infra';

const identifier = process.argv[2];
if (!identifier) {
  console.error('Usage: npm run grant-admin -- <email or username>');
  process.exit(2);
}
const { platform, close } = await openToolPlatform('grant-admin');
try {
  const reservation = identifier.includes('@')
    ? emailReservation(identifier)
    : usernameReservation(identifier);
  const userId = await findOwner(platform.store, reservation);
  if (!userId) {
    console.error(`No user with ${identifier.includes('@') ? 'email' : 'username'} ${identifier}`);
    process.exitCode = 1;
  } else {
    const now = () => new Date();
    const metadata = {
      actor: 'system:grant-admin' as const,
      correlationId: 'grant-admin',
      causationId: null,
      occurredAt: now().toISOString(),
    };
    await grantAdmin(platform.store, userId, metadata, now);
    process.stdout.write(`${identifier} is now an admin\n`);
  }
} finally {
  await close();
}
