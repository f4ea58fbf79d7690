// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydratedApp, useHydrated } from './useHydrated';

function State() {
  return <p>{useHydrated() ? 'live' : 'prerendered'}</p>;
}

describe('useHydrated', () => {
  it('is false in the prerendered HTML and true once the app under HydratedApp has taken the page over, without a mismatch', async () => {
    const app = (
      <HydratedApp>
        <State />
      </HydratedApp>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    expect(container).toHaveTextContent('prerendered');
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, app, { onRecoverableError: recoverable });
    });
    expect(container).toHaveTextContent('live');
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root?.unmount());
    container.remove();
  });

  it('is true at once for a component rendered in the browser on its own', () => {
    render(<State />);
    expect(screen.getByText('live')).toBeInTheDocument();
  });
});
