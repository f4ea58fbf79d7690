/**
 * const { form, style } = useFloatingForm({ anchorRef, labelRef, pinned }): keeps a floating control clear of the
 * page's text and controls (floating-watch.ts, fetched once the page has hydrated: it only matters once the visitor
 * scrolls). `anchorRef` is the control where it rests (never moved itself, the size of the compact control);
 * `labelRef` the label its full form adds, positioned inside it. The form is 'full' until measured; the caller puts
 * `form` in data-floating-form and `style` (how far a peeking or hidden control is pushed) on its root.
 */
import { type CSSProperties, type RefObject, useEffect, useState } from 'react';
import { loadOnce } from '~/lib/load-once';
import type { FloatingForm } from './floating-form';

export interface FloatingFormOptions {
  anchorRef: RefObject<HTMLElement | null>;
  labelRef?: RefObject<HTMLElement | null>;
  /** In use: never pushed aside. */
  pinned?: boolean;
  /** False leaves the control as it is (an orb placed in the page's flow). */
  enabled?: boolean;
}

export interface FloatingPlacement {
  form: FloatingForm;
  style: CSSProperties;
}

const loadWatcher = loadOnce(() => import('./floating-watch').then((module) => module.watchFloatingForm));

export function useFloatingForm({ anchorRef, labelRef, pinned = false, enabled = true }: FloatingFormOptions): FloatingPlacement {
  const [form, setForm] = useState<FloatingForm>('full');
  const [push, setPush] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | undefined;
    let active = true;
    loadWatcher()
      .then((watch) => {
        if (!active) return;
        stop = watch({ anchor: () => anchorRef.current, label: () => labelRef?.current ?? null, pinned }, (next, by) => {
          setForm(next);
          setPush(by);
        });
      })
      // Offline or a new deployment: the control keeps its resting form.
      .catch(() => undefined);
    return () => {
      active = false;
      stop?.();
    };
  }, [anchorRef, labelRef, pinned, enabled]);

  if (!enabled) return { form: 'full', style: {} };
  return { form, style: { '--floating-push': `${push}px` } as CSSProperties };
}
