/**
 * const group = useSingleOpen('problem'): state of a one-open-at-a-time group. toggle(id) opens an
 * item and closes the others; toggling the open item closes it; setOpen(id, open) follows a child that
 * reports its own state.
 */
import { useCallback, useState } from 'react';

export interface SingleOpen {
  openId: string | null;
  isOpen: (id: string) => boolean;
  toggle: (id: string) => void;
  setOpenId: (id: string | null) => void;
  /** For a controlled child that reports its own open state (a tooltip opening on hover). */
  setOpen: (id: string, open: boolean) => void;
}

/** Next open id after toggling `id`: pure, so the rule is tested without React. */
export function toggledOpenId(openId: string | null, id: string): string | null {
  return openId === id ? null : id;
}

/** Next open id after item `id` reports `open`: opening replaces the open one, closing only closes itself. */
export function reportedOpenId(openId: string | null, id: string, open: boolean): string | null {
  if (open) return id;
  return openId === id ? null : openId;
}

export function useSingleOpen(initialOpenId: string | null = null): SingleOpen {
  const [openId, setOpenId] = useState<string | null>(initialOpenId);
  const toggle = useCallback((id: string) => setOpenId((current) => toggledOpenId(current, id)), []);
  const isOpen = useCallback((id: string) => openId === id, [openId]);
  const setOpen = useCallback((id: string, open: boolean) => setOpenId((current) => reportedOpenId(current, id, open)), []);
  return { openId, isOpen, toggle, setOpenId, setOpen };
}
