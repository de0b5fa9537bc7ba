import { describe, expect, it } from '@jest/globals';
import { extractHashtags, extractMentions } from './post-text';

describe(extractHashtags.name, () => {
  it.each([
    ['New single out! #UKMusic #LiveMusic', ['UKMusic', 'LiveMusic']],
    ['#ukmusic and #UKMusic again', ['ukmusic']],
    ['Issue #12 of the zine, and C# minor', ['12']],
    ['R&B#Soul is not a tag, but #Soul is', ['Soul']],
    ['Café culture #Música', ['Música']],
    ['no tags here', []],
  ])('reads %j', (content, tags) => {
    expect(extractHashtags(content)).toEqual(tags);
  });
});

describe(extractMentions.name, () => {
  it.each([
    ['Thanks @sam_adeyemi and @jo.w!', ['sam_adeyemi', 'jo.w']],
    ['Email me at jo@example.com', []],
    ['Shout out to @SAM_ADEYEMI and @sam_adeyemi.', ['SAM_ADEYEMI']],
    ['@ab is too short', []],
  ])('reads %j', (content, names) => {
    expect(extractMentions(content)).toEqual(names);
  });
});
