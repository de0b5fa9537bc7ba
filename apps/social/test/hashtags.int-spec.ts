import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DB_QUERIES_HEADER } from '@stave/platform';
import { SocialUnderTest, type Member } from './harness';

// The web's hashtag page (GET /api/posts/hashtag/:tag) and the public profile's follow state.
describe('social: posts by hashtag, follow state', () => {
  let social: SocialUnderTest;

  beforeAll(async () => {
    social = await SocialUnderTest.start();
  });

  afterAll(async () => {
    await social?.stop();
  });

  const publish = async (member: Member, content: string): Promise<number> =>
    (await social.call('POST', '/api/posts', { token: member.token, body: { content } })).body.id;

  it('lists the posts carrying a tag in any case, newest first, paged by cursor', async () => {
    const [reader, author, other] = [await social.member(), await social.member(), await social.member()];
    const tag = `Gig${Date.now().toString(36)}`;
    const first = await publish(author, `Tonight: #${tag} at the Crescent`);
    await publish(other, 'No tag here, just #Soul');
    const second = await publish(other, `#${tag.toLowerCase()} was loud`);
    await publish(author, `Almost #${tag}x but not quite`);
    const third = await publish(author, `Set list for #${tag.toUpperCase()} and #Jazz`);

    const page1 = await social.call('GET', `/api/posts/hashtag/${tag}?limit=2`, { token: reader.token });
    expect(page1.status).toBe(200);
    expect(page1.body.map((p: { id: number }) => p.id)).toEqual([third, second]);
    expect(page1.body[0]).toMatchObject({ author: { id: author.id }, isFollowing: false, hashtags: [tag.toUpperCase(), 'Jazz'] });
    const cursor = page1.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();

    const page2 = await social.call('GET', `/api/posts/hashtag/${tag.toLowerCase()}?limit=2&before=${encodeURIComponent(cursor!)}`, { token: reader.token });
    expect(page2.body.map((p: { id: number }) => p.id)).toEqual([first]);
    expect(page2.headers.get('x-next-cursor')).toBeNull();

    const none = await social.call('GET', '/api/posts/hashtag/NobodyUsesThisTag', { token: reader.token });
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
  });

  it('reads a page in one statement, however many posts carry the tag, through the GIN index', async () => {
    const [reader, author] = [await social.member(), await social.member()];
    const tag = `Budget${Date.now().toString(36)}`;
    const statements = async () => {
      const response = await social.call('GET', `/api/posts/hashtag/${tag}`, { token: reader.token });
      expect(response.status).toBe(200);
      return Number(response.headers.get(DB_QUERIES_HEADER));
    };
    await publish(author, `#${tag} one`);
    const one = await statements();
    for (let i = 0; i < 20; i += 1) await publish(author, `#${tag} ${i}`);
    expect([one, await statements()]).toEqual([1, 1]);

    // The planner can answer the tag test from the index (a sequential scan only wins on a tiny table).
    const client = social.db;
    await client.query('BEGIN');
    try {
      await client.query('SET LOCAL enable_seqscan = off');
      const plan = await client.query(`EXPLAIN SELECT id FROM posts p WHERE social_lower_tags(p.hashtags) @> ARRAY[$1::text]`, [tag.toLowerCase()]);
      expect(plan.rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n')).toContain('posts_hashtags_lower_idx');
    } finally {
      await client.query('ROLLBACK');
    }
  });

  it('refuses a tag that is not 1-50 letters, digits or underscores, and a bad cursor', async () => {
    const reader = await social.member();
    for (const bad of ['with-dash', '%23hash', 'x'.repeat(51), 'two%20words', 'dot.ted']) {
      const response = await social.call('GET', `/api/posts/hashtag/${bad}`, { token: reader.token });
      expect([bad, response.status, response.body.message]).toEqual([bad, 400, 'A hashtag is 1-50 letters, numbers or underscores']);
    }
    expect((await social.call('GET', `/api/posts/hashtag/${'x'.repeat(50)}`, { token: reader.token })).status).toBe(200);
    expect((await social.call('GET', '/api/posts/hashtag/Café_2', { token: reader.token })).status).toBe(200);
    const cursor = await social.call('GET', `/api/posts/hashtag/Soul?before=${Buffer.from('0|1').toString('base64url')}`, { token: reader.token });
    expect(cursor.status).toBe(400);
    expect((await social.call('GET', '/api/posts/hashtag/Soul')).status).toBe(401);
  });

  it("pairs each mentioned member's id with their username, so the text's @name can link to them", async () => {
    const [author, sam, priya] = [await social.member(), await social.member(), await social.member()];
    const id = await publish(author, `Tracking with @${sam.username} and @${priya.username.toUpperCase()} (and @nobody_here, @${author.username})`);
    const post = (await social.call('GET', `/api/posts/${id}`, { token: author.token })).body;
    expect(post.mentions).toEqual(
      [
        { id: sam.id, username: sam.username },
        { id: priya.id, username: priya.username },
      ].sort((a, b) => a.id - b.id),
    );
    expect([...post.mentionedUsers].sort((a: number, b: number) => a - b)).toEqual(post.mentions.map((m: { id: number }) => m.id));
  });

  it('tells a member whether they follow someone', async () => {
    const [fan, artist] = [await social.member(), await social.member()];
    const state = async () => (await social.call('GET', `/api/users/${artist.id}/follow`, { token: fan.token })).body;
    expect(await state()).toEqual({ following: false });
    await social.call('POST', `/api/users/${artist.id}/follow`, { token: fan.token });
    expect(await state()).toEqual({ following: true });
    expect((await social.call('GET', `/api/users/${fan.id}/follow`, { token: fan.token })).body).toEqual({ following: false });
    expect((await social.call('GET', '/api/users/abc/follow', { token: fan.token })).status).toBe(400);
  });
});
