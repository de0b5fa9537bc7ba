// A small hand-written confetti burst on a throwaway canvas (defaults: 100 particles,
// spread 70°, from x 0.5 / y 0.4, about 3 s). Nothing runs when the reader prefers reduced motion.
export interface ConfettiOptions {
  particleCount?: number;
  spread?: number;
  origin?: { x: number; y: number };
  durationMs?: number;
}

const COLOURS = ['#f2a93b', '#e86f51', '#2bb3a3', '#5b7cfa', '#f5d76e', '#c95fd8', '#1f2433'];

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  colour: string;
  rotation: number;
  spin: number;
  wobble: number;
  wobbleSpeed: number;
  round: boolean;
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

// Returns a function that stops the burst and removes the canvas.
export function fireConfetti({ particleCount = 100, spread = 70, origin = { x: 0.5, y: 0.4 }, durationMs = 3000 }: ConfettiOptions = {}): () => void {
  if (prefersReducedMotion()) return () => undefined;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return () => undefined;

  const dpr = Math.min(window.devicePixelRatio || 1, 2);
  const width = window.innerWidth;
  const height = window.innerHeight;
  canvas.width = width * dpr;
  canvas.height = height * dpr;
  canvas.setAttribute('aria-hidden', 'true');
  canvas.dataset.testid = 'confetti';
  Object.assign(canvas.style, { position: 'fixed', inset: '0', width: '100%', height: '100%', pointerEvents: 'none', zIndex: '95' });
  document.body.appendChild(canvas);
  context.scale(dpr, dpr);

  const scale = Math.min(1, Math.max(0.6, width / 1200));
  const particles: Particle[] = Array.from({ length: particleCount }, () => {
    const angle = ((90 + (Math.random() - 0.5) * spread) * Math.PI) / 180;
    const speed = (9 + Math.random() * 9) * scale;
    return {
      x: origin.x * width,
      y: origin.y * height,
      vx: Math.cos(angle) * speed,
      vy: -Math.sin(angle) * speed,
      size: (6 + Math.random() * 6) * scale,
      colour: COLOURS[Math.floor(Math.random() * COLOURS.length)] ?? '#f2a93b',
      rotation: Math.random() * Math.PI,
      spin: (Math.random() - 0.5) * 0.3,
      wobble: Math.random() * Math.PI * 2,
      wobbleSpeed: 0.05 + Math.random() * 0.1,
      round: Math.random() < 0.3,
    };
  });

  let frame = 0;
  let stopped = false;
  const started = performance.now();
  const stop = () => {
    if (stopped) return;
    stopped = true;
    cancelAnimationFrame(frame);
    canvas.remove();
  };

  const draw = (time: number) => {
    const progress = (time - started) / durationMs;
    if (progress >= 1) return stop();
    context.clearRect(0, 0, width, height);
    context.globalAlpha = progress < 0.7 ? 1 : 1 - (progress - 0.7) / 0.3;
    for (const p of particles) {
      p.vx *= 0.985;
      p.vy = p.vy * 0.985 + 0.32 * scale;
      p.wobble += p.wobbleSpeed;
      p.x += p.vx + Math.cos(p.wobble) * 0.6;
      p.y += p.vy;
      p.rotation += p.spin;
      context.save();
      context.translate(p.x, p.y);
      context.rotate(p.rotation);
      context.fillStyle = p.colour;
      if (p.round) {
        context.beginPath();
        context.arc(0, 0, p.size / 2.5, 0, Math.PI * 2);
        context.fill();
      } else {
        context.fillRect(-p.size / 2, (-p.size / 4) * Math.abs(Math.sin(p.wobble)), p.size, (p.size / 2) * Math.abs(Math.sin(p.wobble)) + 1);
      }
      context.restore();
    }
    frame = requestAnimationFrame(draw);
  };
  frame = requestAnimationFrame(draw);
  return stop;
}
