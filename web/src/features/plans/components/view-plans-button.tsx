// The hero's View Plans button (spec §2 Landing page): scrolls smoothly to #plans, 80 px above it so the
// fixed navigation bar does not cover the heading.
import { PLANS_ANCHOR } from './plans-section';

export const PLANS_SCROLL_OFFSET = 80;

export function scrollToPlans() {
  const plans = document.getElementById(PLANS_ANCHOR);
  if (!plans) return;
  const top = plans.getBoundingClientRect().top + window.scrollY - PLANS_SCROLL_OFFSET;
  window.scrollTo({ top, behavior: 'smooth' });
}

export function ViewPlansButton() {
  return (
    <button type="button" className="button button--large" onClick={scrollToPlans}>
      View Plans
    </button>
  );
}
