// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALL_FAILED_MESSAGE, CALL_UNAVAILABLE_MESSAGE } from './voice-state';

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

const okFetch = () =>
  vi.fn(async () => new Response(JSON.stringify({ access_token: 'token-1', call_id: 'call-1' }), { status: 200, headers: { 'Content-Type': 'application/json' } }));

beforeEach(() => {
  voice.end.mockReset();
  voice.setMuted.mockReset();
  voice.start.mockReset();
  voice.start.mockImplementation(async (_token: string, events: { onEnded(): void; onError(): void }) => {
    voice.events = events;
    return { end: voice.end, setMuted: voice.setMuted };
  });
  vi.stubGlobal('fetch', okFetch());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const orb = () => screen.getByRole('button', { name: /press me/i });

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

  it('opens by itself after the delay without starting a call or taking focus', () => {
    vi.useFakeTimers();
    render(<VoiceOrb autoOpenDelayMs={2000} />);
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('dialog')).toHaveTextContent('How can I help you today?');
    expect(document.body).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
    expect(voice.start).not.toHaveBeenCalled();
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
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: 'Voice calls are not configured on this site' }), { status: 503 })));
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
});
