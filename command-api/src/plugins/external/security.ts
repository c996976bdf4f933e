// Security headers (helmet) and the rate limiter; routes opt in to limits with `config.rateLimit`.
// Helmet's headers do not depend on the request, so its middleware runs once, at start, on a response
// that records them, and every reply gets the same headers through Fastify. (@fastify/helmet built the
// middleware anew for each request, parsing the CSP each time; running it per request set each header
// on Node's response, which sends every reply's headers down Node's slow path.)
import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import helmet from 'helmet';

type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/** The headers `middleware` sets, recorded from one run; it must not depend on the request. */
function headersSetBy(middleware: Middleware): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    // X-Powered-By, which Fastify never sets.
    removeHeader() {},
  };
  let finished = false;
  let failure: unknown;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    finished = true;
    failure = error;
  });
  if (!finished) throw new Error('The security headers middleware did not finish at once');
  if (failure) throw failure;
  return Object.freeze(headers);
}

export default fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    const https = publicUrl.startsWith('https:');
    const securityHeaders = headersSetBy(
      helmet({
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
      }),
    );
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(securityHeaders);
      done();
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
