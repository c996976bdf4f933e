// What the release routes answer (command-api's release contracts), named for the release screens.
import type {
  adminReleasesResponseSchema,
  downloadLinkResponseSchema,
  releaseResponseSchema,
  releasesResponseSchema,
} from '@shop/command-api/contracts';

export type { Entitlement, ReleaseView } from '@shop/command-api/contracts';

export type ReleasesResponse = ReturnType<typeof releasesResponseSchema.parse>;
export type AdminReleasesResponse = ReturnType<typeof adminReleasesResponseSchema.parse>;
/** How many robots seen in the last 24 hours run a version. */
export type RobotVersionCount = AdminReleasesResponse['robotVersions'][number];
export type ReleaseResponse = ReturnType<typeof releaseResponseSchema.parse>;
export type DownloadLinkResponse = ReturnType<typeof downloadLinkResponseSchema.parse>;
