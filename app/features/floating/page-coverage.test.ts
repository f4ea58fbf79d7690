// @vitest-environment jsdom
import { ContentBoxes, boxesOverlap, coveredContent, firstCoveredBox, type Box } from './page-coverage';

const box = (left: number, top: number, width: number, height: number): Box => ({ left, top, right: left + width, bottom: top + height });

describe('page coverage', () => {
  it('finds overlapping boxes, with a margin, and ignores boxes that only come near', () => {
    expect(boxesOverlap(box(0, 0, 10, 10), box(5, 5, 10, 10))).toBe(true);
    expect(boxesOverlap(box(0, 0, 10, 10), box(12, 0, 10, 10))).toBe(false);
    expect(boxesOverlap(box(0, 0, 10, 10), box(12, 0, 10, 10), 4)).toBe(true);
  });

  it('names the first covered content box and skips empty ones', () => {
    const bubble = box(100, 700, 240, 64);
    const heading = { ...box(20, 610, 300, 24), name: 'tagline' };
    const hidden = { ...box(150, 710, 0, 0), name: 'collapsed' };
    const button = { ...box(200, 740, 120, 44), name: 'cta' };
    expect(firstCoveredBox(bubble, [heading, hidden])).toBeNull();
    expect(firstCoveredBox(bubble, [heading, hidden, button])?.name).toBe('cta');
  });

  it('checks real elements, leaving out decoration and the floating element itself', () => {
    document.body.innerHTML = `
      <main>
        <p id="text">Words</p>
        <img id="decor" alt="" src="x.svg">
        <div aria-hidden="true"><p id="hidden-text">Stars</p></div>
        <div id="floating"><button id="own">Talk</button></div>
      </main>`;
    const place = (id: string, rect: Box) => {
      document.getElementById(id)!.getBoundingClientRect = () => ({ ...rect, x: rect.left, y: rect.top, width: rect.right - rect.left, height: rect.bottom - rect.top, toJSON: () => ({}) });
    };
    const everywhere = box(0, 0, 1000, 1000);
    for (const id of ['decor', 'hidden-text', 'own']) place(id, everywhere);
    place('text', box(0, 0, 100, 20));
    const floating = document.getElementById('floating');
    expect(coveredContent(box(500, 500, 100, 100), floating)).toBeNull();
    expect(coveredContent(box(50, 10, 100, 100), floating)?.id).toBe('text');
  });

  it('keeps the content boxes in page coordinates, measures again only what overlaps, and leaves out the floating controls and decoration', () => {
    document.body.innerHTML = `
      <div data-floating-control><button id="chat">Open Chat</button></div>
      <main>
        <div aria-hidden="true"><p id="stars">Stars</p></div>
        <p id="first">First words</p>
        <p id="last">Last words</p>
      </main>`;
    let scrolled = 0;
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrolled });
    // Each paragraph sits at its place on the page; what the viewport shows moves as the page scrolls.
    const onPage: Record<string, Box> = { chat: box(300, 0, 50, 50), stars: box(0, 0, 400, 2000), first: box(0, 100, 400, 40), last: box(0, 900, 400, 40) };
    for (const id of Object.keys(onPage)) {
      const element = document.getElementById(id)!;
      element.getBoundingClientRect = () => {
        const place = onPage[id]!;
        const fixed = id === 'chat';
        const top = place.top - (fixed ? 0 : scrolled);
        return { left: place.left, right: place.right, top, bottom: top + place.bottom - place.top, x: place.left, y: top, width: place.right - place.left, height: place.bottom - place.top, toJSON: () => ({}) };
      };
    }
    const content = new ContentBoxes();
    const control = box(300, 700, 50, 50);
    expect(content.coveredBy(control)).toBeNull();
    scrolled = 200;
    expect(content.coveredBy(control)?.id).toBe('last');
    scrolled = 700;
    expect(content.coveredBy(control)).toBeNull();
    // Content that moves is found where it went once the boxes are measured again.
    onPage.first = box(0, 1400, 400, 40);
    expect(content.coveredBy(control)).toBeNull();
    content.invalidate();
    expect(content.coveredBy(control)?.id).toBe('first');
  });
});
