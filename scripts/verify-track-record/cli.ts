// `npm run verify-track-record -- <shop url>`: checks a shop's sealed track record, one line per
// day and a summary; exit code 1 at the first failure (or when the shop cannot be read).
import { verifyTrackRecord } from './verify.js';

const shopUrl = process.argv[2];
if (!shopUrl) {
  process.stderr.write('Usage: npm run verify-track-record -- <shop url>, e.g. https://shop.example.com\n');
  process.exit(2);
}
try {
  const report = await verifyTrackRecord(shopUrl);
  process.stdout.write(`${report.lines.join('\n')}\n`);
  process.exitCode = report.failure ? 1 : 0;
} catch (error) {
  process.stdout.write(`FAILED cannot read the track record of ${shopUrl}: ${(error as Error).message}\n`);
  process.exitCode = 1;
}
