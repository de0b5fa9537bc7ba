// A card shows 2 genres, then +N.
const GENRES_SHOWN = 2;

export function GenreChips({ genres }: { genres: readonly string[] }) {
  if (genres.length === 0) return null;
  const extra = genres.length - GENRES_SHOWN;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Genres">
      {genres.slice(0, GENRES_SHOWN).map((genre) => (
        <li key={genre} className="rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-medium text-brand-strong">
          {genre}
        </li>
      ))}
      {extra > 0 ? (
        <li
          className="rounded-full px-1.5 py-0.5 text-xs font-medium text-muted-foreground"
          aria-label={`and ${extra} more`}
          title={genres.slice(GENRES_SHOWN).join(', ')}
        >
          +{extra}
        </li>
      ) : null}
    </ul>
  );
}
