/**
 * <HeaderUfo />: the flying saucer drifting beside the page's heading. Clipped to the header so its drift
 * never widens the page on a phone; decorative, hidden from assistive technology.
 */
import { Ufo } from '~/components/decor/Ufo';

export function HeaderUfo() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <Ufo className="absolute top-10 right-[6%] w-20 sm:top-16 sm:w-28 lg:top-4 lg:right-[24%] lg:w-28" />
    </div>
  );
}
