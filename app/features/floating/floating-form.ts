/**
 * Which form a floating control (the "Open Chat" button, the "Press Me" orb) takes so that it never covers the
 * page's text or controls: in full, with its label, only before the visitor scrolls; compact (the icon or the orb
 * alone) after that, in the page's side margin where there is one; peeking from the screen's edge, in the gutter
 * beside the text, where even the compact control would cover something; out of sight where the peek would too.
 * Pure: the caller measures the boxes and says what covers content.
 */
import type { Box } from './page-coverage';

export type FloatingForm = 'full' | 'compact' | 'peek' | 'hidden';

/** Scrolled further than this, the page counts as being read: the controls drop their labels. */
export const SCROLLED_PX = 40;

export interface FloatingBoxes {
  /** The control with its label. */
  full: Box;
  /** The control alone, where it rests. */
  compact: Box;
  /** The sliver left on screen when it is pushed to the edge. */
  peek: Box;
}

export interface FloatingFormInput {
  scrolled: boolean;
  /** In use (a panel or a call is open): it stays in view even over content. */
  pinned: boolean;
  boxes: FloatingBoxes;
  covers: (box: Box) => boolean;
}

export function chooseFloatingForm({ scrolled, pinned, boxes, covers }: FloatingFormInput): FloatingForm {
  if (!scrolled && !covers(boxes.full)) return 'full';
  if (pinned || !covers(boxes.compact)) return 'compact';
  if (!covers(boxes.peek)) return 'peek';
  return 'hidden';
}

/** The smallest box holding both. */
export function unionBox(a: Box, b: Box): Box {
  return { left: Math.min(a.left, b.left), top: Math.min(a.top, b.top), right: Math.max(a.right, b.right), bottom: Math.max(a.bottom, b.bottom) };
}

/** The part of a control still on screen when it is pushed right until only `peek` px show at the edge. */
export function peekBox(control: Box, viewportRight: number, peek: number): Box {
  return { left: viewportRight - peek, top: control.top, right: viewportRight, bottom: control.bottom };
}

/** How far right a control moves for its form: to leave `peek` px at the screen's edge, or to leave the screen. */
export function pushAside(form: FloatingForm, control: Box, viewportRight: number, peek: number): number {
  if (form === 'peek') return Math.max(0, Math.round(viewportRight - peek - control.left));
  if (form === 'hidden') return Math.max(0, Math.round(viewportRight - control.left + 16));
  return 0;
}
