// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { SitePagesProvider } from '~/components/layout/site-pages';
import { sitePages } from '~/content/site-pages';
import { installDialogPolyfill } from '~/components/ui/dialog-test-support';
import { ChatLauncher } from './ChatLauncher';
import { CHAT_STORAGE_KEY } from './chat-storage';
import { resetChatStore } from './chat-store';
import { GREETING_TEXT, NETWORK_ERROR_TEXT, REPLY_ERROR_TEXT } from './chat-state';

beforeAll(() => {
  installDialogPolyfill();
  Element.prototype.scrollTo = function scrollTo() {};
});

type Answer = Response | Error | (() => Promise<Response>);
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serve(...answers: Answer[]) {
  const bodies: Array<Record<string, unknown>> = [];
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    const next = answers.shift();
    if (!next) throw new Error('unexpected request');
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next() : next;
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, bodies };
}

function renderLauncher() {
  return render(
    <MemoryRouter>
      <SitePagesProvider pages={sitePages()}>
        <ChatLauncher />
      </SitePagesProvider>
    </MemoryRouter>,
  );
}

async function openChat(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open Chat' }));
  return screen.findByRole('dialog', { name: 'Chat with Vale' });
}

beforeEach(() => {
  sessionStorage.clear();
  resetChatStore();
});
afterEach(() => vi.unstubAllGlobals());

describe('ChatLauncher and ChatPanel', () => {
  it('opens the panel with the greeting, creates one session and sends with Enter', async () => {
    let answerReply: (response: Response) => void = () => {};
    const { bodies } = serve(
      json(200, { chat_id: 'chat-1' }),
      () => new Promise<Response>((resolve) => (answerReply = resolve)),
    );
    const user = userEvent.setup();
    renderLauncher();
    const dialog = await openChat(user);
    expect(dialog).toHaveTextContent(GREETING_TEXT);
    expect(screen.getByRole('log')).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(bodies[0]).toEqual({ action: 'create' });

    const input = screen.getByRole('textbox', { name: 'Message to Vale' });
    expect(input).toHaveFocus();
    await user.type(input, '  What does it cost?  {Enter}');
    expect(input).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Vale is typing');
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(bodies[1]).toEqual({ action: 'send', chat_id: 'chat-1', content: 'What does it cost?' });

    answerReply(
      json(200, {
        messages: [
          { role: 'user', message_id: 'u1', content: 'What does it cost?' },
          { role: 'agent', message_id: 'a1', content: 'Vale starts at $147/month. See /pricing for more.' },
        ],
      }),
    );
    const link = await screen.findByRole('link', { name: 'our pricing page' });
    expect(link).toHaveAttribute('href', '/pricing');
    expect(screen.queryByText('Vale is typing')).toBeNull();
    expect(input).toBeEnabled();
    expect(screen.getAllByText('What does it cost?')).toHaveLength(1);
  });

  it('does not send blank text, and keeps Send disabled when the session cannot be created', async () => {
    const { fetchMock } = serve(json(429, { error: 'Too many requests' }));
    const user = userEvent.setup();
    renderLauncher();
    await openChat(user);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox'), 'hello{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The failed creation is not shown to the visitor.
    expect(screen.getByRole('log').querySelectorAll('ol > li')).toHaveLength(1);
  });

  it('shows the spec messages for a reply with an error field and for a network failure', async () => {
    serve(json(200, { chat_id: 'chat-1' }), json(503, { error: 'The assistant is busy right now.' }), new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderLauncher();
    await openChat(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    const input = screen.getByRole('textbox');
    await user.type(input, 'hello{Enter}');
    expect(await screen.findByText(REPLY_ERROR_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(input).toBeEnabled());
    await user.type(input, 'again{Enter}');
    expect(await screen.findByText(NETWORK_ERROR_TEXT)).toBeInTheDocument();
  });

  it('sends a suggested question when clicked, then stops offering them', async () => {
    const { bodies } = serve(json(200, { chat_id: 'chat-1' }), json(200, { messages: [{ role: 'agent', message_id: 'a1', content: 'We launch in 3 business days.' }] }));
    const user = userEvent.setup();
    renderLauncher();
    await openChat(user);
    const suggestion = await screen.findByRole('button', { name: 'How fast can you launch?' });
    await waitFor(() => expect(suggestion).toBeEnabled());
    await user.click(suggestion);
    expect(await screen.findByText('We launch in 3 business days.')).toBeInTheDocument();
    expect(bodies[1]).toMatchObject({ action: 'send', content: 'How fast can you launch?' });
    expect(screen.queryByRole('list', { name: 'Suggested questions' })).toBeNull();
  });

  it('closes with Escape and with X, returning focus to the Open Chat button', async () => {
    serve(json(200, { chat_id: 'chat-1' }));
    const user = userEvent.setup();
    renderLauncher();
    const dialog = await openChat(user);
    await user.keyboard('{Escape}');
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Open Chat' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Open Chat' }));
    expect(dialog).toHaveAttribute('open');
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Open Chat' })).toHaveFocus();
  });

  it('restores the conversation from sessionStorage without creating another chat', async () => {
    sessionStorage.setItem(
      CHAT_STORAGE_KEY,
      JSON.stringify({
        v: 1,
        chatId: 'kept-chat',
        messages: [
          { id: 'greeting', text: GREETING_TEXT, isBot: true },
          { id: 'v1', text: 'Do you build websites?', isBot: false },
          { id: 'a1', text: 'Yes, see /websites.', isBot: true },
        ],
      }),
    );
    const { fetchMock } = serve();
    const user = userEvent.setup();
    renderLauncher();
    await openChat(user);
    expect(screen.getByText('Do you build websites?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'our websites page' })).toHaveAttribute('href', '/websites');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renews a refused chat quietly and resends the message', async () => {
    sessionStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify({ v: 1, chatId: 'forged', messages: [] }));
    const { bodies } = serve(
      json(404, { error: 'Chat session not found. Start a new chat.' }),
      json(200, { chat_id: 'fresh' }),
      json(200, { messages: [{ role: 'agent', message_id: 'a1', content: 'Happy to help.' }] }),
    );
    const user = userEvent.setup();
    renderLauncher();
    await openChat(user);
    await user.type(screen.getByRole('textbox'), 'hello{Enter}');
    expect(await screen.findByText('Happy to help.')).toBeInTheDocument();
    expect(bodies.map((body) => body.chat_id ?? body.action)).toEqual(['forged', 'create', 'fresh']);
    expect(JSON.parse(sessionStorage.getItem(CHAT_STORAGE_KEY) ?? '{}').chatId).toBe('fresh');
  });
});
