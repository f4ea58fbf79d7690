/**
 * <DirectContactCards direct={contactContent.direct} />: call, text and e-mail as three cards, each with
 * a tel:, sms: or mailto: link showing the number or address.
 */
import { buttonClass } from '~/components/ui/button';
import { CardGrid } from '~/components/ui/CardGrid';
import { Icon } from '~/components/ui/Icon';
import type { ContactContent, ContactLink } from '~/content/contact';

const CHANNELS = [
  { key: 'call', icon: 'phone-call' },
  { key: 'text', icon: 'message-square-text' },
  { key: 'email', icon: 'mail' },
] as const;

function DirectContactCard({ channel, icon }: { channel: ContactLink; icon: string }) {
  return (
    <div className="card flex flex-col p-6">
      <span className="grid size-12 place-items-center rounded-2xl bg-space-700 text-plasma-300">
        <Icon name={icon} className="size-6" />
      </span>
      <h3 className="mt-5 font-display text-xl font-semibold text-ink">{channel.label}</h3>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{channel.description}</p>
      <a href={channel.href} className={buttonClass('secondary', 'sm', 'mt-5 max-w-full self-start [overflow-wrap:anywhere]')}>
        {/* The number shows on two cards (call and text): the label tells their links apart. */}
        <span className="sr-only">{channel.label}:</span> {channel.display}
      </a>
    </div>
  );
}

export function DirectContactCards({ direct }: { direct: ContactContent['direct'] }) {
  return (
    // Two columns on a tablet: the third card takes the row rather than leave an empty cell.
    <CardGrid columns={3} itemClassName="md:last:col-span-2 lg:last:col-span-1">
      {CHANNELS.map(({ key, icon }) => (
        <DirectContactCard key={key} channel={direct[key]} icon={icon} />
      ))}
    </CardGrid>
  );
}
