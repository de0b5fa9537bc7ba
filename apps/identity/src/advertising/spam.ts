// The spam checks an inquiry must pass that need nothing stored (docs/advertising.md § Spam). Each names why it
// refused, for the log; the sender is only told that it could not be sent, so a bot learns nothing to adapt to.

// A person takes longer than this to fill in the form.
export const FASTEST_HUMAN_MS = 3_000;
// A browser clock ahead of ours by up to this much is skew, not a forged timestamp.
export const CLOCK_SKEW_MS = 60_000;
export const MAX_LINKS = 3;

export type SpamReason = 'honeypot' | 'too-fast' | 'from-the-future' | 'too-many-links';

// http(s) addresses and bare www. ones; a match takes the whole address, so 'https://www.…' counts once.
const LINK = /(?:https?:\/\/|\bwww\.)\S+/gi;

export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

export function spamReason(inquiry: { website?: string; shownAt?: number; message: string }, now: number): SpamReason | null {
  // A field hidden from people (off-screen, not tabbable): only a form-filling bot writes in it.
  if (inquiry.website?.trim()) return 'honeypot';
  if (inquiry.shownAt !== undefined) {
    const elapsed = now - inquiry.shownAt;
    if (elapsed < -CLOCK_SKEW_MS) return 'from-the-future';
    // A slightly fast browser clock gives a small negative elapsed time: that is skew, and passes.
    if (elapsed >= 0 && elapsed < FASTEST_HUMAN_MS) return 'too-fast';
  }
  if (countLinks(inquiry.message) > MAX_LINKS) return 'too-many-links';
  return null;
}
