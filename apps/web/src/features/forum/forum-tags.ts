import { CreateForumPostSchema, FORUM_MESSAGES, FORUM_TAGS_MAX } from '@stave/contracts';

// What was typed, as tags: split at spaces and commas (a tag has neither), a leading '#' dropped.
export function tagsFrom(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((tag) => tag.replace(/^#+/, ''))
    .filter(Boolean);
}

// Adds the typed tags the server would take (checked with the contracts' rule), or says why not.
export function addTags(current: readonly string[], text: string): { tags: string[]; error: string | null } {
  const tags = [...current];
  for (const candidate of tagsFrom(text)) {
    const parsed = CreateForumPostSchema.shape.tags.safeParse([candidate]);
    if (!parsed.success) return { tags, error: parsed.error.issues[0]?.message ?? FORUM_MESSAGES.invalidTag };
    const tag = parsed.data[0] ?? candidate;
    if (tags.includes(tag)) continue;
    if (tags.length >= FORUM_TAGS_MAX) return { tags, error: FORUM_MESSAGES.tooManyTags };
    tags.push(tag);
  }
  return { tags, error: null };
}
