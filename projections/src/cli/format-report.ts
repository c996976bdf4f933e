// Plain-text reports of `npm run rebuild`: the replay's speed, its per-projector profile and the
// verification's table-by-table comparison.
import { formatPosition } from '@shop/infra';
import type { ReplayProfile, ReplayReport } from '../runtime/replay.js';
import type { VerifyRebuildReport } from '../runtime/verify-rebuild.js';

export function formatReplay(replay: ReplayReport): string {
  return `${replay.events} events in ${replay.seconds.toFixed(2)} s = ${Math.round(replay.eventsPerSecond)} events/s (batches of ${replay.batchSize})`;
}

export function formatProfile(profile: ReplayProfile): string[] {
  const total =
    profile.readSeconds +
    profile.transactionSeconds +
    profile.projectors.reduce((sum, p) => sum + p.seconds, 0);
  const row = (name: string, seconds: number) =>
    `| ${name} | ${seconds.toFixed(2)} | ${((seconds / total) * 100).toFixed(1)} % |`;
  return [
    '| where the time went | seconds | share |',
    '|---|---|---|',
    ...[...profile.projectors]
      .sort((a, b) => b.seconds - a.seconds)
      .map((projector) => row(`projector ${projector.id}`, projector.seconds)),
    row('waiting for the log (read ahead while projecting; opening personal data)', profile.readSeconds),
    row('checkpoints, begin and commit', profile.transactionSeconds),
    '',
    'Projectors run in lanes side by side, so these times overlap: together they exceed the replay’s duration.',
  ];
}

export function formatVerifyReport(report: VerifyRebuildReport): string {
  const differing = report.tables.filter((table) => table.onlyLive > 0 || table.onlyRebuilt > 0);
  const lines = [
    '| table | projector | rows live | rows rebuilt | only live | only rebuilt |',
    '|---|---|---|---|---|---|',
    ...report.tables.map(
      (t) =>
        `| ${t.table} | ${t.projector} | ${t.rowsLive} | ${t.rowsRebuilt} | ${t.onlyLive} | ${t.onlyRebuilt} |`,
    ),
    '',
  ];
  for (const table of differing) {
    lines.push(`${table.table}:`);
    const examples = (side: string, count: number, rows: Record<string, unknown>[]) => {
      if (count === 0) return;
      lines.push(`  only ${side} (${rows.length} of ${count} shown):`);
      for (const row of rows) lines.push(`    ${JSON.stringify(row)}`);
    };
    examples('live', table.onlyLive, table.examplesOnlyLive);
    examples('rebuilt', table.onlyRebuilt, table.examplesOnlyRebuilt);
  }
  const leftOut = report.tables.flatMap((table) => table.leftOut.map((why) => `  ${table.table}: ${why}`));
  if (leftOut.length > 0)
    lines.push('Left out of the comparison (a replay cannot reproduce them):', ...leftOut, '');
  const moved = report.projectors.filter((projector) => projector.eventsPastHead > 0);
  if (moved.length > 0) {
    const list = moved.map((projector) => `${projector.id} +${projector.eventsPastHead}`).join(', ');
    lines.push(
      `Live projectors had moved on; the scratch copy followed them (events past the head): ${list}`,
    );
  }
  lines.push(`Replayed up to ${formatPosition(report.head)}: ${formatReplay(report.replay)}`);
  if (report.replay.profile) lines.push(...formatProfile(report.replay.profile));
  lines.push(
    report.ok
      ? `OK: all ${report.tables.length} tables of the rebuild equal the live read models`
      : `DIFFERENCES in ${differing.length} of ${report.tables.length} tables: ${differing.map((t) => t.table).join(', ')}`,
    '',
  );
  return lines.join('\n');
}
