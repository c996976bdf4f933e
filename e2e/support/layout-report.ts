// What a screen's layout gets wrong, measured in the page: how far it scrolls sideways, the table rows'
// action controls that lie outside the viewport, and the pairs of visible controls whose boxes overlap.
import type { Page } from 'playwright-core';

export interface LayoutReport {
  /** document scrollWidth − innerWidth; 0 or less: no sideways scroll. */
  sideways: number;
  actionsOutside: string[];
  overlaps: Array<[string, string]>;
}

// A string, run in the page: the e2e project's TypeScript has no DOM library.
const MEASURE = `(() => {
  const CONTROLS = 'input:not([type=hidden]), select, textarea, button, a.button, [role=button]';
  const name = (el) => {
    const text = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '').trim();
    return el.tagName.toLowerCase() + (text ? ' "' + text.slice(0, 40) + '"' : '');
  };
  // The part of the element not clipped away by the frames it scrolls in.
  const visibleBox = (el) => {
    let box = el.getBoundingClientRect();
    let { left, top, right, bottom } = box;
    if (box.width === 0 || box.height === 0) return null;
    if (getComputedStyle(el).visibility === 'hidden') return null;
    for (let parent = el.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        const frame = parent.getBoundingClientRect();
        left = Math.max(left, frame.left); right = Math.min(right, frame.right);
        top = Math.max(top, frame.top); bottom = Math.min(bottom, frame.bottom);
      }
    }
    return right - left > 1 && bottom - top > 1 ? { left, top, right, bottom } : null;
  };
  const inStickyActions = (el) => Boolean(el.closest('.data-table__actions--sticky'));
  const frameOf = (el) => el.closest('.table-scroll');
  const overlapArea = (a, b) =>
    Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
    Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

  const width = window.innerWidth;
  const actionsOutside = [];
  for (const row of document.querySelectorAll('main tbody tr')) {
    // A table with an actions column: its controls; any other table: every control of the row.
    const actions = row.querySelector('.data-table__actions--sticky') || row;
    for (const control of actions.querySelectorAll(CONTROLS)) {
      const box = control.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.left < -1 || box.right > width + 1) actionsOutside.push(name(control) + ' at ' + Math.round(box.left) + '–' + Math.round(box.right));
    }
  }

  const controls = [...document.querySelectorAll(CONTROLS)]
    .map((el) => ({ el, box: visibleBox(el) }))
    .filter((entry) => entry.box);
  const overlaps = [];
  for (let i = 0; i < controls.length; i += 1) {
    for (let j = i + 1; j < controls.length; j += 1) {
      const a = controls[i], b = controls[j];
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
      // A sticky actions column lies over the cells scrolled beneath it, by design.
      if (frameOf(a.el) && frameOf(a.el) === frameOf(b.el) && inStickyActions(a.el) !== inStickyActions(b.el)) continue;
      if (overlapArea(a.box, b.box) > 4) overlaps.push([name(a.el), name(b.el)]);
    }
  }
  return { sideways: document.documentElement.scrollWidth - width, actionsOutside, overlaps };
})()`;

export function layoutReport(page: Page): Promise<LayoutReport> {
  return page.evaluate<LayoutReport>(MEASURE);
}
