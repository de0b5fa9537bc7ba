import { fullDateTime, relativeTime } from '@/lib/relative-time';

type TimeAgoProps = {
  // ISO date-time.
  at: string;
  now: number;
  // Mid-sentence ('started 3 hours ago'): in lower case.
  inSentence?: boolean;
  className?: string;
};

// How long ago something happened ('3 hours ago'), with the full date and time on hover.
export function TimeAgo({ at, now, inSentence = false, className }: TimeAgoProps) {
  const text = relativeTime(at, now);
  return (
    <time className={className} dateTime={at} title={fullDateTime(at)}>
      {inSentence ? text.toLowerCase() : text}
    </time>
  );
}
