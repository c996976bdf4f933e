// One log line per request, with secrets taken out of the address: email-link tokens, session
// tokens handed back by Google sign-in, and OpenID codes travel in query strings. Fastify's own
// request lines would log them, so its log controller writes this line instead.
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

const SECRET_PARAMETERS = /([?&](?:token|code|state|nonce)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMETERS, '$1[redacted]');
}

export class RedactingLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    _error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 100) / 100,
      },
      'request completed',
    );
  }
}
