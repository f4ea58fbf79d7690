import { contactContent, contactContentFor, contactWithoutCalendar } from './contact';

/** Every line of copy in a value, with the path it sits at. */
function linesOf(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => linesOf(item, `${path}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => linesOf(item, path ? `${path}.${key}` : key));
  return [];
}

describe('contactContentFor', () => {
  it('with a calendar and the Digital Growth Form, is the page copy as written', () => {
    expect(contactContentFor({ calendar: true, growthForm: true })).toBe(contactContent);
  });

  it('without the Digital Growth Form, gives its name to the site\'s own contact form', () => {
    for (const calendar of [true, false]) {
      const { messageForm, form } = contactContentFor({ calendar, growthForm: false });
      expect(messageForm.title).toBe('Digital Growth Form');
      expect(form).toEqual(contactContent.form);
    }
    expect(contactContentFor({ calendar: false, growthForm: true }).messageForm.title).toBe(contactContent.messageForm.title);
  });

  it('without a calendar, no line the page shows points at one', () => {
    const content = contactContentFor({ calendar: false, growthForm: false });
    // The fallbacks show only when a configured embed fails, the Digital Growth Form only when configured.
    const shown = [...linesOf(content), ...linesOf(contactWithoutCalendar.bookBy)].filter(([path]) => !/^(booking\.fallback|form\.)/.test(path));
    expect(shown.filter(([, line]) => /calendar/i.test(line))).toEqual([]);
  });

  it('without a calendar, swaps in the lines written for that and keeps the rest', () => {
    const { booking, direct, messageForm, response } = contactContentFor({ calendar: false, growthForm: true });
    expect(booking.description).toBe(contactWithoutCalendar.bookingDescription);
    expect(direct.intro).toBe(contactWithoutCalendar.directIntro);
    expect(messageForm.success.next).toBe(contactWithoutCalendar.successNext);
    expect(messageForm.received.next).toBe(contactWithoutCalendar.receivedNext);
    expect(response.expectations).toEqual(contactWithoutCalendar.expectations);
    expect(booking.title).toBe(contactContent.booking.title);
    expect(messageForm.success.heading).toBe(contactContent.messageForm.success.heading);
    // The calendar's own confirmation line is the one dropped.
    expect(contactContent.response.expectations.filter((line) => !response.expectations.includes(line))).toHaveLength(1);
  });
});
