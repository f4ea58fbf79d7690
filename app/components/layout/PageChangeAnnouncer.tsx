import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { focusPageLanding, isNewPage } from './page-change';

/**
 * After a client-side navigation to another page, does what a full page load does for keyboard and screen
 * reader users: focus starts on the new page (its main heading, or the anchor the address names) and its
 * title is read out. Not on the first load, and not for a jump to an anchor of the same page (that only
 * scrolls). Rendered after the header, so its menus have closed before focus moves.
 */
export function PageChangeAnnouncer() {
  const location = useLocation();
  const shown = useRef(location);
  const [announcement, setAnnouncement] = useState({ title: '', count: 0 });

  useEffect(() => {
    const previous = shown.current;
    shown.current = location;
    if (!isNewPage(previous, location)) return;
    focusPageLanding(document, location.hash);
    setAnnouncement((last) => ({ title: document.title, count: last.count + 1 }));
  }, [location]);

  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only">
      {/* A new node each time, so the same title after another navigation is read again. */}
      <span key={announcement.count}>{announcement.title}</span>
    </div>
  );
}
