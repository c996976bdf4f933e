// A ticket command answers with the ticket folded from the stream it decided on (tickets/decided-ticket.ts):
// that answer must be exactly what the read model then shows the same caller, for owners and admins,
// internal notes, status times, ratings, messages posted in the same millisecond, and a deleted owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let admin: Session;
let owner: Session;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, session: Session, payload?: object) =>
  t.app.inject({ method, url, headers: session.auth, ...(payload ? { payload } : {}) });

/** Sends the command and checks its answer against the ticket the caller reads right after. */
async function answerMatchesRead(
  session: Session,
  method: 'POST' | 'PATCH',
  url: string,
  payload: object,
  status = 200,
) {
  const response = await call(method, url, session, payload);
  expect(response.statusCode, response.body).toBe(status);
  const answered = response.json().ticket;
  const read = await call('GET', `/api/tickets/${answered._id}`, session);
  expect(answered).toEqual(read.json().ticket);
  return answered;
}

const later = (seconds: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
};

beforeAll(async () => {
  t = await createTestApp();
  [admin, owner] = await Promise.all([signUpAdmin(t, 'desk'), signUp(t, 'asker')]);
}, 60_000);
afterAll(async () => t?.close());

describe('ticket command answers', () => {
  it('equal the read model for owner and admin through a whole conversation', async () => {
    const ticket = await answerMatchesRead(
      owner,
      'POST',
      '/api/tickets',
      { subject: 'Lost trades', description: 'None since Monday.' },
      201,
    );
    const messages = `/api/tickets/${ticket._id}/messages`;
    later(60);
    await answerMatchesRead(admin, 'POST', messages, {
      message: 'Checking the broker logs',
      isInternal: true,
    });
    // Several messages in one millisecond: the conversation is ordered by time, then by message id.
    for (let i = 0; i < 6; i += 1) {
      await answerMatchesRead(admin, 'POST', messages, { message: `Reply ${i}` });
      await answerMatchesRead(owner, 'POST', messages, { message: `Answer ${i}` });
    }
    later(60);
    await answerMatchesRead(admin, 'POST', messages, { message: 'Only admins read this', isInternal: true });
    // The owner's view keeps the last activity before the note.
    await answerMatchesRead(owner, 'POST', messages, { message: 'Any news?' });
    later(60);
    await answerMatchesRead(admin, 'PATCH', `/api/tickets/${ticket._id}/status`, {
      status: 'waiting_for_user',
    });
    // The owner writing reopens it: two events from one command.
    const reopened = await answerMatchesRead(owner, 'POST', messages, { message: 'Here are the logs' });
    expect(reopened.status).toBe('open');
    later(60);
    await answerMatchesRead(admin, 'PATCH', `/api/tickets/${ticket._id}/status`, { status: 'resolved' });
    later(60);
    const rated = await answerMatchesRead(owner, 'POST', `/api/tickets/${ticket._id}/satisfaction`, {
      rating: 4,
      feedback: 'Quick help',
    });
    expect(rated.satisfaction).toMatchObject({ rating: 4, feedback: 'Quick help' });
    later(60);
    const closed = await answerMatchesRead(admin, 'PATCH', `/api/tickets/${ticket._id}/status`, {
      status: 'closed',
    });
    expect(closed.resolvedAt).not.toBeNull();
    expect(closed.closedAt).not.toBeNull();
    expect(closed.messages.filter((message: { isInternal: boolean }) => message.isInternal)).toHaveLength(2);
  });

  it('equal the read model after the owner is deleted and their words erased', async () => {
    const leaver = await signUp(t, 'leaver');
    const ticket = await answerMatchesRead(
      leaver,
      'POST',
      '/api/tickets',
      { subject: 'Please delete me', description: 'Thanks.' },
      201,
    );
    await answerMatchesRead(admin, 'POST', `/api/tickets/${ticket._id}/messages`, { message: 'Will do' });
    expect((await call('DELETE', `/api/users/${leaver.id}`, admin)).statusCode).toBe(200);
    const answered = await answerMatchesRead(admin, 'POST', `/api/tickets/${ticket._id}/messages`, {
      message: 'Done',
      isInternal: true,
    });
    expect(answered.subject).toBe('[erased]');
  });
});
