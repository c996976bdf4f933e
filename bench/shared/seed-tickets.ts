// One open support ticket per user, opened through the API as the web app opens it (the ticket
// number comes from its sequence stream); returns the ticket ids in the users' order.
import { inParallel } from './in-parallel.js';
import type { BenchUser } from './seed-accounts.js';

export async function openTickets(apiUrl: string, users: readonly BenchUser[]): Promise<string[]> {
  return inParallel(users.length, 16, async (index) => {
    const response = await fetch(`${apiUrl}/api/tickets`, {
      method: 'POST',
      headers: { ...users[index]!.auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        subject: 'Robot stopped trading after the update',
        description: 'Since version 2.4.1 the robot opens no positions on EURUSD. What should I check?',
        category: 'technical',
      }),
    });
    if (response.status !== 201) {
      throw new Error(`POST /api/tickets answers ${response.status}: ${await response.text()}`);
    }
    const body = (await response.json()) as { ticket: { _id: string } };
    return body.ticket._id;
  });
}
