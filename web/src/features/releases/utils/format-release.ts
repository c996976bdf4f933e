// A release's figures as people read them.

const BYTES_PER_MB = 1024 * 1024;
const megabytes = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** `1.2 MB`; a file under 0.05 MB still reads `0.1 MB`, never `0.0 MB`. */
export function formatSize(bytes: number): string {
  return `${megabytes.format(Math.max(bytes / BYTES_PER_MB, bytes > 0 ? 0.1 : 0))} MB`;
}

/** `42%` of a share from 0 to 1. */
export const formatPercent = (share: number) => `${Math.round(share * 100)}%`;
