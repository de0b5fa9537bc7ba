import { describe, expect, it } from '@jest/globals';
import { FORUM_MESSAGES } from '@stave/contracts';
import { addTags, tagsFrom } from './forum-tags';

describe('tags typed into the thread form', () => {
  it('splits at spaces and commas and drops a leading #', () => {
    expect(tagsFrom(' #mixing, vocals  home-studio,,')).toEqual(['mixing', 'vocals', 'home-studio']);
  });

  it('adds them as the server stores them, once each', () => {
    expect(addTags(['mixing'], 'Vocals MIXING')).toEqual({ tags: ['mixing', 'vocals'], error: null });
  });

  it('refuses a tag the server would refuse, keeping those before it', () => {
    expect(addTags([], 'ok -bad')).toEqual({ tags: ['ok'], error: FORUM_MESSAGES.invalidTag });
  });

  it('refuses a sixth tag', () => {
    expect(addTags(['a', 'b', 'c', 'd', 'e'], 'f')).toEqual({ tags: ['a', 'b', 'c', 'd', 'e'], error: FORUM_MESSAGES.tooManyTags });
  });

  it('adds nothing for nothing typed', () => {
    expect(addTags(['a'], '  ')).toEqual({ tags: ['a'], error: null });
  });
});
