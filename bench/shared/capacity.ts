// Capacity, TARGETS P3 style: autocannon with 50 connections sending as fast as answers come back
// (closed loop), so the figure is the most the server answers, not a fixed offered rate.
import autocannon from 'autocannon';
import { type LatencySummary, type PlannedRequest, summarize } from './open-loop.js';

export interface CapacityResult {
  /** 2xx answers per second. */
  rate: number;
  latency: LatencySummary;
  non2xx: number;
  socketErrors: number;
  /** Answers by status code, e.g. { '200': 5120, '429': 3 }. */
  statuses: Record<string, number>;
  /** Mean size of an answer (headers and body). */
  bytesPerAnswer: number;
}

export async function measureCapacity(options: {
  url: string;
  seconds: number;
  connections?: number;
  next: () => PlannedRequest;
}): Promise<CapacityResult> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections ?? 50,
        duration: options.seconds,
        requests: [
          {
            setupRequest: (request) => {
              const planned = options.next();
              return {
                ...request,
                method: (planned.method ?? 'POST') as autocannon.Request['method'],
                path: planned.path,
                ...(planned.body === undefined ? {} : { body: planned.body }),
                headers: {
                  ...request.headers,
                  ...planned.headers,
                  ...(planned.body === undefined ? {} : { 'content-type': 'application/json' }),
                },
              };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
  const answers = result.requests.total;
  return {
    rate: result['2xx'] / result.duration,
    latency: summarize(latencies),
    non2xx: result.non2xx,
    socketErrors: result.errors,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
    ),
    bytesPerAnswer: answers > 0 ? result.throughput.total / answers : 0,
  };
}
