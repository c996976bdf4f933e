// The Audit Trail's 'Show internal events' switch, kept in the address (`internal=1`) beside the filters
// so a reload or a shared link shows the same events.

const INTERNAL_PARAM = 'internal';

export function readShowInternal(params: URLSearchParams): boolean {
  return params.get(INTERNAL_PARAM) === '1';
}

/** The view's query string (`?…` or empty) with the switch added when it is on. */
export function withShowInternal(search: string, show: boolean): string {
  if (!show) return search;
  return search ? `${search}&${INTERNAL_PARAM}=1` : `?${INTERNAL_PARAM}=1`;
}
