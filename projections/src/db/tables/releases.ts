// Robot releases as the Downloads page and the admin's Releases section show them, with their downloads.

export interface ReleasesTable {
  version: string;
  /** The version's parts, for ordering newest first without parsing in every query. */
  major: number;
  minor: number;
  patch: number;
  /** '' for a normal version, which sorts after its pre-releases (see the queries). */
  prerelease: string;
  channel: 'stable' | 'beta';
  changelog: string;
  min_mt5_build: number;
  file_name: string;
  size_bytes: number;
  sha256: string;
  published_by: string;
  published_at: Date;
  withdrawn_at: Date | null;
  withdrawn_reason: string | null;
  downloads: number;
  /** Stream revision of the last event applied (bigint): replays never count a download twice. */
  revision: string;
}
