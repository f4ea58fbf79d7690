import { ContactChannelLinks } from '~/components/contact/ContactChannelLinks';

/** Call, text or e-mail: what a visitor can always do when an embed is unavailable. */
export function ContactFallback({ message }: { message: string }) {
  return (
    <div>
      <p className="text-ink">{message}</p>
      <ContactChannelLinks className="mt-4" />
    </div>
  );
}
