/**
 * Browser APIs jsdom lacks, for the kit's component tests: a switchable reduced-motion
 * preference and an IntersectionObserver the test drives by hand.
 */
import { act } from '@testing-library/react';

export function setReducedMotion(reduce: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    this.disconnected = true;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports `target` as having `visibleHeight` px on screen with its top at `top` (viewport 800 px). */
  report(target: Element, { top, height, viewportHeight = 800 }: { top: number; height: number; viewportHeight?: number }) {
    const visibleTop = Math.max(top, 0);
    const visibleBottom = Math.min(top + height, viewportHeight);
    const visibleHeight = Math.max(0, visibleBottom - visibleTop);
    const entry = {
      target,
      isIntersecting: visibleHeight > 0,
      intersectionRatio: height > 0 ? visibleHeight / height : 0,
      intersectionRect: { height: visibleHeight } as DOMRectReadOnly,
      boundingClientRect: { top, height } as DOMRectReadOnly,
      rootBounds: { height: viewportHeight } as DOMRectReadOnly,
      time: 0,
    } as IntersectionObserverEntry;
    act(() => this.callback([entry], this as unknown as IntersectionObserver));
  }

  static latestFor(target: Element): FakeIntersectionObserver {
    const found = [...FakeIntersectionObserver.instances].reverse().find((observer) => observer.targets.has(target));
    if (!found) throw new Error('no observer watches this element');
    return found;
  }

  static install(): void {
    FakeIntersectionObserver.instances = [];
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  }
}
