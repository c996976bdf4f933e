// The releases resource (issue 26): robot files the admin publishes and licence holders download.
// Builds the release service (file store, signed links) from the app's dependencies for the route modules.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import releaseAdmin from './admin.js';
import { createDownloadLinks } from './download-links.js';
import releaseDownloads from './downloads.js';
import { createPostgresReleaseFiles } from './file-store.js';
import { createReleaseService } from './service.js';

const releasesResource: FastifyPluginAsyncZod = async (app) => {
  const { store, db, clock, keys } = app.deps;
  const releases = createReleaseService({
    store,
    db,
    clock,
    files: createPostgresReleaseFiles(db as Kysely<unknown>, clock),
    links: createDownloadLinks(keys.releaseLinkKey, clock),
  });
  await app.register(releaseAdmin, { releases, db });
  await app.register(releaseDownloads, { releases });
};

export default releasesResource;
