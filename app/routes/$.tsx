import { Link } from 'react-router';
import { siteConfig } from '~/site.config';
import { buttonClass } from '~/components/ui/button';
import type { NavItem } from '~/components/layout/nav-links';

const MAIN_SECTIONS: NavItem[] = [
  { label: 'All Solutions', href: '/solutions' },
  { label: 'Vale AI Employee', href: '/ai' },
  { label: 'ATOM CRM', href: '/crm' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'Industries', href: '/industries' },
  { label: 'Contact', href: '/contact' },
];

export function meta() {
  return [
    { title: `Page Not Found | ${siteConfig.brandName}` },
    { name: 'description', content: 'The page you asked for does not exist. Head back home or jump to one of the main sections of the site.' },
    { name: 'robots', content: 'noindex, follow' },
  ];
}

export default function NotFound() {
  return (
    <section aria-labelledby="page-title" className="container-page py-24 text-center">
      <p className="eyebrow">Error 404</p>
      <h1 id="page-title" className="mt-3 text-4xl font-bold text-ink sm:text-5xl">
        Page not found
      </h1>
      <p className="mx-auto mt-5 max-w-xl text-lg text-muted">
        This page drifted out of orbit. The link may be old or mistyped. Try one of these instead.
      </p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-8')}>
        Back to home
      </Link>
      <nav aria-label="Main sections" className="mt-10">
        <ul className="flex flex-wrap justify-center gap-3">
          {MAIN_SECTIONS.map((item) => (
            <li key={item.href}>
              <Link to={item.href} className={buttonClass('secondary', 'sm')}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
