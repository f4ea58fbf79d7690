import { OwnerCommandError, parseOwnerCommand } from './owner-commands';

describe("the owner's commands", () => {
  it('accept what the CLI sends', () => {
    expect(parseOwnerCommand({ command: 'list', limit: 20, since: '2026-11-01' })).toEqual({ command: 'list', limit: 20, since: '2026-11-01' });
    expect(parseOwnerCommand({ command: 'deliveries', status: 'dead' })).toEqual({ command: 'deliveries', status: 'dead' });
    expect(parseOwnerCommand({ command: 'retry' })).toEqual({ command: 'retry', id: undefined });
    expect(parseOwnerCommand({ command: 'retry', id: 7 })).toEqual({ command: 'retry', id: 7 });
    expect(parseOwnerCommand({ command: 'questions', days: 7 })).toEqual({ command: 'questions', days: 7 });
    expect(parseOwnerCommand({ command: 'extend', id: '93d02aed-3f56-4eb4-bce8-2a2667741675' })).toMatchObject({ command: 'extend' });
  });

  it('refuse anything else with what is wrong', () => {
    const refused = (value: unknown) => {
      try {
        parseOwnerCommand(value);
      } catch (error) {
        expect(error).toBeInstanceOf(OwnerCommandError);
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(refused(null)).toBe('A command must be a JSON object');
    expect(refused({ command: 'drop' })).toBe('Unknown command');
    expect(refused({ command: 'list', limit: 0 })).toBe('limit must be a whole number of 1 or more');
    expect(refused({ command: 'list', since: 'yesterday-ish' })).toBe('since must be a date, like 2026-11-01');
    expect(refused({ command: 'deliveries', status: 'lost' })).toBe('status must be one of: pending, delivered, failed, dead');
    expect(refused({ command: 'retry', id: 1.5 })).toBe('id must be a whole number of 1 or more');
    expect(refused({ command: 'extend', id: "1' or 1=1" })).toBe('id must be a privacy request id');
  });
});
