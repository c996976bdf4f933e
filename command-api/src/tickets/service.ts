// Ticket use cases: open (with the next ticket number), post a message, change the status (admins),
// rate (owners). Decisions come from the domain; each answer is the ticket as the read model shows it
// once it holds the command's events (folded from the decided stream), so the caller reads its own write.
import { TICKET_NUMBER_STREAM, type TicketCommand, ticketError, ticketStream } from '@shop/domain';
import {
  createSequenceAllocator,
  type EventMetadata,
  type EventStore,
  type GlobalPosition,
  handleCommand,
  newId,
} from '@shop/infra';
import { findTicket, type ReadModels, type TicketViewer, ticketsProjector } from '@shop/projections';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { createTicketRequestSchema } from '../contracts/tickets.js';
import { awaitProjection } from '../http/read-your-writes.js';
import { decidedTicketDecider, decidedTicketView } from './decided-ticket.js';
import { ticketViews } from './views.js';

export interface TicketDependencies {
  store: EventStore;
  db: Kysely<ReadModels>;
  clock: () => Date;
}

type NewTicket = z.infer<typeof createTicketRequestSchema>;

export function createTicketService({ store, db, clock }: TicketDependencies) {
  const now = () => clock().toISOString();

  const allocate = createSequenceAllocator(store);
  /** The next number: the sequence stream's revision after this append (no two tickets share one). */
  async function allocateNumber(ticketId: string, metadata: EventMetadata): Promise<number> {
    const revision = await allocate(TICKET_NUMBER_STREAM, {
      id: newId(),
      type: 'TicketNumberAllocated',
      data: { ticketId },
      metadata,
    });
    return Number(revision) + 1;
  }

  async function viewAfter(ticketId: string, position: GlobalPosition | undefined, viewer: TicketViewer) {
    await awaitProjection(db, ticketsProjector.id, position);
    const row = await findTicket(db, viewer, ticketId);
    if (!row) throw ticketError.notFound();
    const [view] = await ticketViews(db, [row], viewer);
    return view!;
  }

  /**
   * The answer comes from the decided state (one lookup of names, made while the read model catches up);
   * it still waits for the read model, so whatever the caller reads next shows the change.
   */
  async function run(
    ticketId: string,
    command: TicketCommand,
    metadata: EventMetadata,
    viewer: TicketViewer,
  ) {
    const { state, position } = await handleCommand(
      store,
      ticketStream(ticketId),
      decidedTicketDecider,
      command,
      { metadata },
    );
    const [view] = await Promise.all([
      decidedTicketView(db, state, viewer),
      awaitProjection(db, ticketsProjector.id, position),
    ]);
    return view ?? viewAfter(ticketId, undefined, viewer);
  }

  async function open(input: NewTicket, viewer: TicketViewer, metadata: EventMetadata) {
    const ticketId = newId();
    const ticketNumber = await allocateNumber(ticketId, metadata);
    const command: TicketCommand = {
      type: 'OpenTicket',
      data: { ticketId, ticketNumber, userId: viewer.userId, ...input, now: now() },
    };
    return run(ticketId, command, metadata, viewer);
  }

  function postMessage(
    ticketId: string,
    input: { message: string; isInternal: boolean },
    viewer: TicketViewer,
    metadata: EventMetadata,
  ) {
    const command: TicketCommand = {
      type: 'PostTicketMessage',
      data: {
        messageId: newId(),
        senderId: viewer.userId,
        senderType: viewer.isAdmin ? 'admin' : 'user',
        ...input,
        now: now(),
      },
    };
    return run(ticketId, command, metadata, viewer);
  }

  function changeStatus(ticketId: string, status: string, viewer: TicketViewer, metadata: EventMetadata) {
    const command: TicketCommand = {
      type: 'ChangeTicketStatus',
      data: { status, changedBy: viewer.isAdmin ? 'admin' : 'user', changedById: viewer.userId, now: now() },
    };
    return run(ticketId, command, metadata, viewer);
  }

  function rate(
    ticketId: string,
    input: { rating: number; feedback: string | null },
    viewer: TicketViewer,
    metadata: EventMetadata,
  ) {
    const command: TicketCommand = {
      type: 'RateTicket',
      data: { userId: viewer.userId, ...input, now: now() },
    };
    return run(ticketId, command, metadata, viewer);
  }

  return { open, postMessage, changeStatus, rate };
}

export type TicketService = ReturnType<typeof createTicketService>;
