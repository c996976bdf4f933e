// Capacity, TARGETS P3 style: autocannon with 50 connections sending as fast as answers come back
// (closed loop), so the figure is the most the server answers, not a fixed offered rate.
import autocannon from 'autocannon';
import { type LatencySummary, type PlannedRequest, summarize } from './open-loop.js';

export interface CapacityResult {
  rate: number;
  latency: LatencySummary;
  non2xx: number;
  socketErrors: number;
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
            method: 'POST',
            setupRequest: (request) => {
              const planned = options.next();
              return {
                ...request,
                method: 'POST',
                path: planned.path,
                body: planned.body,
                headers: { ...request.headers, 'content-type': 'application/json' },
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
  return {
    rate: result['2xx'] / result.duration,
    latency: summarize(latencies),
    non2xx: result.non2xx,
    socketErrors: result.errors,
  };
}
