// One place for server-state defaults, so every feature's queries behave alike.
import { type DefaultOptions, QueryClient, type UseMutationOptions } from '@tanstack/react-query';

export const queryConfig = {
  queries: {
    // One retry rides out a blip; more would keep a person staring at a spinner.
    retry: 1,
    // Licences and orders change through this app, not behind its back, so focus refetches only add load.
    refetchOnWindowFocus: false,
    staleTime: 60_000,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}

/** What a feature's mutation hook lets its caller add: everything but the fetcher it already owns. */
export type MutationConfig<Fetcher extends (variables: never) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<Fetcher>>, Error, Parameters<Fetcher>[0]>,
  'mutationFn'
>;
