// Security headers (helmet) and the rate limiter; routes opt in to limits with `config.rateLimit`.
// Helmet's middleware is built once here and run on every request: building it parses the CSP
// directives, and @fastify/helmet built it anew for each request (5 % of the API's CPU under P6's load).
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export default fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    const https = publicUrl.startsWith('https:');
    const setSecurityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'https:'],
          'connect-src': ["'self'"],
          'frame-ancestors': ["'none'"],
          // Over plain http (local runs) upgrading would break every asset request.
          'upgrade-insecure-requests': https ? [] : null,
        },
      },
      strictTransportSecurity: https,
    });
    app.addHook('onRequest', (request, reply, done) => {
      setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} seconds`,
      }),
    });
  },
  { name: 'security' },
);
