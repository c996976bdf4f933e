// What the release routes answer (issue 26's contract): a published robot version and, for traders,
// whether they may download it.
import type { ReleaseChannel } from '@shop/domain';

export type ReleaseView = {
  version: string;
  channel: ReleaseChannel;
  /** Markdown, as the admin wrote it. */
  changelog: string;
  minMt5Build: number;
  fileName: string;
  sizeBytes: number;
  sha256: string;
  publishedAt: string;
  withdrawnAt: string | null;
  withdrawnReason: string | null;
  /** Counted for administrators; 0 for traders. */
  downloads: number;
};

export type DownloadRefusal = 'NO_LICENSE' | 'EXPIRED' | 'REVOKED';

export type Entitlement = {
  allowed: boolean;
  reason: DownloadRefusal | null;
  message: string | null;
};

export type ReleasesResponse = {
  success: true;
  releases: ReleaseView[];
  latestStable: ReleaseView | null;
  entitlement: Entitlement;
};

/** How many robots seen in the last 24 hours run a version. */
export type RobotVersionCount = { version: string; robots: number };

export type AdminReleasesResponse = {
  success: true;
  releases: ReleaseView[];
  robotVersions: RobotVersionCount[];
};

export type ReleaseResponse = { success: true; release: ReleaseView; message: string };

export type DownloadLinkResponse = { success: true; url: string; expiresAt: string };
