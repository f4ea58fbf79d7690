// @vitest-environment jsdom
import { valuesTypedInto } from './typed-values';

function form(html: string) {
  const element = document.createElement('form');
  element.innerHTML = html;
  return element;
}

const EMPTY = { name: '', preferredContact: 'email', consent: false, message: '' };
const FIELDS = `
  <input name="name" value="">
  <input type="radio" name="preferredContact" value="email" checked>
  <input type="radio" name="preferredContact" value="text">
  <input type="checkbox" name="consent">
  <textarea name="message"></textarea>`;

describe('valuesTypedInto', () => {
  it('is null when the fields still hold what the form started with', () => {
    expect(valuesTypedInto(form(FIELDS), EMPTY)).toBeNull();
  });

  it('reads text typed, a radio chosen and a box ticked before the form hydrated', () => {
    const element = form(FIELDS);
    (element.elements.namedItem('name') as HTMLInputElement).value = 'Dana';
    (element.querySelector('[value="text"]') as HTMLInputElement).checked = true;
    (element.elements.namedItem('consent') as HTMLInputElement).checked = true;
    expect(valuesTypedInto(element, EMPTY)).toEqual({ name: 'Dana', preferredContact: 'text', consent: true, message: '' });
  });

  it('ignores values it has no field for', () => {
    expect(valuesTypedInto(form('<input name="name" value="Ray">'), { ...EMPTY })).toEqual({ ...EMPTY, name: 'Ray' });
  });
});
