import { Link } from 'react-router';
import { splitSiteLinks } from '~/lib/linkify';

interface LinkedTextProps {
  text: string;
  linkClassName?: string;
  /** Called when one of the links is followed (e.g. to close a panel on a phone). */
  onNavigate?: () => void;
}

/** Plain copy in which site paths such as /pricing or /privacy-request become client-side links. */
export function LinkedText({ text, linkClassName = 'text-plasma-300 underline hover:text-ink', onNavigate }: LinkedTextProps) {
  return (
    <>
      {splitSiteLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          <Link key={index} to={part.href} onClick={onNavigate} className={linkClassName}>
            {part.text}
          </Link>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
