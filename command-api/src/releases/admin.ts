// The admin's Releases section: publish a robot file (multipart upload, the only routes here that parse
// one), withdraw a release, and list every release with its downloads and what robots run now.
import multipart from '@fastify/multipart';
import { listReleases, type ReadModels } from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { problemResponses } from '../contracts/envelope.js';
import {
  adminReleasesResponseSchema,
  RELEASE_FILE_MAX_BYTES,
  RELEASE_NOTICES,
  releaseResponseSchema,
  releaseVersionParamsSchema,
  withdrawReleaseRequestSchema,
} from '../contracts/releases.js';
import type { ReleaseService } from './service.js';
import { readUpload } from './upload.js';
import { releaseView } from './views.js';

const tags = ['releases'];
const admin = { withDownloads: true };
/** The form's fields and part headers around the file. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

const releaseAdmin: FastifyPluginAsyncZod<{ releases: ReleaseService; db: Kysely<ReadModels> }> = async (
  app,
  { releases, db },
) => {
  await app.register(multipart, {
    limits: { fileSize: RELEASE_FILE_MAX_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024 },
  });

  app.post(
    '/api/admin/releases',
    {
      config: { access: 'admin' },
      bodyLimit: RELEASE_FILE_MAX_BYTES + FORM_OVERHEAD_BYTES,
      schema: {
        tags,
        summary: 'Publish a robot release (admin)',
        description:
          'multipart/form-data with the fields `version` (MAJOR.MINOR.PATCH, optionally -prerelease), ' +
          '`channel` (stable or beta), `changelog` (Markdown, at most 20,000 characters), `minMt5Build` ' +
          '(a whole number) and the file part `file` (an .ex5 file of 1 byte to 20 MB). Nothing is stored ' +
          'when the release is refused.',
        consumes: ['multipart/form-data'],
        response: { 201: releaseResponseSchema, ...problemResponses(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request);
      const release = await releases.publish(
        upload,
        request.user!.id,
        request.eventMetadata(`admin:${request.user!.id}`),
      );
      return reply
        .status(201)
        .send({ success: true, release: releaseView(release, admin), message: RELEASE_NOTICES.published });
    },
  );

  app.post(
    '/api/admin/releases/:version/withdraw',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Withdraw a release: no longer offered, its history kept (admin)',
        params: releaseVersionParamsSchema,
        body: withdrawReleaseRequestSchema,
        response: { 200: releaseResponseSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const release = await releases.withdraw(
        request.params.version,
        request.body.reason || null,
        request.user!.id,
        request.eventMetadata(`admin:${request.user!.id}`),
      );
      return {
        success: true as const,
        release: releaseView(release, admin),
        message: RELEASE_NOTICES.withdrawn,
      };
    },
  );

  app.get(
    '/api/admin/releases',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Every release, withdrawn ones too, with downloads, and the versions robots run (admin)',
        response: { 200: adminReleasesResponseSchema, ...problemResponses(401, 403) },
      },
    },
    async () => ({
      success: true as const,
      releases: (await listReleases(db, { includeWithdrawn: true })).map((row) => releaseView(row, admin)),
      robotVersions: await releases.robotVersions(),
    }),
  );
};

export default releaseAdmin;
