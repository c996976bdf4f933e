// One log line per request, with secrets taken out of the address: email-link tokens, session
// tokens handed back by Google sign-in, and OpenID codes travel in query strings.
import fp from 'fastify-plugin';

const SECRET_PARAMETERS = /([?&](?:token|code|state|nonce)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMETERS, '$1[redacted]');
}

export default fp(
  async (app) => {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          url: redactUrl(request.url),
          statusCode: reply.statusCode,
          responseTimeMs: Math.round(reply.elapsedTime * 100) / 100,
        },
        'request completed',
      );
    });
  },
  { name: 'request-logging' },
);
