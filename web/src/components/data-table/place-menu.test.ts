import { describe, expect, it } from 'vitest';
import { placeMenu } from './place-menu';

const box = (left: number, top: number, width: number, height: number) => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});
const PHONE = { width: 375, height: 812 };
const MENU = { width: 176, height: 90 };

describe('placeMenu', () => {
  it('opens below the button with the right edges aligned', () => {
    expect(placeMenu(box(280, 100, 80, 32), MENU, PHONE)).toEqual({ left: 184, top: 136 });
  });

  it('opens above the button when the space below is too short', () => {
    expect(placeMenu(box(280, 760, 80, 32), MENU, PHONE)).toEqual({ left: 184, top: 666 });
  });

  it('never passes the left edge, even under a button near it', () => {
    expect(placeMenu(box(4, 100, 60, 32), MENU, PHONE).left).toBe(8);
  });

  it('stays inside a viewport too short for either side', () => {
    // 200 px of menu in a 220 px viewport: pushed up until its foot is 8 px from the bottom.
    expect(placeMenu(box(280, 40, 80, 32), { width: 176, height: 200 }, { width: 375, height: 220 })).toEqual(
      {
        left: 184,
        top: 12,
      },
    );
  });
});
