// The tabs pattern: a labelled tablist, the selected tab's panel labelled by it, arrow keys and Home/End
// moving selection and focus, one tab in the Tab order.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type TabControls, Tabs } from './tabs';

const TABS = [
  { id: 'one', label: 'One', render: () => <p>First panel</p> },
  { id: 'two', label: 'Two', render: () => <p>Second panel</p> },
  { id: 'three', label: 'Three', render: () => <p>Third panel</p> },
];

describe('Tabs', () => {
  it('selects the first tab and shows its panel, labelled by the tab', () => {
    render(<Tabs label="Sections" tabs={TABS} />);

    const tabs = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist', { name: 'Sections' })).toContainElement(tabs[0] ?? null);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('First panel');
  });

  it('moves with the arrow keys (wrapping), Home and End, and on click', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Sections" tabs={TABS} />);

    await user.tab();
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveTextContent('Second panel');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toHaveTextContent('Third panel');

    await user.click(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toBeInTheDocument();
    expect(screen.queryByText('Third panel')).not.toBeInTheDocument();
  });

  it('lets a panel switch to another tab by id, and tell whether a tab exists', async () => {
    const user = userEvent.setup();
    const tabs = [
      {
        id: 'one',
        label: 'One',
        render: ({ select, has }: TabControls) => (
          <>
            {has('three') && (
              <button type="button" onClick={() => select('three')}>
                Go to Three
              </button>
            )}
            {has('missing') && <p>Never shown</p>}
          </>
        ),
      },
      ...TABS.slice(1),
    ];
    render(<Tabs label="Sections" tabs={tabs} />);

    expect(screen.queryByText('Never shown')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Three' }));

    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toHaveTextContent('Third panel');
  });

  it('shows the tab its owner keeps, the first for an unknown id, and tells the owner of each choice', async () => {
    const user = userEvent.setup();
    const chosen = vi.fn();
    function Owner() {
      const [selectedId, setSelectedId] = useState('nowhere');
      const onSelect = (id: string) => {
        chosen(id);
        setSelectedId(id);
      };
      return <Tabs label="Sections" tabs={TABS} selectedId={selectedId} onSelect={onSelect} />;
    }
    render(<Owner />);

    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('First panel');
    await user.click(screen.getByRole('tab', { name: 'Three' }));
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(chosen.mock.calls).toEqual([['three'], ['one']]);
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
  });

  it('keeps showing the owner’s tab when the owner does not follow a choice', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Sections" tabs={TABS} selectedId="two" onSelect={() => {}} />);

    await user.click(screen.getByRole('tab', { name: 'Three' }));
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
  });
});
