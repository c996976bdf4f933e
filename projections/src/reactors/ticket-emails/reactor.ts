// Sends the support emails the ticket events call for: every admin is told of a new ticket, the owner of
// each admin reply that is not an internal note. sent_emails keeps a replay or a restart from sending
// one twice; the ticket's subject and owner come from its stream, so the tickets projector's pace
// does not matter.
import { type TicketEvent, type TicketMessagePosted, type TicketOpened, ticketStreams } from '@shop/domain';
import {
  deterministicId,
  type EventStore,
  type Mailer,
  type MailMessage,
  type RecordedEvent,
} from '@shop/infra';
import { type Kysely, sql } from 'kysely';
import type { ReadModels } from '../../db/schema.js';
import type { Reactor } from '../../runtime/reactor.js';
import { newTicketEmail, ticketReplyEmail } from './templates.js';

export interface TicketEmailsDependencies {
  store: EventStore;
  db: Kysely<ReadModels>;
  mailer: Mailer;
  publicUrl: string;
}

export function ticketEmailsReactor(deps: TicketEmailsDependencies): Reactor {
  const { db } = deps;

  /** Sends unless this key's mail went out already. */
  async function sendOnce(key: string, kind: string, message: () => MailMessage) {
    const sent = await db
      .selectFrom('sent_emails')
      .select('event_id')
      .where('event_id', '=', key)
      .executeTakeFirst();
    if (sent) return;
    await deps.mailer.send(message());
    await db
      .insertInto('sent_emails')
      .values({ event_id: key, kind })
      .onConflict((c) => c.doNothing())
      .execute();
  }

  const activeUser = (userId: string) =>
    db
      .selectFrom('users')
      .select(['username', 'email'])
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();

  async function openingOf(streamId: string): Promise<TicketOpened['data'] | undefined> {
    for await (const recorded of deps.store.readStream(streamId)) {
      return recorded.type === 'TicketOpened' ? (recorded.data as TicketOpened['data']) : undefined;
    }
    return undefined;
  }

  async function toAdmins(recorded: RecordedEvent, ticket: TicketOpened['data']) {
    const owner = await activeUser(ticket.userId);
    if (!owner) return;
    const admins = await db
      .selectFrom('users')
      .select(['user_id', 'email'])
      .where(sql<boolean>`'admin' = any(roles)`)
      .where('deleted_at', 'is', null)
      .execute();
    for (const admin of admins.filter((candidate) => candidate.user_id !== ticket.userId)) {
      await sendOnce(deterministicId(`ticket-opened:${recorded.id}:${admin.user_id}`), 'ticket-opened', () =>
        newTicketEmail(admin.email, ticket, owner, `${deps.publicUrl}/admin`),
      );
    }
  }

  async function toOwner(recorded: RecordedEvent, reply: TicketMessagePosted['data']) {
    if (reply.senderType !== 'admin' || reply.isInternal) return;
    const ticket = await openingOf(recorded.streamId);
    const owner = ticket && (await activeUser(ticket.userId));
    if (!ticket || !owner) return;
    const admin = await activeUser(reply.senderId);
    await sendOnce(recorded.id, 'ticket-reply', () =>
      ticketReplyEmail(
        owner.email,
        owner.username,
        ticket,
        { from: admin?.username ?? 'Support', message: reply.message },
        `${deps.publicUrl}/support`,
      ),
    );
  }

  return {
    id: 'ticket-emails',
    eventTypes: ['TicketOpened', 'TicketMessagePosted'],
    async handle(recorded) {
      if (!ticketStreams.has(recorded.streamId)) return;
      const event = { type: recorded.type, data: recorded.data } as TicketEvent;
      if (event.type === 'TicketOpened') await toAdmins(recorded, event.data);
      if (event.type === 'TicketMessagePosted') await toOwner(recorded, event.data);
    },
  };
}
