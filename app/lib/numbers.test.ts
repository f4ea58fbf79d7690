import { groupThousands } from './numbers';

describe('groupThousands', () => {
  it('writes whole numbers with a comma between each group of three digits, as toLocaleString("en-US") does', () => {
    for (const value of [0, 7, 999, 1000, 1697, 4242, 123456, 1234567, -2500]) expect(groupThousands(value)).toBe(value.toLocaleString('en-US'));
    expect(groupThousands(123456789n)).toBe('123,456,789');
  });
});
