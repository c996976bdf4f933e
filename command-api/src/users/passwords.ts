// Password hashing with bcrypt (cost 12 in production). A comparison against a fixed dummy hash
// gives unknown accounts the same cost as known ones, so timing does not tell them apart.
import bcrypt from 'bcrypt';

export const PRODUCTION_BCRYPT_COST = 12;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string | null): Promise<boolean>;
}

export function createPasswordHasher(cost = PRODUCTION_BCRYPT_COST): PasswordHasher {
  const dummy = bcrypt.hashSync('not-a-real-password', cost);
  return {
    hash: (password) => bcrypt.hash(password, cost),
    async verify(password, hash) {
      if (hash === null) {
        await bcrypt.compare(password, dummy);
        return false;
      }
      return bcrypt.compare(password, hash);
    },
  };
}
