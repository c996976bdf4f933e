// The second baseline of the reads bench: a bare Fastify app whose GET /users/:id makes one
// primary-key SELECT of a users row per request, on a pool like the API's (createPool, 20
// connections) against the bench's database, and answers the row. Its own process, as the API is.
import { createPool } from '@shop/infra';
import Fastify from 'fastify';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const pool = createPool(databaseUrl, { max: 20, applicationName: 'bench-select-baseline' });
const app = Fastify();
app.get('/health', async () => ({ ok: true }));
app.get<{ Params: { id: string } }>('/users/:id', async (request, reply) => {
  const { rows } = await pool.query({
    name: 'baseline_user_by_id',
    text: 'select user_id, username, email, roles, email_verified, created_at from users where user_id = $1',
    values: [request.params.id],
  });
  if (rows.length === 0) return reply.code(404).send({ error: 'not found' });
  return rows[0];
});
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.stdout.write(`${JSON.stringify({ listening: address })}\n`);
const stop = () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
