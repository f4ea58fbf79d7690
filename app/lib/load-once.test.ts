import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('shares one download between callers and retries after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('panel');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    const [first, second] = await Promise.all([get(), get()]);
    expect([first, second]).toEqual(['panel', 'panel']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
