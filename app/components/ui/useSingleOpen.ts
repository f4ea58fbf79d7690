/**
 * const group = useSingleOpen('problem'): state of a one-open-at-a-time group. toggle(id) opens an
 * item and closes the others; toggling the open item closes it.
 */
import { useCallback, useState } from 'react';

export interface SingleOpen {
  openId: string | null;
  isOpen: (id: string) => boolean;
  toggle: (id: string) => void;
  setOpenId: (id: string | null) => void;
}

/** Next open id after toggling `id`: pure, so the rule is tested without React. */
export function toggledOpenId(openId: string | null, id: string): string | null {
  return openId === id ? null : id;
}

export function useSingleOpen(initialOpenId: string | null = null): SingleOpen {
  const [openId, setOpenId] = useState<string | null>(initialOpenId);
  const toggle = useCallback((id: string) => setOpenId((current) => toggledOpenId(current, id)), []);
  const isOpen = useCallback((id: string) => openId === id, [openId]);
  return { openId, isOpen, toggle, setOpenId };
}
