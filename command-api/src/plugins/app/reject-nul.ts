// Refuses any request whose body, query or path carries a NUL character: PostgreSQL text and jsonb
// cannot hold one, so such a string would fail a query (500) or, once in an event, every projection
// of it. No field of the spec has a use for it, so it is refused before the schemas run.
import { DomainError } from '@shop/domain';
import fp from 'fastify-plugin';

const NUL_MESSAGE = 'Text must not contain NUL characters';

/** Walks with a list, not recursion: a body may nest thousands of levels deep. */
function hasNul(root: unknown): boolean {
  const pending = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        // Keys too: a NUL in a key reaches jsonb just the same.
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (hasNul(request.body) || hasNul(request.query) || hasNul(request.params)) {
        throw new DomainError('NUL_CHARACTER', NUL_MESSAGE, 'validation');
      }
    });
  },
  { name: 'reject-nul', dependencies: ['error-handler'] },
);
