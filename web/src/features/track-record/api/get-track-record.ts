// GET /api/track-record (public, no token): the showcase robot's sealed days (issue 24).
import type { TrackRecordResponse } from '@shop/command-api/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const TRACK_RECORD_CALL = 'GET /api/track-record';

export const trackRecordQueryOptions = () =>
  queryOptions({
    queryKey: ['track-record'],
    queryFn: ({ signal }) => apiClient.get<TrackRecordResponse>('/track-record', { token: null, signal }),
    retry: false,
  });

export function useTrackRecord() {
  return useQuery(trackRecordQueryOptions());
}
