/** <MessageFormBlock content={messageForm} consent={…} />: the site's own contact form at its anchor (#contact-form). */
import type { ContactContent } from '~/content/contact';
import type { ConsentText } from '~/content/lead-consent';
import { ContactForm } from '~/features/leads/ContactForm';

export interface MessageFormBlockProps {
  content: ContactContent['messageForm'];
  consent: ConsentText;
}

export function MessageFormBlock({ content, consent }: MessageFormBlockProps) {
  return (
    // The form (or its thank-you) fills the height of the card beside it.
    <div id={content.id} className="flex scroll-mt-24 flex-col *:flex-1">
      <ContactForm content={content} consent={consent} />
    </div>
  );
}
