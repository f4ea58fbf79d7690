// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALL_FAILED_MESSAGE, CALL_UNAVAILABLE_MESSAGE, CHAT_INSTEAD_LABEL } from './voice-state';
import { forgetVoiceMode } from './voice-mode';
import { OPEN_CHAT_EVENT } from '~/features/chat/open-chat';

const voice = vi.hoisted(() => ({
  end: vi.fn(),
  setMuted: vi.fn(),
  events: undefined as undefined | { onEnded(): void; onError(): void },
  start: vi.fn(),
}));

vi.mock('./voice-client', () => ({
  startVoiceCall: voice.start,
}));

const { VoiceOrb } = await import('./VoiceOrb');

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API of a site with a voice provider: mode "provider", and a web call on request (or the given answer). */
const providerFetch = (webCall: () => Response = () => json(200, { access_token: 'token-1', call_id: 'call-1' })) =>
  vi.fn(async (url: string) => (url === '/api/voice-mode' ? json(200, { mode: 'provider' }) : webCall()));

const browserFetch = () => vi.fn(async (url: string) => (url === '/api/voice-mode' ? json(200, { mode: 'browser' }) : json(404, { error: 'Not found' })));

beforeEach(() => {
  voice.end.mockReset();
  voice.setMuted.mockReset();
  voice.start.mockReset();
  voice.start.mockImplementation(async (_token: string, events: { onEnded(): void; onError(): void }) => {
    voice.events = events;
    return { end: voice.end, setMuted: voice.setMuted };
  });
  forgetVoiceMode();
  vi.stubGlobal('fetch', providerFetch());
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
  vi.useRealTimers();
});

const orb = () => screen.getByRole('button', { name: /press me/i });

/** The invitation's code is fetched when it is due. */
const invitationLoaded = () =>
  act(async () => {
    await vi.dynamicImportSettled();
  });

describe('VoiceOrb', () => {
  it('shows the labelled orb, closed, without touching the voice client', () => {
    render(<VoiceOrb />);
    expect(orb()).toHaveAccessibleName('Press Me to talk with Vale by voice');
    expect(orb()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(voice.start).not.toHaveBeenCalled();
  });

  it('opens the panel, starts a call, shows the time, mutes and ends', async () => {
    const user = userEvent.setup();
    render(<VoiceOrb label="Talk to Vale" variant="inline" />);
    await user.click(screen.getByRole('button', { name: /talk to vale/i }));

    const panel = screen.getByRole('dialog', { name: 'Talk with Vale' });
    expect(panel).toHaveTextContent('How can I help you today?');
    const start = screen.getByRole('button', { name: 'Start Conversation' });
    expect(start).toHaveFocus();

    await user.click(start);
    expect(await screen.findByRole('timer')).toHaveTextContent('0:00');
    expect(fetch).toHaveBeenCalledWith('/api/create-web-call', expect.objectContaining({ method: 'POST' }));
    expect(voice.start).toHaveBeenCalledWith('token-1', expect.any(Object));
    expect(screen.getByRole('button', { name: 'End call' })).toHaveFocus();

    const mute = screen.getByRole('button', { name: 'Mute' });
    await user.click(mute);
    expect(voice.setMuted).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'End call' }));
    expect(voice.end).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /talk to vale/i })).toHaveFocus();
  });

  it('toggles with Enter and Space on the orb, and Escape closes the panel', async () => {
    const user = userEvent.setup();
    render(<VoiceOrb />);
    orb().focus();
    await user.keyboard('{Enter}');
    expect(orb()).toHaveAttribute('aria-expanded', 'true');
    orb().focus();
    await user.keyboard(' ');
    expect(orb()).toHaveAttribute('aria-expanded', 'false');
    await user.click(orb());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(orb()).toHaveFocus();
  });

  it('pressing the orb during a call hangs up', async () => {
    const user = userEvent.setup();
    render(<VoiceOrb />);
    await user.click(orb());
    await user.click(screen.getByRole('button', { name: 'Start Conversation' }));
    await screen.findByRole('timer');
    await user.click(orb());
    expect(voice.end).toHaveBeenCalledTimes(1);
    expect(orb()).toHaveAttribute('aria-expanded', 'false');
  });

  it('invites by itself after the delay, with no panel, no call and no focus taken', async () => {
    vi.useFakeTimers();
    render(<VoiceOrb autoOpenDelayMs={2000} />);
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.queryByRole('group', { name: 'Invitation from Vale' })).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    await invitationLoaded();
    const invitation = screen.getByRole('group', { name: 'Invitation from Vale' });
    expect(invitation).toHaveTextContent('How can I help you today?');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(orb()).toHaveAttribute('aria-expanded', 'false');
    expect(document.body).toHaveFocus();
    // Only the voice mode is asked for, ready for a visitor who accepts.
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toEqual(['/api/voice-mode']);
    expect(voice.start).not.toHaveBeenCalled();
  });

  it('the invitation opens the panel on the visitor’s action, and tucks away for good on a scroll', async () => {
    vi.useFakeTimers();
    const first = render(<VoiceOrb autoOpenDelayMs={2000} />);
    act(() => vi.advanceTimersByTime(2100));
    await invitationLoaded();
    act(() => screen.getByRole('button', { name: 'How can I help you today? Talk with Vale' }).click());
    await act(async () => {});
    expect(screen.getByRole('dialog', { name: 'Talk with Vale' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Conversation' })).toHaveFocus();
    first.unmount();

    render(<VoiceOrb autoOpenDelayMs={2000} />);
    act(() => vi.advanceTimersByTime(2100));
    await invitationLoaded();
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(screen.queryByRole('group', { name: 'Invitation from Vale' })).toBeNull();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('group', { name: 'Invitation from Vale' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open by itself once the visitor has opened it', async () => {
    vi.useFakeTimers();
    render(<VoiceOrb autoOpenDelayMs={2000} />);
    act(() => orb().click());
    act(() => orb().click());
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a short message when no call can be created, and stays usable', async () => {
    vi.stubGlobal('fetch', providerFetch(() => json(502, { error: 'The voice provider could not be reached' })));
    const user = userEvent.setup();
    render(<VoiceOrb />);
    await user.click(orb());
    await user.click(screen.getByRole('button', { name: 'Start Conversation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CALL_UNAVAILABLE_MESSAGE);
    expect(voice.start).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Start Conversation' })).toBeEnabled();
  });

  it('shows a short message when the voice client cannot start', async () => {
    voice.start.mockRejectedValueOnce(new Error('no microphone'));
    const user = userEvent.setup();
    render(<VoiceOrb />);
    await user.click(orb());
    await user.click(screen.getByRole('button', { name: 'Start Conversation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CALL_FAILED_MESSAGE);
  });

  it('returns to idle when the other side ends the call', async () => {
    const user = userEvent.setup();
    render(<VoiceOrb />);
    await user.click(orb());
    await user.click(screen.getByRole('button', { name: 'Start Conversation' }));
    await screen.findByRole('timer');
    act(() => voice.events?.onEnded());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ends the call when unmounted (leaving the page)', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<VoiceOrb />);
    await user.click(orb());
    await user.click(screen.getByRole('button', { name: 'Start Conversation' }));
    await screen.findByRole('timer');
    unmount();
    expect(voice.end).toHaveBeenCalledTimes(1);
  });

  it('hangs up a call that connects after the visitor cancelled', async () => {
    let finishStart: (call: { end(): void; setMuted(muted: boolean): void }) => void = () => {};
    voice.start.mockImplementationOnce(() => new Promise((resolve) => (finishStart = resolve)));
    const user = userEvent.setup();
    render(<VoiceOrb />);
    await user.click(orb());
    await user.click(screen.getByRole('button', { name: 'Start Conversation' }));
    await waitFor(() => expect(voice.start).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => finishStart({ end: voice.end, setMuted: voice.setMuted }));
    expect(voice.end).toHaveBeenCalledTimes(1);
    expect(orb()).toHaveAttribute('aria-expanded', 'false');
  });

  describe('without a voice provider (voice in the browser)', () => {
    beforeEach(() => vi.stubGlobal('fetch', browserFetch()));

    it('says how speech is handled before any microphone is asked for, and offers the chat', async () => {
      (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition = class {};
      const user = userEvent.setup();
      render(<VoiceOrb />);
      await user.click(orb());
      const panel = screen.getByRole('dialog', { name: 'Talk with Vale' });
      await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/voice-mode', expect.anything()));
      expect(panel).toHaveAccessibleDescription(/Your browser will ask to use your microphone\. It turns what you say into text/);
      expect(screen.getByRole('button', { name: 'Start Conversation' })).toHaveFocus();
      expect(screen.getByRole('button', { name: CHAT_INSTEAD_LABEL })).toBeEnabled();
      expect(fetch).not.toHaveBeenCalledWith('/api/create-web-call', expect.anything());
    });

    it('offers only the chat in a browser without speech recognition, and opens it', async () => {
      const opened = vi.fn();
      window.addEventListener(OPEN_CHAT_EVENT, opened);
      const user = userEvent.setup();
      render(<VoiceOrb />);
      await user.click(orb());
      expect(screen.getByRole('dialog')).toHaveTextContent("This browser can't turn speech into text");
      expect(screen.queryByRole('button', { name: 'Start Conversation' })).toBeNull();
      await user.click(screen.getByRole('button', { name: CHAT_INSTEAD_LABEL }));
      expect(opened).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).toBeNull();
      window.removeEventListener(OPEN_CHAT_EVENT, opened);
    });
  });
});
