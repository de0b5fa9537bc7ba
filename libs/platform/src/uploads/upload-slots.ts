import { CommonErrorCode } from '@stave/contracts';
import { DomainError, domainError } from '../http/index';

export interface UploadSlotsOptions {
  // Pieces of work at once in this process (each holds a decoded file in memory).
  slots: number;
  // How long one waits for a slot before giving up with 503 and Retry-After.
  waitMs: number;
}

interface Waiter {
  memberId: number;
  grant(): void;
}

// The costly part of an upload (decoding, re-encoding, probing a file received whole: receiveFile), at most
// `slots` at once per process, so memory stays bounded whoever sends. Taken only once the body is in hand, never
// while it arrives. One member holds at most half of them (at least one): with two slots or more, another member's
// upload always finds one the first cannot take. Waiters are served in order among those whose member may take one; a wait past
// `waitMs`, or one whose client hangs up (`signal`), leaves the queue.
export class UploadSlots {
  private readonly perMember: number;
  private running = 0;
  private readonly held = new Map<number, number>();
  private readonly queue: Waiter[] = [];

  constructor(private readonly options: UploadSlotsOptions) {
    this.perMember = Math.max(1, Math.floor(options.slots / 2));
  }

  async run<T>(memberId: number, work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.take(memberId, signal);
    try {
      return await work();
    } finally {
      this.release(memberId);
    }
  }

  private take(memberId: number, signal: AbortSignal | undefined): Promise<void> {
    signal?.throwIfAborted();
    // Whenever a slot is free every waiter left is one whose member holds their share (release serves the others),
    // so taking it now jumps no one.
    if (this.mayTake(memberId)) {
      this.grant(memberId);
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const leave = (error: unknown) => {
        const index = this.queue.indexOf(waiter);
        if (index >= 0) this.queue.splice(index, 1);
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        reject(error);
      };
      const onAbort = () => leave(signal!.reason);
      const waiter: Waiter = {
        memberId,
        grant: () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      const timer = setTimeout(() => leave(uploadsBusy()), this.options.waitMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(waiter);
    });
  }

  private mayTake(memberId: number): boolean {
    return this.running < this.options.slots && (this.held.get(memberId) ?? 0) < this.perMember;
  }

  private grant(memberId: number): void {
    this.running++;
    this.held.set(memberId, (this.held.get(memberId) ?? 0) + 1);
  }

  private release(memberId: number): void {
    this.running--;
    const left = (this.held.get(memberId) ?? 1) - 1;
    if (left === 0) this.held.delete(memberId);
    else this.held.set(memberId, left);
    // The first waiter whose member may take a slot, as often as slots are free: a member at their share waits
    // without holding back anyone behind them.
    for (let index = 0; index < this.queue.length && this.running < this.options.slots;) {
      const waiter = this.queue[index]!;
      if (!this.mayTake(waiter.memberId)) {
        index++;
        continue;
      }
      this.queue.splice(index, 1);
      this.grant(waiter.memberId);
      waiter.grant();
    }
  }
}

// Too much upload work in this process right now (no slot in time, no room for another file): try again shortly.
export function uploadsBusy(): DomainError {
  return domainError(CommonErrorCode.DependencyUnavailable, { headers: { 'retry-after': '5' } });
}
