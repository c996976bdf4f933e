// The time left to pay, as the countdown shows it.

/** `mm:ss`, rounding up: the display reaches 00:00 only when no time is left at all. */
export function formatCountdown(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1_000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}
