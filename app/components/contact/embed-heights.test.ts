import { BOOKING_BREAKPOINTS_PX, BOOKING_FRAME_CLASS, BOOKING_FRAME_HEIGHT, BOOKING_FRAME_PX, FORM_FRAME_HEIGHT } from './embed-heights';

/** The booking height each viewport width gets from the wrapper class: { minWidth: px }. */
function heightsByMinWidth(className: string): Map<number, number> {
  const heights = new Map<number, number>();
  for (const token of className.split(/\s+/)) {
    const match = token.match(/^(?:min-\[(\d+)px\]:)?\[--booking-frame-height:(\d+)px\]$/);
    if (!match) throw new Error(`unexpected class ${token}`);
    heights.set(Number(match[1] ?? 0), Number(match[2]));
  }
  return heights;
}

describe('booking and form frame heights (SPEC §9)', () => {
  it('steps the booking calendar from 650 px on phones to 700 px under 768 px and 800 px above', () => {
    const heights = heightsByMinWidth(BOOKING_FRAME_CLASS);
    expect(Object.fromEntries(heights)).toEqual({
      0: BOOKING_FRAME_PX.belowPhone,
      [BOOKING_BREAKPOINTS_PX.phone]: BOOKING_FRAME_PX.belowTablet,
      [BOOKING_BREAKPOINTS_PX.tablet]: BOOKING_FRAME_PX.wide,
    });
    expect(BOOKING_FRAME_PX).toEqual({ minimum: 600, wide: 800, belowTablet: 700, belowPhone: 650 });
    expect(BOOKING_BREAKPOINTS_PX).toEqual({ tablet: 768, phone: 480 });
  });

  it('never lets the booking calendar go under its 600 px floor, and defaults to 800 px', () => {
    expect(BOOKING_FRAME_HEIGHT).toBe('max(600px, var(--booking-frame-height, 800px))');
    for (const height of heightsByMinWidth(BOOKING_FRAME_CLASS).values()) expect(height).toBeGreaterThanOrEqual(BOOKING_FRAME_PX.minimum);
  });

  it('gives the Digital Growth Form 1246 px', () => {
    expect(FORM_FRAME_HEIGHT).toBe('1246px');
  });
});
