// Prometheus at GET /metrics: request latency by route pattern, method and status, beside whatever
// else the process registered (event-store appends and conflicts, Node's own metrics). The reverse
// proxy keeps /metrics off the internet; Prometheus scrapes each replica on the private network.
import { Histogram, type Registry } from '@shop/infra';
import fp from 'fastify-plugin';

export default fp<{ registry: Registry }>(
  async (app, { registry }) => {
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to response, by route pattern, method and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      // The pattern, never the raw URL, so ids and query strings cannot blow up the label set.
      const route = request.routeOptions.url ?? 'unmatched';
      if (route === '/metrics') return;
      duration.labels(request.method, route, String(reply.statusCode)).observe(reply.elapsedTime / 1000);
    });
    // Public to the app: the proxy, not a session, keeps it private (see above).
    app.get('/metrics', { schema: { hide: true }, config: { access: 'public' } }, async (_request, reply) =>
      reply
        .type(registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics()),
    );
  },
  { name: 'metrics' },
);
