/**
 * <CallControls muted={…} onMute={…} onEnd={…} endRef={…} />: Mute (a toggle) and End call, the same
 * for a provider's web call and a conversation in the browser.
 */
import type { Ref } from 'react';
import { Button } from '~/components/ui/Button';
import { Icon } from '~/components/ui/Icon';

export interface CallControlsProps {
  muted: boolean;
  onMute: () => void;
  onEnd: () => void;
  endRef?: Ref<HTMLButtonElement>;
  /** Mute waits until there is a microphone to mute. */
  muteDisabled?: boolean;
}

export function CallControls({ muted, onMute, onEnd, endRef, muteDisabled = false }: CallControlsProps) {
  return (
    <div className="mt-4 flex gap-2">
      <Button variant="secondary" aria-pressed={muted} disabled={muteDisabled} onClick={onMute} className="flex-1 px-3">
        {muted ? <Icon name="mic-off" strokeWidth={2} className="size-4" /> : <Icon name="mic" strokeWidth={2} className="size-4" />}
        {muted ? 'Unmute' : 'Mute'}
      </Button>
      <Button ref={endRef} variant="danger" onClick={onEnd} className="flex-1 px-3">
        <Icon name="phone-off" strokeWidth={2} className="size-4" />
        End call
      </Button>
    </div>
  );
}
