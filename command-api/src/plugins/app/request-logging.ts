// One log line per request, with personal data and secrets taken out of the address. Request logs
// outlive an account's erasure, and query strings carry email-link tokens, OpenID codes, licence keys,
// admins' searches (often an email) and ticket search terms; Fastify's own request lines would log
// them, so its log controller writes these lines instead.
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

const REDACTED = '[redacted]';
/** Parameters whose values are page numbers, filters and periods: kept when they are plain words. */
const PLAIN_PARAMETERS = new Set([
  'page',
  'limit',
  'status',
  'category',
  'priority',
  'type',
  'asOf',
  'groupBy',
  'days',
  'isOnline',
]);
const PLAIN_VALUE = /^[\w.:+-]{0,40}$/;
/** An email address, plain or percent-encoded, wherever it sits in the address. */
const EMAIL_LIKE = /[^/?&=#\s]*(?:@|%40)[^/?&=#\s]*/gi;

function redactParameter(parameter: string): string {
  const equals = parameter.indexOf('=');
  if (equals < 0) return parameter.replace(EMAIL_LIKE, REDACTED);
  const name = parameter.slice(0, equals);
  const value = parameter.slice(equals + 1);
  const keep = PLAIN_PARAMETERS.has(name) && PLAIN_VALUE.test(value);
  return `${name.replace(EMAIL_LIKE, REDACTED)}=${keep ? value : REDACTED}`;
}

/** The address as it may be logged: every query value but plain page and filter values, and any email. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  const path = (question < 0 ? url : url.slice(0, question)).replace(EMAIL_LIKE, REDACTED);
  if (question < 0) return path;
  const query = url
    .slice(question + 1)
    .split('&')
    .map(redactParameter)
    .join('&');
  return `${path}?${query}`;
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

  // Fastify's own versions of these log the raw address or the whole request.
  override routeNotFound(request: FastifyRequest): void {
    request.log.info({ method: request.method, url: redactUrl(request.url) }, 'route not found');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, url: redactUrl(request.url), statusCode: reply.statusCode };
    if (reply.statusCode >= 500) request.log.error({ ...line, err: error }, 'request failed');
    else request.log.info(line, error.message);
  }

  override writeHeadError(error: Error, request: FastifyRequest): void {
    request.log.warn({ method: request.method, url: redactUrl(request.url), err: error }, error.message);
  }
}
