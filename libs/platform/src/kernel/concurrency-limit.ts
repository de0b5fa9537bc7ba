// At most `max` pieces of work at once; the rest wait their turn in order. For work that holds a
// scarce resource (libuv pool threads for argon2, memory for an upload being checked).
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly max: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.max) this.running++;
    // A released slot is handed straight to the next waiter, so the cap is never overshot.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
