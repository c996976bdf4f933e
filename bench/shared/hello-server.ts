// The baseline of the telemetry and reads benches: a bare Fastify app whose GET / and every POST
// answer a hello-world object (POSTs after Fastify's own JSON body parsing), run as its own process
// like the API is.
import Fastify from 'fastify';

const app = Fastify({ bodyLimit: 256 * 1024 });
app.get('/', async () => ({ hello: 'world' }));
app.post('/*', async () => ({ hello: 'world' }));
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.stdout.write(`${JSON.stringify({ listening: address })}\n`);
const stop = () => {
  void app.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
