// GET /api/plans (public): the four plans with their prices. Until it answers, or if it cannot, the
// plans built into @shop/domain stand in, so the plans never show empty (the API serves the same list).
import type { planSchema } from '@shop/command-api/contracts';
import { PLANS } from '@shop/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';

export type PlanView = ReturnType<typeof planSchema.parse>;

export async function getPlans(signal?: AbortSignal): Promise<readonly PlanView[]> {
  return (await apiClient.get<{ success: true; plans: PlanView[] }>('/plans', { token: null, signal })).plans;
}

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['plans'],
    queryFn: ({ signal }) => getPlans(signal),
    // Prices change with a release, not while someone reads the page.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The plans to show: the API's once it has answered with some, the built-in ones before and instead. */
export function usePlans(): readonly PlanView[] {
  const { data } = useQuery(plansQueryOptions());
  return data && data.length > 0 ? data : PLANS;
}
