import { Link } from 'react-router';
import { splitMarkedLinks } from '~/lib/link-markup';

interface LinkedTextProps {
  /** Copy whose site links are already named ("See [our pricing page](/pricing)."): see lib/linkify.ts. */
  text: string;
  linkClassName?: string;
  /** Called when one of the links is followed (e.g. to close a panel on a phone). */
  onNavigate?: () => void;
}

/** Plain copy in which named site links become client-side links, and marked e-mail and phone links plain ones. */
export function LinkedText({ text, linkClassName = 'text-plasma-300 underline hover:text-ink', onNavigate }: LinkedTextProps) {
  return (
    <>
      {splitMarkedLinks(text).map((part, index) =>
        part.kind === 'link' && part.href.startsWith('/') ? (
          <Link key={index} to={part.href} onClick={onNavigate} className={linkClassName}>
            {part.text}
          </Link>
        ) : part.kind === 'link' ? (
          // A phone number split over two lines is hard to read back.
          <a key={index} href={part.href} className={`${linkClassName} whitespace-nowrap`}>
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
