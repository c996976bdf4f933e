// Release use cases: publish an uploaded robot file (refused before anything is stored when the version
// exists), withdraw, list, and hand a licence holder a signed link and then the file, counting it.
import { createHash } from 'node:crypto';
import {
  compareVersionTexts,
  DomainError,
  latestRelease,
  type ReleaseCommand,
  releaseDecider,
  releaseError,
  releaseStream,
} from '@shop/domain';
import { type EventMetadata, type EventStore, handleCommand, loadAggregate } from '@shop/infra';
import {
  findRelease,
  listReleases,
  type ReadModels,
  type ReleaseRow,
  releasesProjector,
} from '@shop/projections';
import type { Kysely } from 'kysely';
import { type Entitlement, type PublishReleaseFields, RELEASE_NOTICES } from '../contracts/releases.js';
import { awaitProjection } from '../http/read-your-writes.js';
import type { DownloadLinks } from './download-links.js';
import { entitlementOf } from './entitlement.js';
import type { ReleaseFiles } from './file-store.js';

/** Robots count as running a version when their last heartbeat is this recent. */
const ROBOT_SEEN_WITHIN_MS = 24 * 3_600_000;

export interface ReleaseDependencies {
  store: EventStore;
  db: Kysely<ReadModels>;
  clock: () => Date;
  files: ReleaseFiles;
  links: DownloadLinks;
}

export interface Upload {
  fields: PublishReleaseFields;
  fileName: string;
  bytes: Buffer;
}

const forbidden = (code: string, message: string) => new DomainError(code, message, 'forbidden');

export interface ReleaseService {
  publish(upload: Upload, adminId: string, metadata: EventMetadata): Promise<ReleaseRow>;
  withdraw(
    version: string,
    reason: string | null,
    adminId: string,
    metadata: EventMetadata,
  ): Promise<ReleaseRow>;
  /** Offered releases newest first, the latest stable one, and whether the user may download. */
  forTrader(userId: string): Promise<{
    releases: ReleaseRow[];
    latestStable: ReleaseRow | null;
    entitlement: Entitlement;
  }>;
  /** How many robots seen in the last 24 hours run each version, newest version first. */
  robotVersions(): Promise<{ version: string; robots: number }[]>;
  downloadLink(version: string, userId: string): Promise<{ url: string; expiresAt: string }>;
  /** The file for a valid link of this user, once the download is recorded. */
  download(
    version: string,
    token: string,
    userId: string,
    metadata: EventMetadata,
  ): Promise<{ release: ReleaseRow; bytes: Buffer }>;
}

export function createReleaseService({
  store,
  db,
  clock,
  files,
  links,
}: ReleaseDependencies): ReleaseService {
  const now = () => clock().toISOString();

  async function run(version: string, command: ReleaseCommand, metadata: EventMetadata) {
    return handleCommand(store, releaseStream(version), releaseDecider, command, { metadata });
  }

  /** The release as the read model shows it once it holds the command's events. */
  async function shown(
    version: string,
    position: Parameters<typeof awaitProjection>[2],
  ): Promise<ReleaseRow> {
    await awaitProjection(db, releasesProjector.id, position);
    return (await findRelease(db, version))!;
  }

  async function offered(version: string): Promise<ReleaseRow> {
    const release = await findRelease(db, version);
    if (!release || release.withdrawn_at) throw releaseError.notFound();
    return release;
  }

  /** Whether a published release (the race's winner included) names the file. */
  async function fileInUse(version: string, sha256: string) {
    const { state } = await loadAggregate(store, releaseStream(version), releaseDecider);
    if (state.status !== 'none' && state.sha256 === sha256) return true;
    const other = await db
      .selectFrom('releases')
      .select('version')
      .where('sha256', '=', sha256)
      .executeTakeFirst();
    return other !== undefined;
  }

  async function publish({ fields, fileName, bytes }: Upload, adminId: string, metadata: EventMetadata) {
    const { version } = fields;
    const { state } = await loadAggregate(store, releaseStream(version), releaseDecider);
    if (state.status !== 'none') throw releaseError.exists(version);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const storedBefore = await files.has(sha256);
    if (!storedBefore) await files.put(sha256, bytes);
    let position: Parameters<typeof awaitProjection>[2];
    try {
      ({ position } = await run(
        version,
        {
          type: 'PublishRelease',
          data: { ...fields, fileName, sizeBytes: bytes.length, sha256, publishedBy: adminId, now: now() },
        },
        metadata,
      ));
    } catch (error) {
      // Lost a race for the version (or refused): the file goes unless a release uses the same bytes.
      if (!storedBefore && !(await fileInUse(version, sha256))) await files.remove(sha256);
      throw error;
    }
    return shown(version, position);
  }

  async function withdraw(version: string, reason: string | null, adminId: string, metadata: EventMetadata) {
    const { position } = await run(
      version,
      { type: 'WithdrawRelease', data: { reason, withdrawnBy: adminId, now: now() } },
      metadata,
    );
    return shown(version, position);
  }

  async function forTrader(userId: string) {
    const releases = await listReleases(db, { includeWithdrawn: false });
    const { licenceId: _licenceId, ...entitlement } = await entitlementOf(db, userId, clock());
    return { releases, latestStable: latestRelease(releases, 'stable') ?? null, entitlement };
  }

  async function robotVersions() {
    const since = new Date(clock().getTime() - ROBOT_SEEN_WITHIN_MS);
    const rows = await db
      .selectFrom('robot_status')
      .select(['ea_version', (eb) => eb.fn.countAll<string>().as('robots')])
      .where('ea_version', 'is not', null)
      .where('last_seen', '>=', since)
      .groupBy('ea_version')
      .execute();
    return rows
      .map((row) => ({ version: row.ea_version!, robots: Number(row.robots) }))
      .sort((a, b) => compareVersionTexts(b.version, a.version));
  }

  async function mayDownload(userId: string) {
    const decision = await entitlementOf(db, userId, clock());
    if (!decision.allowed) throw forbidden(decision.reason!, decision.message!);
    return decision.licenceId!;
  }

  async function downloadLink(version: string, userId: string) {
    await offered(version);
    await mayDownload(userId);
    const { token, expiresAt } = links.issue(version, userId);
    return {
      url: `/api/releases/${encodeURIComponent(version)}/file?token=${encodeURIComponent(token)}`,
      expiresAt: expiresAt.toISOString(),
    };
  }

  async function download(version: string, token: string, userId: string, metadata: EventMetadata) {
    const release = await offered(version);
    const link = links.check(token, version, userId);
    if (link === 'expired') throw forbidden('LINK_EXPIRED', RELEASE_NOTICES.linkExpired);
    if (link === 'invalid') throw forbidden('LINK_INVALID', RELEASE_NOTICES.linkInvalid);
    const licenceId = await mayDownload(userId);
    const bytes = await files.get(release.sha256);
    if (!bytes) throw new Error(`The file of release ${version} is missing from the file store`);
    await run(version, { type: 'RecordReleaseDownload', data: { userId, licenceId, now: now() } }, metadata);
    return { release, bytes };
  }

  return { publish, withdraw, forTrader, robotVersions, downloadLink, download };
}
