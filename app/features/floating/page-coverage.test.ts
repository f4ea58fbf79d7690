// @vitest-environment jsdom
import { contentUnder, spacedPoints, type Box } from './page-coverage';

const box = (left: number, top: number, width: number, height: number): Box => ({ left, top, right: left + width, bottom: top + height });

describe('page coverage', () => {
  it('spaces the test points no further apart than asked, both ends included', () => {
    expect(spacedPoints(0, 48, 12)).toEqual([0, 12, 24, 36, 48]);
    expect(spacedPoints(0, 50, 12)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(spacedPoints(5, 5, 12)).toEqual([5, 5]);
  });

  describe('contentUnder', () => {
    // The page as the browser would hit-test it: what is stacked at each point, topmost first; the topmost element
    // that takes pointer events is hit.
    let stackAt: (x: number, y: number) => Element[];
    const tested: Array<[number, number]> = [];
    beforeEach(() => {
      document.body.innerHTML = `
        <div data-floating-control><button id="chat">Open Chat</button></div>
        <main id="main">
          <section id="section">
            <div aria-hidden="true" id="stars"><p id="star-words">Stars</p></div>
            <p id="words">Words <a id="link" href="/pricing">our pricing page</a></p>
            <div id="bubble" role="group"><p id="bubble-words">Say hello</p></div>
          </section>
        </main>`;
      tested.length = 0;
      stackAt = () => [];
      Object.defineProperty(document, 'elementFromPoint', {
        configurable: true,
        value: (x: number, y: number) => {
          tested.push([x, y]);
          return stackAt(x, y).find((element) => getComputedStyle(element).pointerEvents !== 'none') ?? null;
        },
      });
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
      Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 390 });
    });
    const byId = (...ids: string[]) => ids.map((id) => document.getElementById(id)!);

    it('finds the text under the box, seen through the floating control, and gives the control its pointer back', () => {
      const chat = document.getElementById('chat')!;
      chat.style.setProperty('pointer-events', 'auto');
      stackAt = (_x, y) => (y > 30 ? byId('chat', 'link', 'words', 'section', 'main') : byId('chat', 'section', 'main'));
      expect(contentUnder(box(300, 0, 48, 48))?.id).toBe('link');
      expect(chat.style.getPropertyValue('pointer-events')).toBe('auto');
      expect(chat.parentElement!.style.getPropertyValue('pointer-events')).toBe('');
    });

    it('counts backgrounds, containers and decoration as nothing covered', () => {
      stackAt = () => byId('chat', 'star-words', 'stars', 'words', 'section', 'main');
      expect(contentUnder(box(300, 0, 48, 48))).toBeNull();
      stackAt = () => byId('chat', 'section', 'main');
      expect(contentUnder(box(300, 0, 48, 48))).toBeNull();
    });

    it('finds a rounded link whose box reaches under the control where the hit test finds only its small container', () => {
      const rect = (b: Box) => () => ({ ...b, x: b.left, y: b.top, width: b.right - b.left, height: b.bottom - b.top, toJSON: () => ({}) });
      // Touches the control only at its rounded corner, where the hit tests find the section around it.
      document.getElementById('link')!.getBoundingClientRect = rect(box(45, 659, 300, 61.4));
      stackAt = () => byId('section', 'main');
      document.getElementById('section')!.getBoundingClientRect = rect(box(0, 600, 390, 130));
      expect(contentUnder(box(334, 720, 48, 48))?.id).toBe('link');
      // A tall container is not searched: its content is found by the hit tests themselves.
      document.getElementById('section')!.getBoundingClientRect = rect(box(0, 0, 390, 2000));
      expect(contentUnder(box(334, 720, 48, 48))).toBeNull();
    });

    it('leaves out the floating element it is asked about', () => {
      stackAt = () => byId('bubble-words', 'bubble', 'section', 'main');
      const bubble = document.getElementById('bubble');
      expect(contentUnder(box(100, 100, 200, 40), bubble)).toBeNull();
      expect(contentUnder(box(100, 100, 200, 40))?.id).toBe('bubble-words');
    });

    it('tests rows no more than 16 px apart and columns no more than 40, none off the screen', () => {
      contentUnder(box(370, 780, 48, 48));
      expect(tested.length).toBeGreaterThan(0);
      for (const [x, y] of tested) {
        expect(x).toBeLessThan(390);
        expect(y).toBeLessThan(800);
      }
      const rows = [...new Set(tested.map(([, y]) => y))].sort((a, b) => a - b);
      expect(rows.every((y, i) => i === 0 || y - rows[i - 1]! <= 16)).toBe(true);
      tested.length = 0;
      contentUnder(box(200, 700, 120, 48));
      const columns = [...new Set(tested.map(([x]) => x))].sort((a, b) => a - b);
      expect(columns.length).toBeGreaterThan(2);
      expect(columns.every((x, i) => i === 0 || x - columns[i - 1]! <= 40)).toBe(true);
    });
  });
});
