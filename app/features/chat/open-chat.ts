/**
 * Lets another part of the page (the voice panel's "Chat with Vale instead") open the chat
 * panel, which lives in the root layout, without importing it.
 */
export const OPEN_CHAT_EVENT = 'site:open-chat';

export function requestOpenChat(): void {
  window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
}
