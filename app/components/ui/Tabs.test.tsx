// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { type TabItem, Tabs, tabIndexAfterKey } from './Tabs';

type StepId = 'align' | 'activate' | 'accelerate';

const items: TabItem<StepId>[] = [
  { id: 'align', tab: 'Align', panel: <p>Find the focus.</p> },
  { id: 'activate', tab: 'Activate', panel: <p>Launch what matters.</p> },
  { id: 'accelerate', tab: 'Accelerate', panel: <p>Refine and scale.</p> },
];

const tab = (name: string) => screen.getByRole('tab', { name });
const selectedTabs = () => screen.getAllByRole('tab', { selected: true }).map((element) => element.textContent);

/** The one panel on show (hidden ones have no role for Testing Library) is named by its tab and holds its text. */
function expectShownPanel(name: string, text: string) {
  const panel = screen.getByRole('tabpanel');
  expect(panel).toHaveAccessibleName(name);
  expect(panel).toHaveTextContent(text);
}

describe('tabIndexAfterKey', () => {
  it('moves right and left round the ends, jumps home and end, and ignores other keys', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 1, 3)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabIndexAfterKey('Home', 2, 3)).toBe(0);
    expect(tabIndexAfterKey('End', 0, 3)).toBe(2);
    expect(tabIndexAfterKey('ArrowDown', 0, 3)).toBeNull();
    expect(tabIndexAfterKey('Enter', 0, 3)).toBeNull();
    expect(tabIndexAfterKey('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('Tabs', () => {
  it('is a named tab list whose tabs control panels labelled by them; the default tab is selected', () => {
    render(<Tabs label="Our method" items={items} defaultValue="activate" />);
    const list = screen.getByRole('tablist', { name: 'Our method' });
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual(['Align', 'Activate', 'Accelerate']);
    expect(list.children).toHaveLength(3);
    expect(selectedTabs()).toEqual(['Activate']);
    const panel = screen.getByRole('tabpanel', { name: 'Activate' });
    expect(panel).toHaveTextContent('Launch what matters.');
    expect(tab('Activate')).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAttribute('aria-labelledby', tab('Activate').id);
    expect(panel).toHaveAttribute('tabindex', '0');
    // The others are in the document, hidden.
    expect(screen.getByText('Find the focus.')).not.toBeVisible();
    expect(screen.getByText('Refine and scale.')).not.toBeVisible();
  });

  it('starts at the first tab without a default, and can be named by a heading', () => {
    render(
      <>
        <h2 id="method-title">Our Method</h2>
        <Tabs labelledBy="method-title" items={items} />
      </>,
    );
    expect(screen.getByRole('tablist', { name: 'Our Method' })).toBeInTheDocument();
    expect(selectedTabs()).toEqual(['Align']);
    expectShownPanel('Align', 'Find the focus.');
  });

  it('selects a tab on click and shows its panel alone; only the selected tab is in the Tab order', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Our method" items={items} />);
    await user.click(tab('Accelerate'));
    expect(selectedTabs()).toEqual(['Accelerate']);
    expectShownPanel('Accelerate', 'Refine and scale.');
    expect(tab('Accelerate')).toHaveAttribute('tabindex', '0');
    expect(tab('Align')).toHaveAttribute('tabindex', '-1');
    expect(tab('Activate')).toHaveAttribute('tabindex', '-1');

    // Tab reaches the selected tab, then the panel.
    (document.activeElement as HTMLElement).blur();
    await user.tab();
    expect(tab('Accelerate')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('moves focus and selection with the arrow keys, wrapping round, and jumps with Home and End', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Our method" items={items} />);
    await user.tab();
    expect(tab('Align')).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(tab('Activate')).toHaveFocus();
    expect(selectedTabs()).toEqual(['Activate']);
    expectShownPanel('Activate', 'Launch what matters.');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Align')).toHaveFocus();
    expect(selectedTabs()).toEqual(['Align']);

    await user.keyboard('{ArrowLeft}');
    expect(tab('Accelerate')).toHaveFocus();
    expect(selectedTabs()).toEqual(['Accelerate']);

    await user.keyboard('{Home}');
    expect(tab('Align')).toHaveFocus();
    expect(selectedTabs()).toEqual(['Align']);

    await user.keyboard('{End}');
    expect(tab('Accelerate')).toHaveFocus();
    expectShownPanel('Accelerate', 'Refine and scale.');

    // Keys outside the pattern change nothing.
    await user.keyboard('{ArrowDown}{a}');
    expect(tab('Accelerate')).toHaveFocus();
    expect(selectedTabs()).toEqual(['Accelerate']);
  });

  it('leaves the state to the caller when given a value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = render(<Tabs label="Our method" items={items} value="align" onValueChange={onValueChange} />);
    await user.click(tab('Activate'));
    expect(onValueChange).toHaveBeenCalledWith('activate');
    expect(selectedTabs()).toEqual(['Align']);
    rerender(<Tabs label="Our method" items={items} value="activate" onValueChange={onValueChange} />);
    expect(selectedTabs()).toEqual(['Activate']);
  });

  it('prerenders every panel visible, then hides the inactive ones once hydrated, without a mismatch', async () => {
    const element = <Tabs label="Our method" items={items} defaultValue="align" />;
    const html = renderToString(element);
    for (const text of ['Find the focus.', 'Launch what matters.', 'Refine and scale.']) expect(html).toContain(text);
    expect(html).not.toMatch(/hidden/);
    expect(html.match(/role="tabpanel"/g)).toHaveLength(3);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, element, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelectorAll('[role="tabpanel"][hidden]')).toHaveLength(2);
    expect(container.querySelector('[role="tabpanel"]:not([hidden])')).toHaveTextContent('Find the focus.');
    act(() => root?.unmount());
    container.remove();
  });
});
