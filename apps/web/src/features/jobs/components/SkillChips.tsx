import { ChipList } from '@/components/lists/ChipList';

// A card shows 3 skills, then +N.
export function SkillChips({ skills }: { skills: readonly string[] }) {
  return <ChipList items={skills} shown={3} label="Skills" />;
}
