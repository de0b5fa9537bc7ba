import { describe, expect, it } from '@jest/globals';
import { CreateForumPostSchema, FORUM_MESSAGES, UpdateForumPostSchema } from './forum.schemas';

describe('forum schemas', () => {
  it('starts a thread with no tags when none are given, lower-cased and deduplicated when they are', () => {
    const thread = { title: 'Which DI box?', content: 'Passive or active?', category: 'gear' };

    expect(CreateForumPostSchema.parse(thread).tags).toEqual([]);
    expect(CreateForumPostSchema.parse({ ...thread, tags: ['Bass', 'bass', ' DI '] }).tags).toEqual(['bass', 'di']);
  });

  it('leaves out of an edit what it does not name (the tags are not reset to none)', () => {
    expect(UpdateForumPostSchema.parse({ title: 'Edited' })).toEqual({ title: 'Edited' });
    expect(UpdateForumPostSchema.parse({})).toEqual({});
  });

  it('counts distinct tags against the limit, in an edit too', () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f'];

    expect(UpdateForumPostSchema.safeParse({ tags: [...six.slice(0, 5), 'A', 'b'] }).data?.tags).toEqual(six.slice(0, 5));
    expect(UpdateForumPostSchema.safeParse({ tags: six }).error?.issues).toEqual([
      expect.objectContaining({ path: ['tags'], message: FORUM_MESSAGES.tooManyTags }),
    ]);
  });
});
