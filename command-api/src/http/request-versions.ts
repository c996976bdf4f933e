// The projectors' versions one request is answered at: read once, when first asked (so after the request
// arrived), and shared by everything the request reads through a cache (the account row in
// plugins/app/auth.ts, the answer in http/list-cache-routes.ts), so all of it is checked against one
// reading. The reading itself is shared between concurrent requests (list-cache-versions.ts).
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ProjectorVersionMap, ProjectorVersions } from './list-cache-versions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The projectors' versions as a read begun after this request arrived finds them; one read a request. */
    readModelVersions(): Promise<ProjectorVersionMap>;
  }
}

export default fp<{ versions: ProjectorVersions }>(
  async (app, { versions }) => {
    const read = new WeakMap<FastifyRequest, Promise<ProjectorVersionMap>>();
    app.decorateRequest('readModelVersions', function readModelVersions(this: FastifyRequest) {
      let reading = read.get(this);
      if (reading === undefined) {
        reading = versions.current();
        read.set(this, reading);
      }
      return reading;
    });
  },
  { name: 'request-versions' },
);
