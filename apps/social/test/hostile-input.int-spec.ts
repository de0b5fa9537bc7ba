import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { callApi } from '@stave/platform/testing';
import { SocialUnderTest, type Member } from './harness';

// Input no client of ours sends, which reached SQL or the upload parser and answered 500, or was
// quietly read as something else (an id from `true`, a limit from '0x5').
describe('social: hostile input', () => {
  let social: SocialUnderTest;
  let ada: Member;
  let sam: Member;

  beforeAll(async () => {
    social = await SocialUnderTest.start();
    [ada, sam] = [await social.member(), await social.member()];
  });

  afterAll(async () => {
    await social?.stop();
  });

  const b64 = (text: string) => Buffer.from(text).toString('base64url');

  describe('crafted cursors', () => {
    const lists = () => ['/api/posts', '/api/posts/feed', '/api/feed/posts', '/api/posts/saved', `/api/posts/user/${sam.id}`, '/api/notifications'];

    it.each([['0|1'], ['2020|1'], ['2020-01-01T00:00:00Z|1'], ['0000-01-01T00:00:00.000Z|1'], ['2020-01-01T00:00:00.000Z|0x1'], ['nope']])(
      'answer 400 Invalid cursor for %j on every cursor-paged list',
      async (text) => {
        for (const path of lists()) {
          const response = await social.call('GET', `${path}?before=${b64(text)}`, { token: ada.token });

          expect([path, response.status, response.body]).toEqual([
            path,
            400,
            { message: 'Invalid cursor', code: 'VALIDATION', errors: [{ path: 'before', message: 'Invalid cursor' }] },
          ]);
        }
      },
    );

    it('still pages with the cursor a list gave', async () => {
      for (let i = 0; i < 3; i++) await social.call('POST', '/api/posts', { token: sam.token, body: { content: `page ${i}` } });

      const first = await social.call('GET', `/api/posts/user/${sam.id}?limit=2`, { token: ada.token });
      const second = await social.call('GET', `/api/posts/user/${sam.id}?limit=2&before=${first.headers.get('x-next-cursor')}`, { token: ada.token });

      expect([first.body.length, second.body.length]).toEqual([2, 1]);
    });
  });

  describe('ids and numbers', () => {
    it.each([[true], ['member'], ['0x'], ['1e'], ['string'], ['float']])('refuses a receiverId that is not a JSON integer (%s)', async (kind) => {
      const receiverId = {
        true: true,
        member: [sam.id],
        '0x': `0x${sam.id.toString(16)}`,
        '1e': `${sam.id / 10}e1`,
        string: String(sam.id),
        float: sam.id + 0.5,
      }[String(kind)];

      const response = await social.call('POST', '/api/connections', { token: ada.token, body: { receiverId } });

      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message: 'Choose who to connect with', code: 'VALIDATION' });
      expect((await social.call('GET', '/api/connection-requests/sent', { token: ada.token })).body).toEqual([]);
    });

    it.each([['0x5'], ['1e1'], ['%205'], ['5.0'], ['-5'], ['%2B5'], ['']])('refuses limit=%s with 400', async (limit) => {
      for (const path of ['/api/posts', '/api/notifications', '/api/users/recommendations']) {
        expect([path, (await social.call('GET', `${path}?limit=${limit}`, { token: ada.token })).status]).toEqual([path, 400]);
      }
    });

    it('reads ids in a path as decimal digits only', async () => {
      const postId = (await social.call('POST', '/api/posts', { token: sam.token, body: { content: 'hex me' } })).body.id as number;

      for (const id of [`0x${postId.toString(16)}`, `${postId}.0`, `%20${postId}`, `%2B${postId}`]) {
        const response = await social.call('GET', `/api/posts/${id}`, { token: ada.token });
        expect([id, response.status, response.body.message]).toEqual([id, 400, 'Invalid id']);
      }
      expect((await social.call('GET', `/api/posts/${postId}`, { token: ada.token })).status).toBe(200);
    });
  });

  describe('malformed uploads', () => {
    const boundary = 'stave-test-boundary';
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot really a png`;

    it.each([
      ['no closing boundary', `multipart/form-data; boundary=${boundary}`, part],
      ['no boundary parameter', 'multipart/form-data', `${part}\r\n--${boundary}--\r\n`],
      ['the wrong boundary', 'multipart/form-data; boundary=not-the-one-used', `${part}\r\n--${boundary}--\r\n`],
    ])('answers POST /api/posts/media 400 for %s', async (_case, contentType, body) => {
      const response = await callApi(`${social.url}/api/posts/media`, 'POST', { token: ada.token, headers: { 'content-type': contentType }, body });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Malformed upload', code: 'MALFORMED_UPLOAD' });
    });
  });
});
