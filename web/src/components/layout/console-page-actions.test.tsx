// A section's primary actions go to the console header's slot when there is one, and stay in place when
// there is none.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsolePageActions, PageActionsSlotProvider } from './console-page-actions';

describe('ConsolePageActions', () => {
  it("renders into the header's slot", () => {
    const slot = document.createElement('div');
    document.body.append(slot);
    render(
      <PageActionsSlotProvider value={slot}>
        <section>
          <ConsolePageActions>
            <button type="button">Export CSV</button>
          </ConsolePageActions>
        </section>
      </PageActionsSlotProvider>,
    );

    expect(slot).toContainElement(screen.getByRole('button', { name: 'Export CSV' }));
    slot.remove();
  });

  it('renders in place without a slot', () => {
    render(
      <section aria-label="Section">
        <ConsolePageActions>
          <button type="button">Export CSV</button>
        </ConsolePageActions>
      </section>,
    );

    expect(screen.getByRole('region', { name: 'Section' })).toContainElement(
      screen.getByRole('button', { name: 'Export CSV' }),
    );
  });
});
