/**
 * The channels Vale answers on, as a row of labelled chips.
 */
import { Icon } from '~/components/ui/Icon';

const CHANNEL_ICONS: Record<string, string> = {
  Voice: 'phone-call',
  'Web Chat': 'messages-square',
  SMS: 'message-square-text',
  Email: 'mail',
  DMs: 'message-circle',
};

export function ChannelList({ channels, label }: { channels: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap justify-center gap-3">
      {channels.map((channel) => (
        <li key={channel} className="flex items-center gap-2 rounded-full border border-plasma-300/30 bg-space-800 px-4 py-2 font-semibold text-ink">
          <Icon name={CHANNEL_ICONS[channel] ?? 'sparkles'} className="size-4 text-plasma-300" />
          {channel}
        </li>
      ))}
    </ul>
  );
}
