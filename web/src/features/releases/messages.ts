// The words the release screens show on their own (the server's messages are shown as they come).

export const RELEASE_SCREEN_MESSAGES = {
  downloadFailed: 'The download failed. Please try again.',
  offline: 'Could not reach the server. Check your connection and try again.',
  saved: (fileName: string) => `Saved as ${fileName}. Copy it into MQL5/Experts in MetaTrader 5.`,
  loading: 'Loading releases...',
  loadFailed: 'Failed to fetch releases',
  noReleases: 'No version of the robot has been published yet. Please check back soon.',
  publishFailed: 'The release could not be published. Please try again.',
  withdrawFailed: 'The release could not be withdrawn. Please try again.',
  fileRequired: 'Choose the robot file (.ex5) to upload',
  fileEmpty: 'The robot file is empty',
  fileType: 'Upload the robot as an .ex5 file',
  fileTooLarge: 'The robot file may be at most 20 MB',
} as const;

/** The largest robot file the server takes (20 MB). */
export const MAX_RELEASE_FILE_BYTES = 20 * 1024 * 1024;
