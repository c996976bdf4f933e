// The browser's description of itself, as the owner's list of sessions shows it: at most 256 characters.
import type { FastifyRequest } from 'fastify';

const KEPT_CHARACTERS = 256;

export function userAgentOf(request: FastifyRequest): string | null {
  const header = request.headers['user-agent'];
  return typeof header === 'string' && header.length > 0 ? header.slice(0, KEPT_CHARACTERS) : null;
}
