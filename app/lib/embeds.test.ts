// @vitest-environment jsdom
import { isConfigured, loadScriptOnce, resetLoadedScripts } from './embeds';

describe('loadScriptOnce', () => {
  beforeEach(() => {
    resetLoadedScripts();
    document.body.innerHTML = '';
  });

  it('adds a script only once however often it is asked for', async () => {
    const first = loadScriptOnce('https://widgets.example/a.js');
    const second = loadScriptOnce('https://widgets.example/a.js');
    const scripts = document.querySelectorAll('script[src="https://widgets.example/a.js"]');
    expect(scripts).toHaveLength(1);
    scripts[0].dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
  });

  it('reuses a script already in the document', async () => {
    const existing = document.createElement('script');
    existing.src = 'https://widgets.example/b.js';
    document.body.appendChild(existing);
    const loading = loadScriptOnce('https://widgets.example/b.js');
    expect(document.querySelectorAll('script')).toHaveLength(1);
    existing.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
  });

  it('rejects on error and allows a later retry', async () => {
    const loading = loadScriptOnce('https://widgets.example/c.js');
    document.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('Failed to load');
    document.body.innerHTML = '';
    void loadScriptOnce('https://widgets.example/c.js').catch(() => undefined);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    const loading = loadScriptOnce('https://widgets.example/d.js', 1000);
    vi.advanceTimersByTime(1000);
    await expect(loading).rejects.toThrow('Timed out');
    vi.useRealTimers();
  });

  it('treats empty or non-https values as not configured', () => {
    expect(isConfigured('')).toBe(false);
    expect(isConfigured('http://insecure.example/x.js')).toBe(false);
    expect(isConfigured('https://widgets.example/x.js')).toBe(true);
  });
});
