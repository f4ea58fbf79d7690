// @vitest-environment jsdom
import { HOLD_EARLY_PRESSES } from './early-presses';

/** The page as prerendered, with the holder listening as root.tsx's inline script has it. */
function prerenderedPage(body: string) {
  document.documentElement.removeAttribute('data-hydrated');
  document.body.innerHTML = body;
  new Function(HOLD_EARLY_PRESSES)();
  // jsdom does not navigate; the page's code would send the form itself.
  for (const form of document.forms) form.addEventListener('submit', (event) => event.preventDefault());
  const presses: string[] = [];
  // What the page's code does once it is there: React listens on the document.
  const listener = (event: Event) => presses.push((event.target as Element).id || (event.target as Element).tagName.toLowerCase());
  document.addEventListener('click', listener);
  const hydrate = async () => {
    document.documentElement.dataset.hydrated = 'true';
    await new Promise((settled) => setTimeout(settled));
  };
  const press = (selector: string) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector(selector)!.dispatchEvent(event);
    return event;
  };
  return { presses, hydrate, press, stop: () => document.removeEventListener('click', listener) };
}

describe('early presses', () => {
  let page: ReturnType<typeof prerenderedPage>;
  afterEach(async () => {
    await page.hydrate();
    page.stop();
  });

  it('holds a press on a button until the page has hydrated, then presses it again, once', async () => {
    page = prerenderedPage('<button type="button" id="orb"><svg><circle id="dot"></circle></svg></button>');
    expect(page.press('#dot').defaultPrevented).toBe(true);
    expect(page.presses).toEqual([]);
    await page.hydrate();
    expect(page.presses).toEqual(['orb']);
    page.press('#orb');
    expect(page.presses).toEqual(['orb', 'orb']);
  });

  it('holds any press inside a part whose code has not arrived, a submit button included', async () => {
    page = prerenderedPage(
      '<div data-deferred-part=""><form><button id="send">Send</button></form><p id="tile" tabindex="0">tile</p></div>',
    );
    expect(page.press('#send').defaultPrevented).toBe(true);
    expect(page.press('#tile').defaultPrevented).toBe(true);
    expect(page.presses).toEqual([]);
    await page.hydrate();
    expect(page.presses).toEqual(['send', 'tile']);
  });

  it('lets what works without code do so: links, form fields, submitting a form outside a part, popovers', () => {
    page = prerenderedPage(
      [
        '<a href="#pricing" id="link"><span id="inside-link">Pricing</span></a>',
        '<form><input id="field"><button id="search">Search</button></form>',
        '<button type="button" popovertarget="menu" id="menu-button">Menu</button>',
        '<button type="button" disabled id="disabled">Start</button>',
        '<div data-deferred-part=""><label id="label">Agree <input type="checkbox"></label><a href="#a" id="part-link">a</a></div>',
      ].join(''),
    );
    for (const selector of ['#inside-link', '#field', '#search', '#menu-button', '#label', '#part-link']) {
      expect(page.press(selector).defaultPrevented, selector).toBe(false);
    }
    // The label's press ticks its box, as it does without code.
    expect(page.presses).toEqual(['inside-link', 'field', 'search', 'menu-button', 'label', 'input', 'part-link']);
  });

  it('does not press again what has left the page before it hydrated', async () => {
    page = prerenderedPage('<button type="button" id="gone">Close</button>');
    page.press('#gone');
    document.querySelector('#gone')!.remove();
    await page.hydrate();
    expect(page.presses).toEqual([]);
  });
});
