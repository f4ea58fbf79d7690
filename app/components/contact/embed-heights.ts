/**
 * Heights of the page's two CRM frames (SPEC §9). IframeEmbed takes one CSS height, so the booking
 * calendar's steps per viewport width live in a custom property that its wrapper sets with media
 * queries, and the frame's height reads it.
 */

/** Booking calendar heights in px: by viewport width, and the floor it never goes under. */
export const BOOKING_FRAME_PX = { minimum: 600, wide: 800, belowTablet: 700, belowPhone: 650 } as const;

/** Viewport widths (px) under which the smaller booking heights apply. */
export const BOOKING_BREAKPOINTS_PX = { tablet: 768, phone: 480 } as const;

/**
 * Class of the booking frame's wrapper. Spelled out literally so Tailwind generates it; the unit test
 * checks it against the numbers above.
 */
export const BOOKING_FRAME_CLASS =
  '[--booking-frame-height:650px] min-[480px]:[--booking-frame-height:700px] min-[768px]:[--booking-frame-height:800px]';

export const BOOKING_FRAME_HEIGHT = `max(${BOOKING_FRAME_PX.minimum}px, var(--booking-frame-height, ${BOOKING_FRAME_PX.wide}px))`;

/** The Digital Growth Form is one fixed height at every width. */
export const FORM_FRAME_HEIGHT = '1246px';
