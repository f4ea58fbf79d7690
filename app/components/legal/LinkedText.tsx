import { Link } from 'react-router';
import { splitSiteLinks } from '~/lib/linkify';

/** Plain copy in which site paths such as /privacy-request become real links. */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {splitSiteLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          <Link key={index} to={part.href} className="text-plasma-300 underline hover:text-ink">
            {part.text}
          </Link>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
