// #hashtags and @mentions as members type them (hashtags, mentionedUsers). A tag keeps
// the spelling of its first use in the post; duplicates differing only in case are dropped.
const HASHTAG = /(^|[^\p{L}\p{N}_&#])#([\p{L}\p{N}_]{1,50})/gu;
const MENTION = /(^|[^\p{L}\p{N}_.@-])@([A-Za-z0-9_.-]{3,30})/gu;

function uniqueCaseInsensitive(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function extractHashtags(content: string): string[] {
  return uniqueCaseInsensitive([...content.matchAll(HASHTAG)].map((match) => match[2]!)).slice(0, 30);
}

// Usernames may end in a dot or dash only if the member chose one; a sentence's full stop is not part of it.
export function extractMentions(content: string): string[] {
  return uniqueCaseInsensitive([...content.matchAll(MENTION)].map((match) => match[2]!.replace(/[.-]+$/, '')))
    .filter((name) => name.length >= 3)
    .slice(0, 30);
}
