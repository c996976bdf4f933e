// The trader's Downloads page: offered releases and whether their licences allow a download, a signed
// 5-minute link, and the file itself behind that link (each download recorded).
import type { ReleaseRow } from '@shop/projections';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemResponses } from '../contracts/envelope.js';
import {
  downloadLinkResponseSchema,
  releaseFileQuerySchema,
  releasesResponseSchema,
  releaseVersionParamsSchema,
} from '../contracts/releases.js';
import type { ReleaseService } from './service.js';
import { releaseView } from './views.js';

const tags = ['releases'];
const trader = { withDownloads: false };

const releaseDownloads: FastifyPluginAsyncZod<{ releases: ReleaseService }> = async (app, { releases }) => {
  app.get(
    '/api/releases',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Robot releases on offer, newest first, and whether the caller may download them',
        response: { 200: releasesResponseSchema, ...problemResponses(401) },
      },
    },
    async (request) => {
      const { releases: offered, latestStable, entitlement } = await releases.forTrader(request.user!.id);
      return {
        success: true as const,
        releases: offered.map((row) => releaseView(row, trader)),
        latestStable: latestStable && releaseView(latestStable, trader),
        entitlement,
      };
    },
  );

  app.post(
    '/api/releases/:version/download-link',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'A signed link to the release file, good for 5 minutes and for the caller only',
        params: releaseVersionParamsSchema,
        response: { 200: downloadLinkResponseSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await releases.downloadLink(request.params.version, request.user!.id)),
    }),
  );

  app.get(
    '/api/releases/:version/file',
    {
      config: { access: 'user' },
      // A HEAD would run the handler and count a download.
      exposeHeadRoute: false,
      schema: {
        tags,
        summary: 'The release file, through a link from download-link, with the same session',
        params: releaseVersionParamsSchema,
        querystring: releaseFileQuerySchema,
        response: {
          200: {
            description: 'The robot file; x-content-sha256 holds its hex SHA-256',
            content: { 'application/octet-stream': { schema: z.string() } },
          },
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { release, bytes } = await releases.download(
        request.params.version,
        request.query.token,
        request.user!.id,
        request.eventMetadata(`user:${request.user!.id}`),
      );
      return sendFile(reply, release, bytes);
    },
  );
};

function sendFile(reply: FastifyReply, release: ReleaseRow, bytes: Buffer) {
  return reply
    .type('application/octet-stream')
    .header('content-disposition', `attachment; filename="${release.file_name}"`)
    .header('x-content-sha256', release.sha256)
    .header('cache-control', 'no-store')
    .send(bytes);
}

export default releaseDownloads;
