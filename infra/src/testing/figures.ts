// Prints a TARGETS figure line (`R7: 300 acknowledged commands, …`): vitest shows it under the test,
// and `npm run test:reliability` (scripts/test-reliability.ts) collects it into its summary.
export function reportFigure(line: string): void {
  // biome-ignore lint/suspicious/noConsole: console output is what vitest hands to its reporters
  console.log(line);
}
