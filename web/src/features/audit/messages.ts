// The Audit Trail section's own words.

export const AUDIT_MESSAGES = {
  loading: 'Loading audit trail...',
  loadFailed: 'Failed to load the audit trail',
  network: 'Network error. Please try again.',
  empty: 'No events found',
  invalidFilters: 'Correct the filters above to see events.',
  exportFailed: 'Failed to export the audit trail',
} as const;

/** The entities the filter offers, as streams name them; others reached by a link are added as they are. */
export const ENTITY_TYPES: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'user', label: 'Users' },
  { value: 'licence', label: 'Licences' },
  { value: 'order', label: 'Orders' },
  { value: 'discount', label: 'Discounts' },
  { value: 'ticket', label: 'Tickets' },
];
