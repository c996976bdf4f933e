// Where a row menu goes: under its button, right edges aligned, or above the button when the space
// below is too short; always kept a margin inside the viewport.
export type Box = { left: number; top: number; right: number; bottom: number; width: number; height: number };

const MARGIN = 8;
const GAP = 4;

export function placeMenu(
  button: Box,
  menu: Pick<Box, 'width' | 'height'>,
  viewport: { width: number; height: number },
): { left: number; top: number } {
  const clamp = (value: number, low: number, high: number) =>
    Math.min(Math.max(value, low), Math.max(low, high));
  const left = clamp(button.right - menu.width, MARGIN, viewport.width - MARGIN - menu.width);
  const below = button.bottom + GAP;
  const above = button.top - GAP - menu.height;
  const fitsBelow = below + menu.height <= viewport.height - MARGIN;
  const top = fitsBelow || above < MARGIN ? below : above;
  return { left, top: clamp(top, MARGIN, viewport.height - MARGIN - menu.height) };
}
