// @vitest-environment jsdom
import { act, useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { deferred, withParts } from './deferred';
import { deferredPartsHydrated } from './deferred-parts';
import { HOLD_EARLY_PRESSES } from './early-presses';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** The page as the build writes it: every deferred part complete, in place. */
async function prerenderedHtml(Part: ComponentType<{ label: string }>) {
  const { prelude } = await prerender(<Part label="Pressed" />, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

function controlledLoad() {
  let settle = { resolve: (_: ComponentType<{ label: string }>) => {}, reject: () => {} };
  const code = new Promise<ComponentType<{ label: string }>>((resolve, reject) => {
    settle = { resolve, reject: () => reject(new Error('chunk missing')) };
  });
  return { load: () => code, ...settle };
}

async function hydrate(html: string, Part: ComponentType<{ label: string }>) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, <Part label="Pressed" />, { onRecoverableError: recoverable });
  });
  return { container, button: () => container.querySelector('button')!, recoverable };
}

describe('deferred', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('keeps the prerendered HTML until its code arrives, then hydrates it in place', async () => {
    const html = await prerenderedHtml(deferred(async () => Counter));
    expect(html).toMatch(/^<div class="contents" data-deferred-part=""><!--\$--><button type="button">Pressed/);
    expect(html).not.toContain('<template');

    // The early-press holder listens from the head of the page, and root.tsx marks the page hydrated.
    new Function(HOLD_EARLY_PRESSES)();
    const code = controlledLoad();
    const { button, recoverable } = await hydrate(html, deferred(code.load));
    const prerendered = button();
    expect(prerendered.textContent).toBe('Pressed 0');
    let hydrated = false;
    void deferredPartsHydrated().then(() => {
      hydrated = true;
      document.documentElement.dataset.hydrated = 'true';
    });
    // A click before the code has arrived is held, and counted once the part has hydrated.
    await act(async () => button().click());
    expect(button().textContent).toBe('Pressed 0');

    await act(async () => code.resolve(Counter));
    expect(button()).toBe(prerendered);
    expect(hydrated).toBe(true);
    expect(button().textContent).toBe('Pressed 1');
    await act(async () => button().click());
    expect(button().textContent).toBe('Pressed 2');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('leaves the prerendered HTML readable when its code cannot load', async () => {
    const html = await prerenderedHtml(deferred(async () => Counter));
    const code = controlledLoad();
    const { button, recoverable } = await hydrate(html, deferred(code.load));
    await act(async () => code.reject());
    expect(button().textContent).toBe('Pressed 0');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('withParts gives the route its data once the parts have loaded', async () => {
    const code = controlledLoad();
    const Part = deferred(code.load);
    let data: string | undefined;
    void withParts(Promise.resolve('page data'), new Request('http://site/'), Part).then((loaded) => (data = loaded));
    await Promise.resolve();
    expect(data).toBeUndefined();
    code.resolve(Counter);
    await vi.waitFor(() => expect(data).toBe('page data'));
  });
});
