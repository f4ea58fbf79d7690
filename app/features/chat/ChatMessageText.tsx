import { Link } from 'react-router';
import { splitSiteLinks } from '~/lib/linkify';

/** A reply's text with every site path in it ("/pricing") as a client-side link. */
export function ChatMessageText({ text, onNavigate }: { text: string; onNavigate?: () => void }) {
  return (
    <>
      {splitSiteLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          <Link
            key={index}
            to={part.href}
            onClick={onNavigate}
            className="font-medium text-plasma-300 underline decoration-plasma-300/60 hover:decoration-plasma-300"
          >
            {part.text}
          </Link>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
