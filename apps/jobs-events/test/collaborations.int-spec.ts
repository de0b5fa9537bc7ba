import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FileStorage } from '@stave/platform';
import { ServiceWithMembers, eventually, mediaFixture, type Member } from '@stave/platform/testing';
import { jobsEventsService } from '../src/app.module';
import { UploadsService } from '../src/uploads/uploads.service';

// Collaboration calls as in the cluster: jobs-events' own database, demos on real S3 (S3Proxy),
// members arriving as identity's events on Kafka, every call through its real guard.
describe('jobs-events: collaboration calls', () => {
  let service: ServiceWithMembers;

  beforeAll(async () => {
    service = await ServiceWithMembers.start(jobsEventsService);
  });

  afterAll(async () => {
    await service?.stop();
  });

  const call = (member: Member, method: string, path: string, body?: unknown) => service.call(method, path, { token: member.token, body });
  const post = async (member: Member, fields: Record<string, unknown> = {}) => {
    const answer = await call(member, 'POST', '/api/collaborations', { title: 'Vocalist for a synth-pop EP', remote: true, ...fields });
    expect(answer.status).toBe(201);
    return answer.body as { id: number; [key: string]: unknown };
  };
  const uploadDemo = (member: Member, bytes: Buffer, type = 'audio/mpeg') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'demo.mp3');
    return service.call('POST', '/api/collaborations/demo', { token: member.token, body: form });
  };
  let tags = 0;
  const tag = () => `zq${Date.now().toString(36)}${++tags}`;

  it('stores the spec’s fields with its defaults, splits comma-separated lists, and answers the author', async () => {
    const author = await service.member({ name: 'Ada', type: 'producer' });
    const call = await post(author, {
      userId: 1,
      description: '  ',
      lookingFor: 'Vocalist, Lyricist , ,vocalist',
      genres: ['Pop', ' Electronic', 'pop'],
      projectType: 'EP',
      demoUrl: '',
    });

    expect(call).toMatchObject({
      userId: author.id,
      description: null,
      lookingFor: ['Vocalist', 'Lyricist'],
      genres: ['Pop', 'Electronic'],
      projectType: 'EP',
      demoUrl: null,
      remote: true,
      location: null,
      paid: false,
      status: 'open',
      demoDurationSeconds: null,
      author: { id: author.id, name: 'Ada', type: 'producer' },
      responseCount: 0,
      hasResponded: false,
    });
    const outbox = await service.db.query(
      `SELECT payload -> 'payload' AS payload FROM outbox WHERE name = 'jobs-events.collaboration.created.v1' AND key = $1`,
      [String(call.id)],
    );
    expect(outbox.rows.map((row) => row.payload)).toEqual([{ collaborationId: call.id, userId: author.id, title: 'Vocalist for a synth-pop EP' }]);
  });

  it('answers the spec’s texts: a title is required, a location only in person; links are http(s)', async () => {
    const author = await service.member();
    const answers = await Promise.all([
      call(author, 'POST', '/api/collaborations', { title: ' ', remote: true }),
      call(author, 'POST', '/api/collaborations', { title: 'Drummer wanted' }),
      call(author, 'POST', '/api/collaborations', { title: 'Drummer wanted', remote: false, location: 'Bristol' }),
      call(author, 'POST', '/api/collaborations', { title: 'Drummer wanted', remote: true, demoUrl: 'javascript:alert(1)' }),
      call(author, 'POST', '/api/collaborations', { title: 'Drummer wanted', remote: true, demoUrl: '/demos/someone-elses.mp3' }),
      call(author, 'POST', '/api/collaborations', {
        title: 'Drummer wanted',
        remote: true,
        genres: Array(21)
          .fill('x')
          .map((x, i) => `${x}${i}`),
      }),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 201, 400, 400, 400]);
    expect(answers[0]!.body.errors).toEqual([expect.objectContaining({ path: 'title', message: 'Title is required' })]);
    expect(answers[1]!.body.errors).toEqual([expect.objectContaining({ path: 'location', message: 'Location is required for in-person collaborations' })]);
    expect(answers[3]!.body.errors[0]).toMatchObject({ path: 'demoUrl' });
    expect(answers[4]!.body.errors[0]).toMatchObject({ path: 'demoUrl' });
    expect(answers[5]!.body.errors[0]).toMatchObject({ path: 'genres', message: 'List at most 20' });
  });

  it('filters on the server, newest first: search, genres (any, any case), remote, paid, and the author’s own', async () => {
    const [author, viewer] = [await service.member(), await service.member()];
    const word = tag();
    const rock = await post(author, { title: `${word} rock band`, genres: ['Rock'], remote: false, location: 'Leeds' });
    const jazz = await post(author, { title: `${word} jazz trio`, genres: ['Jazz', 'Blues'], paid: true });
    const techno = await post(author, { title: `${word} techno`, description: 'warehouse sound', genres: ['techno'] });
    const closed = await post(author, { title: `${word} closed`, genres: ['Rock'] });
    await call(author, 'PATCH', `/api/collaborations/${closed.id}`, { status: 'closed' });
    const ids = async (query: string, who = viewer) => {
      const answer = await call(who, 'GET', `/api/collaborations?search=${word}${query}`);
      expect(answer.status).toBe(200);
      return (answer.body as { id: number }[]).map((c) => c.id);
    };

    expect(await ids('')).toEqual([techno.id, jazz.id, rock.id]);
    expect(await ids('&genre=rock&genre=TECHNO')).toEqual([techno.id, rock.id]);
    expect(await ids('&remote=true')).toEqual([techno.id, jazz.id]);
    expect(await ids('&paid=true')).toEqual([jazz.id]);
    expect(await ids('%20warehouse')).toEqual([techno.id]);
    expect(await ids('&mine=true', author)).toEqual([closed.id, techno.id, jazz.id, rock.id]);
    expect(await ids('&mine=true')).toEqual([]);
    const page = await call(viewer, 'GET', `/api/collaborations?search=${word}&limit=2`);
    expect(page.headers.get('x-total-count')).toBe('3');
    expect(page.headers.get('x-next-page')).toBe('2');
  });

  it('finds a searched word and a genre through their indexes, never reading the whole table (20,000 calls)', async () => {
    await service.db.query(
      `INSERT INTO collaborations (user_id, title, genres, remote)
       SELECT 1, CASE WHEN i % 4000 = 0 THEN 'Theremin player ' || i ELSE 'Call ' || md5(i::text) END,
              CASE WHEN i % 5000 = 0 THEN ARRAY['Zydeco'] ELSE ARRAY['Rock'] END, true
         FROM generate_series(1, 20000) i`,
    );
    await service.db.query(`ANALYZE collaborations`);
    const plan = async (where: string) =>
      (
        await service.db.query(`EXPLAIN SELECT id FROM collaborations c WHERE c.status = 'open' AND ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT 50`)
      ).rows
        .map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN'])
        .join('\n');
    const member = await service.member();

    const byWord = await plan(`c.search_doc LIKE '%theremin%'`);
    const byGenre = await plan(`c.genres_lower && ARRAY['zydeco']::text[]`);
    expect(byWord).toContain('collaborations_search_trgm_idx');
    expect(byGenre).toContain('collaborations_genres_idx');
    expect(`${byWord}${byGenre}`).not.toContain('Seq Scan');
    expect((await call(member, 'GET', '/api/collaborations?search=theremin')).body).toHaveLength(5);
    expect((await call(member, 'GET', '/api/collaborations?genre=zydeco')).body).toHaveLength(4);
    await service.db.query(`DELETE FROM collaborations WHERE user_id = 1`);
  });

  it('ranks popular genres: presets by use, then members’ own by use', async () => {
    const author = await service.member();
    const own = tag();
    await post(author, { genres: ['Metal', own] });
    await post(author, { genres: ['metal', own.toUpperCase()] });

    const genres = (await call(author, 'GET', '/api/collaborations/genres')).body as { genre: string; count: number }[];
    const names = genres.map((g) => g.genre);
    // Every preset is there, before any genre members added.
    const presetCount = 14;
    expect(names.slice(0, presetCount)).toEqual(expect.arrayContaining(['Rock', 'Pop', 'Hip Hop', 'Electronic', 'Jazz', 'Metal', 'Other']));
    expect(genres.find((g) => g.genre === 'Metal')!.count).toBeGreaterThanOrEqual(2);
    const counts = genres.slice(0, presetCount).map((g) => g.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(names.slice(presetCount).map((name) => name.toLowerCase())).toContain(own);
  });

  it('takes half a surrogate pair in the text (as U+FFFD, as the row stores it) instead of failing on the event', async () => {
    const author = await service.member();
    const answer = await call(author, 'POST', '/api/collaborations', { title: 'Riff \ud800', remote: true });

    expect(answer).toMatchObject({ status: 201, body: { title: 'Riff \ufffd' } });
  });

  it("lets only the author edit, close or delete; anyone else's attempt is 404", async () => {
    const [author, other] = [await service.member(), await service.member()];
    const call1 = await post(author);

    const foreign = await Promise.all([
      call(other, 'PATCH', `/api/collaborations/${call1.id}`, { title: 'Mine' }),
      call(other, 'PATCH', `/api/collaborations/${call1.id}`, { status: 'closed' }),
      call(other, 'DELETE', `/api/collaborations/${call1.id}`),
      call(other, 'GET', `/api/collaborations/424242`),
    ]);
    expect(foreign.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
    expect(foreign[0]!.body).toMatchObject({ code: 'COLLABORATION_NOT_FOUND', message: 'Collaboration not found' });

    // In person without a place is refused on edit too.
    const inPerson = await call(author, 'PATCH', `/api/collaborations/${call1.id}`, { remote: false });
    expect(inPerson.body.errors?.[0] ?? inPerson.body).toMatchObject({ message: 'Location is required for in-person collaborations' });
    expect((await call(author, 'PATCH', `/api/collaborations/${call1.id}`, { remote: false, location: 'Cardiff' })).body).toMatchObject({
      location: 'Cardiff',
    });
    expect((await call(author, 'DELETE', `/api/collaborations/${call1.id}`)).status).toBe(204);
    expect((await call(author, 'GET', `/api/collaborations/${call1.id}`)).status).toBe(404);
  });

  it('counts each member who answers once, for the author only; never one’s own call or a closed one', async () => {
    const [author, a, b] = [await service.member(), await service.member(), await service.member()];
    const open = await post(author);

    const answers = await Promise.all([...Array(5).fill(a), b].map((member: Member) => call(member, 'POST', `/api/collaborations/${open.id}/respond`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await call(author, 'GET', `/api/collaborations/${open.id}`)).body).toMatchObject({ responseCount: 2 });
    expect((await call(a, 'GET', `/api/collaborations/${open.id}`)).body).toMatchObject({ responseCount: null, hasResponded: true });

    expect((await call(author, 'POST', `/api/collaborations/${open.id}/respond`)).body).toMatchObject({ code: 'OWN_COLLABORATION' });
    await call(author, 'PATCH', `/api/collaborations/${open.id}`, { status: 'closed' });
    expect(await call(b, 'POST', `/api/collaborations/${open.id}/respond`)).toMatchObject({ status: 409, body: { code: 'COLLABORATION_CLOSED' } });
  });

  it('lists who answered to the author only, newest first and paged, leaving out members blocked either way', async () => {
    const [author, stranger] = [await service.member(), await service.member()];
    const first = await service.member({ name: 'Ann First', type: 'musician' });
    const [second, third, blocker, blockedByAuthor] = [await service.member(), await service.member(), await service.member(), await service.member()];
    const open = await post(author);
    for (const member of [first, second, third, blocker, blockedByAuthor]) {
      expect((await call(member, 'POST', `/api/collaborations/${open.id}/respond`)).status).toBe(200);
    }
    // Answered a minute apart, in that order.
    await service.db.query(
      `UPDATE collaboration_responses r SET created_at = now() - (interval '1 minute' * (10 - array_position($2::int[], r.user_id)))
        WHERE r.collaboration_id = $1`,
      [open.id, [first.id, second.id, third.id, blocker.id, blockedByAuthor.id]],
    );
    const at = new Date().toISOString();
    await service.publish('messaging.member.blocked.v1', blocker.id, { blockerId: blocker.id, blockedId: author.id, at }, 'messaging');
    await service.publish('messaging.member.blocked.v1', author.id, { blockerId: author.id, blockedId: blockedByAuthor.id, at }, 'messaging');
    await eventually(
      async () => (await service.db.query(`SELECT 1 FROM blocks WHERE blocked AND blocker_id = ANY($1)`, [[blocker.id, author.id]])).rowCount === 2,
    );

    const all = await call(author, 'GET', `/api/collaborations/${open.id}/responses`);
    expect(all.status).toBe(200);
    expect((all.body as { member: { id: number } }[]).map((row) => row.member.id)).toEqual([third.id, second.id, first.id]);
    expect(all.body[2]).toEqual({
      member: { id: first.id, username: first.username, name: 'Ann First', profileImage: null, type: 'musician' },
      respondedAt: expect.stringMatching(/Z$/),
    });
    expect(all.headers.get('x-total-count')).toBe('3');
    expect(all.headers.get('x-next-page')).toBeNull();
    // The count on the call is every answer; the list, those the author may still deal with.
    expect((await call(author, 'GET', `/api/collaborations/${open.id}`)).body).toMatchObject({ responseCount: 5 });

    const page1 = await call(author, 'GET', `/api/collaborations/${open.id}/responses?limit=2`);
    expect(page1.body.map((row: { member: { id: number } }) => row.member.id)).toEqual([third.id, second.id]);
    expect([page1.headers.get('x-total-count'), page1.headers.get('x-next-page')]).toEqual(['3', '2']);
    const page2 = await call(author, 'GET', `/api/collaborations/${open.id}/responses?limit=2&page=2`);
    expect(page2.body.map((row: { member: { id: number } }) => row.member.id)).toEqual([first.id]);
    expect(page2.headers.get('x-next-page')).toBeNull();

    // Someone else's call (a responder's too) reads as one that does not exist; a malformed id is refused by the schema.
    const refused = await Promise.all([
      call(stranger, 'GET', `/api/collaborations/${open.id}/responses`),
      call(first, 'GET', `/api/collaborations/${open.id}/responses`),
      call(author, 'GET', `/api/collaborations/2147483000/responses`),
    ]);
    expect(refused.map((answer) => [answer.status, answer.body.code])).toEqual(Array(3).fill([404, 'COLLABORATION_NOT_FOUND']));
    expect(await call(author, 'GET', `/api/collaborations/abc/responses`)).toMatchObject({ status: 400, body: { message: 'Collaboration not found' } });

    // An erased member is gone from the list.
    await service.publish('identity.user.erased.v1', second.id, { userId: second.id, erasedAt: new Date().toISOString() });
    await eventually(async () => (await call(author, 'GET', `/api/collaborations/${open.id}/responses`)).headers.get('x-total-count') === '2');
    expect((await call(author, 'GET', `/api/collaborations/${open.id}/responses`)).body.map((row: { member: { id: number } }) => row.member.id)).toEqual([
      third.id,
      first.id,
    ]);
  });

  it('takes an audio demo with its real length, serves it by range, lets only its uploader use it, and sweeps it once unused', async () => {
    const [author, other] = [await service.member(), await service.member()];
    const uploaded = await uploadDemo(author, mediaFixture('tone.mp3'));
    expect(uploaded.status).toBe(201);
    const { demoUrl, durationSeconds } = uploaded.body as { demoUrl: string; durationSeconds: number };
    expect(demoUrl).toMatch(/^\/demos\/[0-9a-f-]+\.mp3$/);
    expect(durationSeconds).toBeGreaterThan(0.5);

    const ranged = await fetch(`${service.url}${demoUrl}`, { headers: { range: 'bytes=0-9' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-type')).toBe('audio/mpeg');

    const video = await uploadDemo(author, mediaFixture('clip.mp4'), 'video/mp4');
    expect(video).toMatchObject({ status: 415, body: { message: 'Demos must be audio: MP3, WAV, OGG, FLAC, AAC or M4A' } });
    const junk = await uploadDemo(author, Buffer.from('not audio at all'));
    expect(junk.status).toBe(415);

    const stolen = await call(other, 'POST', '/api/collaborations', { title: 'Mine', remote: true, demoUrl });
    expect(stolen).toMatchObject({ status: 400, body: { errors: [expect.objectContaining({ path: 'demoUrl' })] } });
    const used = await post(author, { demoUrl });
    expect(used).toMatchObject({ demoUrl, demoDurationSeconds: durationSeconds });

    // Aged past a day: the used one stays, an unused one goes with its file.
    const spare = ((await uploadDemo(author, mediaFixture('tone.mp3'))).body as { demoUrl: string }).demoUrl;
    await service.db.query(`UPDATE uploads SET created_at = now() - interval '2 days' WHERE key = ANY($1)`, [[demoUrl.slice(1), spare.slice(1)]]);
    await service.service.app.get(UploadsService).sweepUnused();
    const kept = await service.db.query(`SELECT key FROM uploads WHERE key = ANY($1)`, [[demoUrl.slice(1), spare.slice(1)]]);
    expect(kept.rows.map((row) => row.key)).toEqual([demoUrl.slice(1)]);
    const storage = service.service.app.get(FileStorage);
    expect(await storage.exists(spare.slice(1))).toBe(false);
    expect(await storage.exists(demoUrl.slice(1))).toBe(true);
    expect((await fetch(`${service.url}${demoUrl}`)).status).toBe(200);
  });
});
