// A periodic task as an operator sees its leadership: it stands by while another instance holds the
// lock, logs one line when it takes over and one, without a stack, when its lock is lost.
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, eventually, type TestDatabase } from '../testing/index.js';
import { tryAcquireLeaderLock } from './leader-lock.js';
import { startPeriodicTask } from './periodic-task.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase(2);
});
afterAll(async () => database?.drop());

/** A logger whose lines (parsed JSON) the test reads. */
function recordedLogger() {
  const lines: { level: number; msg: string; err?: unknown }[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: 'debug' }, sink), lines };
}

it('logs one line on taking over a task and one, without a stack, on losing its lock; one instance works at a time', async () => {
  const name = 'test-task';
  const held = await tryAcquireLeaderLock(database.url, name);
  const { logger, lines } = recordedLogger();
  let rounds = 0;
  const task = startPeriodicTask({
    name,
    databaseUrl: database.url,
    logger,
    intervalMs: 20,
    work: async () => {
      rounds += 1;
      return 0;
    },
  });
  try {
    // Standing by while another instance holds the lock: no work.
    await eventually(async () => lines.some((line) => line.msg === 'standing by for the task test-task'), {
      what: 'the task standing by',
    });
    expect(rounds).toBe(0);
    await held!.release();
    await eventually(async () => rounds > 0, { what: 'the task taking over' });
    expect(lines.filter((line) => line.msg === 'took over the task test-task')).toHaveLength(1);

    await database.pool.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'leader:test-task'",
    );
    await eventually(async () => lines.some((line) => line.msg.startsWith('lost the leader lock')), {
      what: 'the lost lock logged',
    });
    const lost = lines.filter(
      (line) => line.msg === 'lost the leader lock of the task test-task, standing by',
    );
    expect(lost).toHaveLength(1);
    expect(lost[0]).toMatchObject({ level: 40 });
    expect(lost[0]!.err).toBeUndefined();
    // It takes the lock again on a later tick, as a standby would.
    await eventually(
      async () => lines.filter((line) => line.msg === 'took over the task test-task').length === 2,
      {
        what: 'the lock taken again',
      },
    );
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  } finally {
    await task.stop();
  }
});
