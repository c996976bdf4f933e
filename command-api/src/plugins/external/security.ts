// Security headers (helmet) and the rate limiter; routes opt in to limits with `config.rateLimit`.
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

export default fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    const https = publicUrl.startsWith('https:');
    await app.register(helmet, {
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
