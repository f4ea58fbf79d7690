import { chooseFloatingForm, peekBox, pushAside, unionBox, type FloatingBoxes } from './floating-form';
import type { Box } from './page-coverage';

const box = (left: number, top: number, width: number, height: number): Box => ({ left, top, right: left + width, bottom: top + height });

/** A chat button at the bottom right of a 390 px phone: 48 px, 8 px from the edge, its label reaching left. */
const boxes: FloatingBoxes = {
  compact: box(334, 780, 48, 48),
  full: box(230, 780, 152, 48),
  peek: box(376, 780, 14, 48),
};
const coveringOnly =
  (...covered: Box[]) =>
  (candidate: Box) =>
    covered.includes(candidate);

describe('chooseFloatingForm', () => {
  it('shows the label before the visitor scrolls, where it covers nothing', () => {
    expect(chooseFloatingForm({ scrolled: false, pinned: false, boxes, covers: coveringOnly() })).toBe('full');
  });

  it('drops the label once the visitor scrolls, or where the label would cover content', () => {
    expect(chooseFloatingForm({ scrolled: true, pinned: false, boxes, covers: coveringOnly() })).toBe('compact');
    expect(chooseFloatingForm({ scrolled: false, pinned: false, boxes, covers: coveringOnly(boxes.full) })).toBe('compact');
  });

  it('peeks from the edge where the compact control would cover content, and leaves the screen where the peek would too', () => {
    expect(chooseFloatingForm({ scrolled: true, pinned: false, boxes, covers: coveringOnly(boxes.full, boxes.compact) })).toBe('peek');
    expect(chooseFloatingForm({ scrolled: true, pinned: false, boxes, covers: coveringOnly(boxes.full, boxes.compact, boxes.peek) })).toBe('hidden');
  });

  it('stays in view while in use, even over content', () => {
    const everything = () => true;
    expect(chooseFloatingForm({ scrolled: true, pinned: true, boxes, covers: everything })).toBe('compact');
    expect(chooseFloatingForm({ scrolled: false, pinned: true, boxes, covers: coveringOnly() })).toBe('full');
  });
});

describe('floating geometry', () => {
  it('joins boxes and cuts the sliver left at the edge', () => {
    expect(unionBox(box(10, 10, 10, 10), box(0, 15, 5, 20))).toEqual({ left: 0, top: 10, right: 20, bottom: 35 });
    expect(peekBox(boxes.compact, 390, 14)).toEqual({ left: 376, top: 780, right: 390, bottom: 828 });
  });

  it('pushes a peeking control until only the sliver shows, a hidden one off the screen, the others not at all', () => {
    expect(pushAside('peek', boxes.compact, 390, 14)).toBe(42);
    expect(boxes.compact.left + pushAside('hidden', boxes.compact, 390, 14)).toBeGreaterThan(390);
    expect(pushAside('compact', boxes.compact, 390, 14)).toBe(0);
    expect(pushAside('full', boxes.compact, 390, 14)).toBe(0);
  });
});
