import { mailtoDraftHref } from './mailto';

/** Reads a mailto: link back the way a mail app does. */
function readDraft(href: string) {
  const url = new URL(href);
  return { protocol: url.protocol, address: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body') };
}

describe('mailtoDraftHref', () => {
  it('addresses the message and percent-encodes the subject', () => {
    const href = mailtoDraftHref('hello@example.com', { subject: 'Privacy request: access my data' });
    expect(href).toBe('mailto:hello@example.com?subject=Privacy%20request%3A%20access%20my%20data');
  });

  it('joins body lines with CRLF, encoded as %0D%0A', () => {
    const href = mailtoDraftHref('hello@example.com', { subject: 'Hi', body: ['Name:', '', 'State:'] });
    expect(href).toBe('mailto:hello@example.com?subject=Hi&body=Name%3A%0D%0A%0D%0AState%3A');
  });

  it('turns bare \\n and \\r\\n in a string body into one CRLF each', () => {
    expect(mailtoDraftHref('a@b.co', { subject: 'x', body: 'one\ntwo\r\nthree' })).toBe('mailto:a@b.co?subject=x&body=one%0D%0Atwo%0D%0Athree');
  });

  it('encodes characters that would end or split a field (& = ? # + %) and non-ASCII text', () => {
    const subject = 'Q&A = 100% ? #1 + “quotes” – café';
    const body = ['a&b=c', 'plus + sign'];
    const href = mailtoDraftHref('hello@example.com', { subject, body });
    expect(href).not.toMatch(/[ \n"“#+]/);
    expect(href.split('&')).toHaveLength(2);
    expect(readDraft(href)).toEqual({ protocol: 'mailto:', address: 'hello@example.com', subject, body: 'a&b=c\r\nplus + sign' });
  });

  it('leaves the body out when there is none', () => {
    expect(mailtoDraftHref('hello@example.com', { subject: 'Accessibility feedback', body: [] })).toBe(
      'mailto:hello@example.com?subject=Accessibility%20feedback',
    );
  });
});
