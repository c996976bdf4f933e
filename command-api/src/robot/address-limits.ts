// Per-address limits on the robot reports, kept in this process's memory: a generous cap on all report
// traffic from one address, and a strict one on refused licence keys, so keys cannot be tried quickly.
import { DomainError } from '@shop/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export const ROBOT_ADDRESS_LIMITS = {
  /**
   * Reports of any kind from one address in a minute. A robot sends 4–5 a minute (more while it
   * trades), so even a few hundred robots on one VPS address stay below.
   */
  reportsPerMinute: 3_000,
  /**
   * Refused keys (unknown, another account, revoked, expired) from one address in a minute. A robot
   * stops after its first refusal (ROBOTS.md), so only guessing comes near; past it, every report
   * from that address answers 429 until the minute is over, whatever key it carries.
   */
  refusalsPerMinute: 30,
} as const;

const REFUSALS = new Set(['UNKNOWN_KEY', 'OTHER_ACCOUNT', 'REVOKED', 'EXPIRED']);

function tooManyRequests(reply: FastifyReply, msBeforeNext: number): DomainError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  reply.header('retry-after', String(seconds));
  return new DomainError(
    'RATE_LIMITED',
    `Too many requests, please try again in ${seconds} seconds`,
    'rate_limited',
  );
}

export function createRobotAddressLimits(limits = ROBOT_ADDRESS_LIMITS) {
  const reports = new RateLimiterMemory({ points: limits.reportsPerMinute, duration: 60 });
  const refusals = new RateLimiterMemory({ points: limits.refusalsPerMinute, duration: 60 });

  /** Before the body is read: an address over either limit is answered 429. */
  async function checkAddress(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const refused = await refusals.get(request.ip);
    if (refused && refused.consumedPoints >= limits.refusalsPerMinute)
      throw tooManyRequests(reply, refused.msBeforeNext);
    try {
      await reports.consume(request.ip);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyRequests(reply, error.msBeforeNext);
      throw error;
    }
  }

  /** Runs the licence lookup, counting a refusal against the caller's address. */
  async function identified<T>(request: FastifyRequest, lookUp: () => Promise<T>): Promise<T> {
    try {
      return await lookUp();
    } catch (error) {
      if (error instanceof DomainError && REFUSALS.has(error.code)) await refusals.penalty(request.ip);
      throw error;
    }
  }

  return { checkAddress, identified };
}
