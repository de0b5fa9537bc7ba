import { describe, expect, it } from '@jest/globals';
import { PassThrough, Writable } from 'node:stream';
import { BodyTooSlowError, ClientAbortedError, meterBody } from './body-guard';

const rules = { maxBytes: 1024 * 1024, minBytesPerSecond: 1024, graceMs: 200, idleMs: 300 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(meterBody.name, () => {
  it('tells `failed` when the client goes away before anything reads the body, and raises nothing unheard', async () => {
    const source = new PassThrough();
    const failures: Error[] = [];
    const meter = meterBody(source, rules, (error) => failures.push(error));

    source.write('some of the body');
    source.destroy(new Error('socket hang up'));
    await sleep(20);

    expect(meter.destroyed).toBe(true);
    expect(failures).toEqual([expect.any(ClientAbortedError)]);
  });

  it('cuts off a trickle that has no reader yet without an unheard error', async () => {
    const source = new PassThrough();
    const failures: Error[] = [];
    meterBody(source, { ...rules, idleMs: 100, graceMs: 100 }, (error) => failures.push(error));

    await sleep(400);

    expect(failures).toEqual([expect.any(BodyTooSlowError)]);
  });

  it('does not count against the client the time its reader held the body back', async () => {
    const source = new PassThrough();
    const failures: Error[] = [];
    const meter = meterBody(source, rules, (error) => failures.push(error));
    // The client sends far more than the meter buffers, at once; nobody reads for three idle periods.
    source.write(Buffer.alloc(512 * 1024));

    await sleep(3 * rules.idleMs);
    const received: Buffer[] = [];
    meter.pipe(new Writable({ write: (chunk: Buffer, _encoding, done) => (received.push(chunk), done()) }));
    source.end();
    await new Promise((resolve) => meter.once('close', resolve));

    expect(failures).toEqual([]);
    expect(Buffer.concat(received).length).toBe(512 * 1024);
  });
});
