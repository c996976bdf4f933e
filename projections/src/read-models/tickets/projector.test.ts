import { ERASED, type TicketEvent } from '@shop/domain';
import { createKysely, type RecordedEvent } from '@shop/infra';
import { createTestDatabase, type TestDatabase } from '@shop/infra/testing';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { migrateReadModels } from '../../db/migrate.js';
import type { ReadModels } from '../../db/schema.js';
import { accountLog } from '../../testing/account-log.js';
import {
  projectInBatches,
  rowsBeforeAndAfterReplay,
  rowsPerBatchSize,
} from '../../testing/batch-equivalence.js';
import { ticketsProjector } from './projector.js';

const TICKET = '11111111-1111-4111-8111-111111111111';
const OWNER = '22222222-2222-4222-8222-222222222222';
const ADMIN = '33333333-3333-4333-8333-333333333333';

let database: TestDatabase;
let db: Kysely<ReadModels>;

beforeAll(async () => {
  database = await createTestDatabase(4);
  db = createKysely<ReadModels>(database.pool);
  await migrateReadModels(db);
});
beforeEach(async () => {
  await db.deleteFrom('ticket_messages').execute();
  await db.deleteFrom('tickets').execute();
});
afterAll(async () => database?.drop());

function recorded(events: TicketEvent[]): RecordedEvent[] {
  return events.map((event, index) => ({
    id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    streamId: `ticket-${TICKET}`,
    revision: BigInt(index),
    type: event.type,
    data: event.data,
    metadata: {
      actor: `user:${OWNER}`,
      correlationId: 'c',
      causationId: null,
      occurredAt: '2026-11-24T10:00:00Z',
    },
    position: { commit: BigInt(index + 1), prepare: BigInt(index + 1) },
    recordedAt: new Date('2026-11-24T10:00:00Z'),
  }));
}

const at = (minute: number) => `2026-11-24T10:${String(minute).padStart(2, '0')}:00.000Z`;
const history = recorded([
  {
    type: 'TicketOpened',
    data: {
      ticketId: TICKET,
      ticketNumber: 7,
      userId: OWNER,
      subject: 'Robot stopped',
      description: 'No trades',
      category: 'technical',
      priority: 'high',
      openedAt: at(0),
    },
  },
  {
    type: 'TicketMessagePosted',
    data: {
      messageId: '44444444-4444-4444-8444-444444444444',
      senderId: ADMIN,
      senderType: 'admin',
      message: 'Checking the logs',
      isInternal: true,
      postedAt: at(5),
      ticketOwnerId: OWNER,
    },
  },
  {
    type: 'TicketStatusChanged',
    data: { from: 'open', to: 'resolved', changedBy: 'admin', changedById: ADMIN, changedAt: at(10) },
  },
  { type: 'TicketRated', data: { rating: 5, feedback: 'Thanks', ratedAt: at(12), userId: OWNER } },
  {
    type: 'TicketStatusChanged',
    data: { from: 'resolved', to: 'closed', changedBy: 'admin', changedById: ADMIN, changedAt: at(20) },
  },
]);

async function project(events: RecordedEvent[]) {
  await db.transaction().execute((trx) => ticketsProjector.project(trx, events));
}
const rows = async () => ({
  tickets: await db.selectFrom('tickets').selectAll().execute(),
  messages: await db.selectFrom('ticket_messages').selectAll().execute(),
});

it('keeps the ticket, its status times, rating and conversation', async () => {
  await project(history);
  const { tickets, messages } = await rows();
  expect(tickets).toEqual([
    expect.objectContaining({
      ticket_id: TICKET,
      ticket_number: 7,
      status: 'closed',
      category: 'technical',
      priority: 'high',
      satisfaction_rating: 5,
      satisfaction_feedback: 'Thanks',
      created_at: new Date(at(0)),
      last_activity: new Date(at(20)),
      resolved_at: new Date(at(10)),
      closed_at: new Date(at(20)),
      revision: '4',
    }),
  ]);
  expect(messages).toEqual([
    expect.objectContaining({
      sender_id: ADMIN,
      sender_type: 'admin',
      message: 'Checking the logs',
      is_internal: true,
    }),
  ]);
});

it("moves the owner's last activity on everything but an internal note, which moves only the admins'", async () => {
  await project(history.slice(0, 2));
  expect((await rows()).tickets).toEqual([
    expect.objectContaining({ last_activity: new Date(at(5)), owner_last_activity: new Date(at(0)) }),
  ]);
  await project(history);
  expect((await rows()).tickets).toEqual([
    expect.objectContaining({ last_activity: new Date(at(20)), owner_last_activity: new Date(at(20)) }),
  ]);
});

it('clears the resolution and closing times when the ticket is opened again', async () => {
  const reopened = recorded([
    ...history.map((event) => ({ type: event.type, data: event.data }) as TicketEvent),
    {
      type: 'TicketStatusChanged',
      data: { from: 'closed', to: 'open', changedBy: 'admin', changedById: ADMIN, changedAt: at(30) },
    },
  ]);
  await project(reopened);
  const [ticket] = (await rows()).tickets;
  expect(ticket).toMatchObject({
    status: 'open',
    resolved_at: null,
    closed_at: null,
    last_activity: new Date(at(30)),
  });
});

it('gives the same rows when the events come again, whole or in part', async () => {
  await project(history);
  const once = await rows();
  await project(history);
  await project(history.slice(1, 3));
  expect(await rows()).toEqual(once);
});

it('leaves the same rows in batches of any size, a deletion midway erasing only what came before it', async () => {
  const log = accountLog();
  const { oneByOne, batched } = await rowsPerBatchSize(db, ticketsProjector, log, [log.length, 2, 5]);
  for (const rows of batched) expect(rows).toEqual(oneByOne);
  await projectInBatches(db, ticketsProjector, log, log.length);
  const messages = await db.selectFrom('ticket_messages').select('message').orderBy('created_at').execute();
  expect(messages.map((row) => row.message)).toEqual([ERASED, 'Posted after the deletion']);
});

it('changes nothing when the log is replayed (a deletion erases again what came after it: left out)', async () => {
  const withoutDeletion = accountLog().filter((event) => event.type !== 'UserDeleted');
  const { once, replayed } = await rowsBeforeAndAfterReplay(db, ticketsProjector, withoutDeletion);
  expect(replayed).toEqual(once);
});
