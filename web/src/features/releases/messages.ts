// The words the release screens show on their own (the server's messages are shown as they come, and the
// publish form's file checks use the server's own, RELEASE_NOTICES).

export const RELEASE_SCREEN_MESSAGES = {
  downloadFailed: 'The download failed. Please try again.',
  offline: 'Could not reach the server. Check your connection and try again.',
  saved: (fileName: string) => `Saved as ${fileName}. Copy it into MQL5/Experts in MetaTrader 5.`,
  loading: 'Loading releases...',
  loadFailed: 'Failed to fetch releases',
  noReleases: 'No version of the robot has been published yet. Please check back soon.',
  publishFailed: 'The release could not be published. Please try again.',
  withdrawFailed: 'The release could not be withdrawn. Please try again.',
} as const;
