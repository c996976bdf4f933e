// The reservation streams that keep emails and usernames unique. Stream names are indexed, logged and
// never erased, so they carry only a SHA-256 of the normalised value, never the value itself.
import { createHash } from 'node:crypto';
import { emailReservations, normalizeEmail, normalizeUsername, usernameReservations } from '@shop/domain';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const emailReservation = (email: string) => emailReservations.of(sha256(normalizeEmail(email)));
export const usernameReservation = (username: string) =>
  usernameReservations.of(sha256(normalizeUsername(username)));
