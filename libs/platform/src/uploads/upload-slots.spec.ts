import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../http/index';
import { UploadSlots } from './upload-slots';

// Work that runs until the test lets it finish, recording when it started.
function gate() {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { done, open };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe(UploadSlots.name, () => {
  it('keeps one member to half the slots: another member is served at once while the first waits for their own', async () => {
    const slots = new UploadSlots({ slots: 2, waitMs: 60_000 });
    const started: string[] = [];
    const gates = { a1: gate(), a2: gate(), b: gate() };
    const run = (name: keyof typeof gates, member: number) =>
      slots.run(member, async () => {
        started.push(name);
        await gates[name].done;
      });

    const a1 = run('a1', 1);
    const a2 = run('a2', 1);
    const b = run('b', 2);
    await settle();

    expect(started).toEqual(['a1', 'b']);
    gates.a1.open();
    await a1;
    await settle();
    expect(started).toEqual(['a1', 'b', 'a2']);
    gates.a2.open();
    gates.b.open();
    await Promise.all([a2, b]);
  });

  it('never runs more than its slots, and serves waiters in order among members who may take one', async () => {
    const slots = new UploadSlots({ slots: 4, waitMs: 60_000 });
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const work = (member: number, n: number) =>
      slots.run(member, async () => {
        started.push(n);
        running++;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        if (n === 3) throw new Error('boom');
      });

    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6, 7, 8].map((n) => work(n, n)));

    expect(peak).toBe(4);
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
  });

  it('gives up a wait past waitMs with 503 and Retry-After, leaving the slots to the others', async () => {
    const slots = new UploadSlots({ slots: 2, waitMs: 50 });
    const holders = [gate(), gate()];
    const held = holders.map((holder, member) => slots.run(member, () => holder.done));

    const waited = await slots.run(9, async () => 'ran').catch((error: unknown) => error);

    expect(waited).toBeInstanceOf(DomainError);
    expect(waited).toMatchObject({ kind: 'unavailable', code: 'DEPENDENCY_UNAVAILABLE', headers: { 'retry-after': '5' } });
    holders.forEach((holder) => holder.open());
    await Promise.all(held);
    await expect(slots.run(9, async () => 'ran')).resolves.toBe('ran');
  });

  it('drops a waiter whose client hung up, so the slot goes to the next one', async () => {
    const slots = new UploadSlots({ slots: 2, waitMs: 60_000 });
    const holders = [gate(), gate()];
    const held = holders.map((holder, member) => slots.run(member, () => holder.done));
    const hangUp = new AbortController();
    const ran: string[] = [];
    const gone = slots.run(7, async () => void ran.push('gone'), hangUp.signal);
    const next = slots.run(8, async () => void ran.push('next'));

    hangUp.abort(new Error('aborted'));
    await expect(gone).rejects.toThrow('aborted');
    holders[0]!.open();
    await next;

    expect(ran).toEqual(['next']);
    holders[1]!.open();
    await Promise.all(held);
  });
});
