import { menuEntryForKey, menuOpeningEntry } from './menu-keys';

describe('menuEntryForKey', () => {
  it('steps with the arrows and wraps around at both ends', () => {
    expect(menuEntryForKey('ArrowDown', 0, 5)).toBe(1);
    expect(menuEntryForKey('ArrowDown', 4, 5)).toBe(0);
    expect(menuEntryForKey('ArrowUp', 2, 5)).toBe(1);
    expect(menuEntryForKey('ArrowUp', 0, 5)).toBe(4);
  });

  it('goes to the first and last entries with Home and End', () => {
    expect(menuEntryForKey('Home', 3, 5)).toBe(0);
    expect(menuEntryForKey('End', 1, 5)).toBe(4);
  });

  it('ignores other keys and an empty menu', () => {
    expect(menuEntryForKey('Enter', 0, 5)).toBeNull();
    expect(menuEntryForKey('ArrowLeft', 0, 5)).toBeNull();
    expect(menuEntryForKey('a', 0, 5)).toBeNull();
    expect(menuEntryForKey('ArrowDown', 0, 0)).toBeNull();
  });
});

describe('menuOpeningEntry', () => {
  it('opens on the first entry with Enter, Space or ArrowDown and on the last with ArrowUp', () => {
    expect(['Enter', ' ', 'ArrowDown'].map(menuOpeningEntry)).toEqual(['first', 'first', 'first']);
    expect(menuOpeningEntry('ArrowUp')).toBe('last');
    expect(menuOpeningEntry('Escape')).toBeNull();
  });
});
