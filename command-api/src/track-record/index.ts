// The track-record resource (issue 24): the showcase robot's sealed days, public and verifiable.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import trackRecordQueries from './queries.js';

const trackRecord: FastifyPluginAsyncZod = async (app) => {
  const { db, store, keys, config } = app.deps;
  await app.register(trackRecordQueries, { db, store, keys, showcaseLicenceKey: config.showcaseLicenceKey });
};

export default trackRecord;
