// The licences resource (spec §7 'Licences and users'): issue, revoke and change the account number,
// the admin list, a licence's account history and its audit trail. Builds the licence service from
// the app's dependencies and hands it, with what the queries read, to the route modules.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import licenceCommands from './commands.js';
import licenceQueries from './queries.js';
import { createLicenceService } from './service.js';

const licences: FastifyPluginAsyncZod = async (app) => {
  const { store, db, clock, config } = app.deps;
  const allowance = config.accountChangeAllowance;
  const service = createLicenceService({ store, db, clock, allowance });
  await app.register(licenceCommands, { licences: service });
  await app.register(licenceQueries, { licences: service, db, clock, allowance });
};

export default licences;
