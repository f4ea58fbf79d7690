/**
 * mailtoDraftHref('hello@example.com', { subject: 'Hi', body: ['Name:', 'State:'] }): a mailto: link that
 * opens the reader's mail app with the subject and message filled in. Every value is percent-encoded and
 * lines end in CRLF, as RFC 6068 asks, so mail apps keep the line breaks.
 */
export interface EmailDraft {
  subject: string;
  /** The message as lines (or one string with \n line breaks). */
  body?: string[] | string;
}

export function mailtoDraftHref(address: string, { subject, body = [] }: EmailDraft): string {
  const text = (Array.isArray(body) ? body.join('\n') : body).replace(/\r?\n/g, '\r\n');
  const fields = [`subject=${encodeURIComponent(subject)}`];
  if (text) fields.push(`body=${encodeURIComponent(text)}`);
  return `mailto:${address}?${fields.join('&')}`;
}
