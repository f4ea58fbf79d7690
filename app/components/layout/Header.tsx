import { Link, NavLink } from 'react-router';
import { siteConfig } from '~/site.config';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { SolutionsMenu } from './SolutionsMenu';
import { GET_STARTED, PRIMARY_LINKS } from './nav-links';
import { buttonClass } from '~/components/ui/button';

/** The sticky site header: logo, Solutions dropdown, direct links and Get Started. */
export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-space-600/60 bg-space-950/85 backdrop-blur-md">
      <div className="container-page relative flex h-16 items-center justify-between gap-4">
        <Link to="/" className="rounded-lg" aria-label={`${siteConfig.brandName} home`}>
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <SolutionsMenu />
            </li>
            {PRIMARY_LINKS.map((item) => (
              <li key={item.href}>
                <NavLink
                  to={item.href}
                  className={({ isActive }) =>
                    `rounded-full px-3 py-2 text-sm font-medium hover:text-plasma-300 ${isActive ? 'text-plasma-300' : 'text-ink'}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Link to={GET_STARTED.href} className={buttonClass('primary', 'sm', 'hidden sm:inline-flex')}>
            {GET_STARTED.label}
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
