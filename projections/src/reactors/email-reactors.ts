// Every reactor that sends email, for the services that have a mailer.
import { type AccountEmailsDependencies, accountEmailsReactor } from './account-emails/reactor.js';
import { orderEmailsReactor } from './order-emails/reactor.js';
import { type ReleaseEmailsDependencies, releaseEmailsReactor } from './release-emails/reactor.js';
import { ticketEmailsReactor } from './ticket-emails/reactor.js';

export function emailReactors(deps: AccountEmailsDependencies & ReleaseEmailsDependencies) {
  return [
    accountEmailsReactor(deps),
    ticketEmailsReactor(deps),
    orderEmailsReactor(deps),
    releaseEmailsReactor(deps),
  ];
}
