// A card shows 3 skills, then +N.
const SKILLS_SHOWN = 3;

export function SkillChips({ skills }: { skills: readonly string[] }) {
  if (skills.length === 0) return null;
  const extra = skills.length - SKILLS_SHOWN;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
      {skills.slice(0, SKILLS_SHOWN).map((skill) => (
        <li key={skill} className="rounded-full border bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">
          {skill}
        </li>
      ))}
      {extra > 0 ? (
        <li className="rounded-full px-1.5 py-0.5 text-xs font-medium text-muted-foreground" aria-label={`and ${extra} more`}>
          +{extra}
        </li>
      ) : null}
    </ul>
  );
}
