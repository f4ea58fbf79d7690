/** The home page's decorations: the scroll progress bar and the shooting stars behind the page. */
import { ShootingStars } from '~/components/decor/ShootingStars';
import { ScrollProgress } from '~/components/ui/ScrollProgress';

export function HomeDecorations() {
  return (
    <>
      <ScrollProgress />
      <ShootingStars className="fixed inset-0 -z-10" />
    </>
  );
}
