// Request latency by route pattern, method and status, counted into the process's registry beside
// event-store appends and Node's own metrics. The app serves no /metrics: the registry is scraped from
// the separate metrics listener (METRICS_PORT, loopback by default), never from the public port.
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
      duration.labels(request.method, route, String(reply.statusCode)).observe(reply.elapsedTime / 1000);
    });
  },
  { name: 'metrics' },
);
