// Signed, short-lived download links: an HMAC-SHA256 over `version|userId|expiresAtMs` with the app's
// release link key, so a link works for one user, one version and 5 minutes, and needs no table.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DOWNLOAD_LINK_MS = 5 * 60_000;

export type LinkCheck = 'valid' | 'expired' | 'invalid';

export function createDownloadLinks(key: Buffer, clock: () => Date) {
  const mac = (version: string, userId: string, expiresAtMs: number) =>
    createHmac('sha256', key).update(`${version}|${userId}|${expiresAtMs}`).digest();

  return {
    /** `<base64url(expiresAtMs)>.<base64url(mac)>` */
    issue(version: string, userId: string): { token: string; expiresAt: Date } {
      const expiresAtMs = clock().getTime() + DOWNLOAD_LINK_MS;
      const token = `${Buffer.from(String(expiresAtMs)).toString('base64url')}.${mac(version, userId, expiresAtMs).toString('base64url')}`;
      return { token, expiresAt: new Date(expiresAtMs) };
    },

    /** A token signed for someone else or another version is invalid, whatever its time. */
    check(token: string, version: string, userId: string): LinkCheck {
      const [encodedExpiry, encodedMac, ...rest] = token.split('.');
      if (!encodedExpiry || !encodedMac || rest.length > 0) return 'invalid';
      const expiresAtMs = Number(Buffer.from(encodedExpiry, 'base64url').toString());
      if (!Number.isSafeInteger(expiresAtMs)) return 'invalid';
      const given = Buffer.from(encodedMac, 'base64url');
      const expected = mac(version, userId, expiresAtMs);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return clock().getTime() < expiresAtMs ? 'valid' : 'expired';
    },
  };
}

export type DownloadLinks = ReturnType<typeof createDownloadLinks>;
