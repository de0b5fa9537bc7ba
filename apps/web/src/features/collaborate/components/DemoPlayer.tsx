import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

// 75 → '1:15'.
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

// Tailwind finds classes by their literal text, so the thumb's are spelled out per engine.
const SEEK_CLASS = [
  'h-1.5 w-full cursor-pointer appearance-none rounded-full disabled:cursor-default',
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none',
  '[&::-webkit-slider-thumb]:size-3.5 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-card [&::-webkit-slider-thumb]:bg-brand-strong',
  '[&::-moz-range-thumb]:size-3.5 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-card [&::-moz-range-thumb]:bg-brand-strong',
].join(' ');

// One demo plays at a time: starting another pauses the last.
let playing: HTMLAudioElement | null = null;

type DemoPlayerProps = {
  src: string;
  // The length the server read from the file; else the media's own once its metadata loads.
  durationSeconds: number | null;
  label: string;
  className?: string;
};

// A real player for an uploaded demo (not the spec's fixed 2:16 toggle): play/pause,
// and a seek bar over the real length.
export function DemoPlayer({ src, durationSeconds, label, className }: DemoPlayerProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const [isPlaying, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [mediaDuration, setMediaDuration] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const duration = durationSeconds ?? mediaDuration ?? 0;

  useEffect(() => {
    const element = audio.current;
    return () => {
      if (playing === element) playing = null;
    };
  }, []);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (!element.paused) {
      element.pause();
      return;
    }
    if (playing && playing !== element) playing.pause();
    playing = element;
    element.play().catch(() => setFailed(true));
  };

  const seek = (event: ChangeEvent<HTMLInputElement>) => {
    const element = audio.current;
    const to = Number(event.target.value);
    setPosition(to);
    if (element) element.currentTime = to;
  };

  const readDuration = () => {
    const value = audio.current?.duration;
    if (value !== undefined && Number.isFinite(value) && value > 0) setMediaDuration(value);
  };

  // A length reads rounded (0.98 s is '0:01'); the position counts whole seconds played.
  const length = formatTime(Math.round(duration));
  const progress = duration > 0 ? Math.min(100, (position / duration) * 100) : 0;
  return (
    <div
      className={cn('flex items-center gap-3 rounded-xl border bg-muted/40 p-2 pr-3', className)}
      data-testid="demo-player"
      data-state={isPlaying ? 'playing' : 'paused'}
    >
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onLoadedMetadata={readDuration}
        onDurationChange={readDuration}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          setPosition(0);
        }}
        onTimeUpdate={() => setPosition(audio.current?.currentTime ?? 0)}
        onError={() => setFailed(true)}
      />
      <Button
        type="button"
        variant="brand"
        size="icon"
        className="shrink-0 rounded-full"
        onClick={toggle}
        disabled={failed}
        aria-label={isPlaying ? `Pause ${label}` : `Play ${label}`}
      >
        {isPlaying ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" className="translate-x-px" />}
      </Button>
      <div className="grid min-w-0 flex-1 gap-1">
        <input
          type="range"
          min={0}
          max={duration || 0}
          step="any"
          value={Math.min(position, duration || 0)}
          onChange={seek}
          disabled={failed || duration === 0}
          aria-label={`Seek ${label}`}
          aria-valuetext={`${formatTime(position)} of ${length}`}
          className={SEEK_CLASS}
          style={{ background: `linear-gradient(to right, var(--color-brand-strong) ${progress}%, var(--color-border) ${progress}%)` }}
        />
        <p className="flex justify-between text-xs text-muted-foreground tabular-nums">
          <span data-testid="demo-position">{formatTime(position)}</span>
          {failed ? <span>This demo can't be played</span> : <span data-testid="demo-duration">{length}</span>}
        </p>
      </div>
    </div>
  );
}
