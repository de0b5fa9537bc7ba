import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomInt } from 'node:crypto';
import { ADVERTISING_MESSAGES } from '@stave/contracts';
import { BackgroundJobs } from '@stave/platform';
import { eventually, findMemberId } from '@stave/platform/testing';
import { SWEEP_INQUIRIES } from '../src/advertising/jobs/sweep-inquiries.job';
import { AccountDeletionService } from '../src/privacy/account-deletion.service';
import { Api, fakeClientAddress, startIdentity, type IdentityUnderTest, type Member } from './harness';
import { SmtpSink } from './smtp-sink';

// Ids chosen before identity starts, so ADVERTISING_STAFF can name them: the two staff are the first members
// registered, the third is an ordinary member; GHOST_ID is on the team but has no account.
const STAFF_ID = randomInt(10_000_000, 1_000_000_000);
const GHOST_ID = STAFF_ID + 500;
const INQUIRIES = '/api/advertising/inquiries';

let counter = 0;
function newInquiry(overrides: Record<string, unknown> = {}) {
  const tag = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  return {
    companyName: `Riffs & Co ${tag}`,
    contactName: 'Jo Marsh',
    email: `ads_${tag}@example.test`,
    phone: '+44 113 496 0000',
    interestedIn: 'Premium',
    message: `We make guitar amps in Leeds and would like to reach Stave's guitarists (${tag}).`,
    website: '',
    // Shown ten seconds ago: a person's pace.
    shownAt: Date.now() - 10_000,
    ...overrides,
  };
}

// 'Advertise with Stave' (docs/advertising.md): the public form's endpoint, its limit and spam checks,
// the acknowledgement mail (a real SMTP server receives it), and the partnerships team's queue.
describe('identity: advertising inquiries', () => {
  let sink: SmtpSink;
  let identity: IdentityUnderTest;
  let api: Api;
  let staff: Member;
  let colleague: Member;
  let member: Member;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    identity = await startIdentity({ MAIL_TRANSPORT: 'smtp', SMTP_URL: sink.url, ADVERTISING_STAFF: `${STAFF_ID},${STAFF_ID + 1},${GHOST_ID}` });
    api = new Api(identity.url);
    await identity.db.query(`ALTER TABLE users ALTER COLUMN id RESTART WITH ${STAFF_ID}`);
    staff = await api.register();
    colleague = await api.register();
    member = await api.register();
  });

  afterAll(async () => {
    await identity?.stop();
    await sink?.close();
  });

  const send = (body: unknown, address = fakeClientAddress()) => api.call('POST', INQUIRIES, { body, headers: { 'x-forwarded-for': address } });
  const stored = async (companyName: string) =>
    (await identity.db.query(`SELECT status, email, phone, client_address, processed_at FROM advertising_inquiries WHERE company_name = $1`, [companyName]))
      .rows;
  const queue = (token: string, query = '') => api.call('GET', `${INQUIRIES}${query}`, { token });
  const patch = (id: number, body: unknown, token = staff.token) => api.call('PATCH', `${INQUIRIES}/${id}`, { token, body });

  it('keeps a valid inquiry for the team and mails the inquirer a receipt with nothing they typed in it', async () => {
    const address = fakeClientAddress();
    // The form mails any address "as Stave": whatever is typed into it must not reach that mailbox in our name.
    const bait = 'Your Stave account is suspended. Verify it at https://stave-verify.example.test';
    const inquiry = newInquiry({
      email: `  Ads_${Date.now().toString(36)}@Example.TEST `,
      companyName: `Stave Security ${Date.now().toString(36)}`,
      contactName: 'Stave Support',
      phone: '+44 800 000 0000',
      message: `Two lines:\n${bait}`,
    });

    const response = await send(inquiry, address);

    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(Number), message: ADVERTISING_MESSAGES.received });
    const email = inquiry.email.trim().toLowerCase();
    expect(await stored(inquiry.companyName)).toEqual([{ status: 'new', email, phone: '+44 800 000 0000', client_address: address, processed_at: null }]);
    const mail = await sink.mailTo(email, /^We have received your advertising inquiry$/);
    for (const typed of [inquiry.companyName, 'Stave Support', '+44 800 000 0000', 'Two lines', bait, 'stave-verify']) expect(mail.text).not.toContain(typed);
    // What it does say: the tier chosen from the form's list, and the inquiry's number for a reply.
    expect(mail.text).toContain('Interested in: Premium');
    expect(mail.text).toContain(`Reference: ${response.body.id}`);
    // The team still sees everything that was sent.
    const { inquiries } = (await queue(staff.token)).body as { inquiries: Array<Record<string, unknown>> };
    expect(inquiries.find((row) => row.id === response.body.id)).toMatchObject({
      companyName: inquiry.companyName,
      contactName: 'Stave Support',
      message: `Two lines:\n${bait}`,
    });
  });

  it('refuses what the contract refuses, on the right fields with its texts, and keeps nothing', async () => {
    const everything = await send({});
    expect(everything.status).toBe(400);
    expect(everything.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'companyName', message: ADVERTISING_MESSAGES.companyRequired },
        { path: 'contactName', message: ADVERTISING_MESSAGES.contactRequired },
        { path: 'email', message: ADVERTISING_MESSAGES.emailInvalid },
        { path: 'interestedIn', message: 'Choose what you are interested in' },
        { path: 'message', message: ADVERTISING_MESSAGES.messageRequired },
      ]),
    );
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ companyName: '   ' }, 'companyName', ADVERTISING_MESSAGES.companyRequired],
      [{ email: 'not an address' }, 'email', ADVERTISING_MESSAGES.emailInvalid],
      [{ phone: 'call me maybe' }, 'phone', ADVERTISING_MESSAGES.phoneInvalid],
      [{ phone: '12 34' }, 'phone', ADVERTISING_MESSAGES.phoneInvalid],
      [{ interestedIn: 'Gold' }, 'interestedIn', 'Choose what you are interested in'],
      [{ message: 'x'.repeat(3001) }, 'message', ADVERTISING_MESSAGES.messageTooLong],
    ];
    for (const [change, path, message] of cases) {
      const inquiry = newInquiry(change);
      const response = await send(inquiry);
      // A value can break two of a field's rules (letters in a phone number: the characters and the digit count).
      const errors = [...new Set(response.body.errors.map((error: unknown) => JSON.stringify(error)))].map((error) => JSON.parse(error as string));
      expect({ change, status: response.status, errors }).toEqual({ change, status: 400, errors: [{ path, message }] });
      expect(await stored(inquiry.companyName)).toEqual([]);
    }
  });

  it('takes five inquiries an hour from one address, then 429 until the hour ends; another address still gets through', async () => {
    const address = fakeClientAddress();
    for (let i = 0; i < 5; i++) expect((await send(newInquiry(), address)).status).toBe(201);

    const sixth = newInquiry();
    const refused = await send(sixth, address);

    expect(refused).toMatchObject({ status: 429, body: { code: 'ADVERTISING_TOO_MANY', message: ADVERTISING_MESSAGES.tooMany } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await stored(sixth.companyName)).toEqual([]);
    expect((await send(newInquiry())).status).toBe(201);
  });

  // Changes made when the test runs: the form's times are relative to then.
  it.each([
    ['the hidden field filled in', () => ({ website: 'https://cheap-pills.example' })],
    ['sent a second after the form was shown', () => ({ shownAt: Date.now() - 1_000 })],
    ['shown five minutes from now', () => ({ shownAt: Date.now() + 5 * 60_000 })],
    ['four links in the message', () => ({ message: 'Deals: https://a.example http://b.example www.c.example https://d.example' })],
  ])('refuses as spam an inquiry %s, and keeps nothing', async (_case, change) => {
    const inquiry = newInquiry(change());

    const response = await send(inquiry);

    expect(response).toMatchObject({ status: 400, body: { code: 'ADVERTISING_SPAM', message: ADVERTISING_MESSAGES.spam } });
    expect(await stored(inquiry.companyName)).toEqual([]);
  });

  it('refuses the same message again from the same address within a day, not from another', async () => {
    const address = fakeClientAddress();
    const first = newInquiry();
    expect((await send(first, address)).status).toBe(201);

    const again = await send({ ...first, companyName: `${first.companyName} again` }, address);

    expect(again).toMatchObject({ status: 400, body: { code: 'ADVERTISING_SPAM' } });
    expect(await stored(`${first.companyName} again`)).toEqual([]);
    expect((await send({ ...first, companyName: `${first.companyName} elsewhere` })).status).toBe(201);
  });

  it('mails at most three acknowledgements a day to one address, and keeps every inquiry', async () => {
    const email = newInquiry().email;
    const sent: string[] = [];
    for (let i = 0; i < 4; i++) {
      const inquiry = newInquiry({ email });
      sent.push(inquiry.companyName);
      expect((await send(inquiry)).status).toBe(201);
    }

    await eventually(async () => sink.mails.filter((mail) => mail.to.includes(email)).length === 3);
    // A mail that is sent arrives within moments; the fourth must not have been.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.mails.filter((mail) => mail.to.includes(email))).toHaveLength(3);
    for (const companyName of sent) expect(await stored(companyName)).toHaveLength(1);
  });

  it('tells the team who is on it, and everyone else only that they are not', async () => {
    expect((await api.call('GET', '/api/advertising/me')).status).toBe(401);
    expect((await api.call('GET', '/api/advertising/me', { token: member.token })).body).toEqual({ staff: false, team: [] });

    const role = await api.call('GET', '/api/advertising/me', { token: staff.token });

    // The ghost on the list has no account, so is on no one's team.
    expect(role.body.staff).toBe(true);
    expect(role.body.team).toHaveLength(2);
    expect(role.body.team).toEqual(
      expect.arrayContaining([
        { id: staff.id, name: expect.any(String), username: staff.username },
        { id: colleague.id, name: expect.any(String), username: colleague.username },
      ]),
    );
  });

  it('shows the queue to the team only: newest first, by status, paged, with counts per status', async () => {
    await identity.db.query(`DELETE FROM advertising_inquiries`);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await send(newInquiry())).body.id);
    const [oldest, middle, newest] = ids as [number, number, number];
    expect((await patch(middle, { status: 'contacted' })).status).toBe(200);

    expect((await api.call('GET', INQUIRIES)).status).toBe(401);
    expect((await queue(member.token)).body).toMatchObject({ code: 'ADVERTISING_STAFF_ONLY', message: ADVERTISING_MESSAGES.staffOnly });
    expect((await queue(member.token)).status).toBe(403);
    const all = (await queue(staff.token)).body;
    expect(all.inquiries.map((inquiry: { id: number }) => inquiry.id)).toEqual([newest, middle, oldest]);
    expect(all).toMatchObject({ total: 3, page: 1, limit: 20, counts: { new: 2, contacted: 1, won: 0, lost: 0 } });
    expect(all.inquiries[0]).toMatchObject({ status: 'new', interestedIn: 'Premium', phone: '+44 113 496 0000', processedAt: null, assignedTo: null });
    const fresh = (await queue(staff.token, '?status=new')).body;
    expect(fresh.inquiries.map((inquiry: { id: number }) => inquiry.id)).toEqual([newest, oldest]);
    expect(fresh).toMatchObject({ total: 2, counts: { new: 2, contacted: 1 } });
    const second = (await queue(colleague.token, '?limit=1&page=2')).body;
    expect(second).toMatchObject({ total: 3, page: 2, limit: 1 });
    expect(second.inquiries.map((inquiry: { id: number }) => inquiry.id)).toEqual([middle]);
    expect((await queue(staff.token, '?status=archived')).status).toBe(400);
  });

  it('moves an inquiry on, stamping processedAt the first time only, and assigns it within the team', async () => {
    const id = (await send(newInquiry())).body.id as number;

    const assigned = await patch(id, { assignedTo: colleague.id });
    expect(assigned.body).toMatchObject({ status: 'new', processedAt: null, assignedTo: { id: colleague.id, username: colleague.username } });
    const contacted = await patch(id, { status: 'contacted' });
    expect(contacted.body).toMatchObject({ status: 'contacted', processedAt: expect.any(String), assignedTo: { id: colleague.id } });
    const processedAt = contacted.body.processedAt;
    expect((await patch(id, { status: 'won' })).body).toMatchObject({ status: 'won', processedAt });
    expect((await patch(id, { status: 'new', assignedTo: staff.id })).body).toMatchObject({ status: 'new', processedAt, assignedTo: { id: staff.id } });
    expect((await patch(id, { assignedTo: null })).body).toMatchObject({ assignedTo: null });

    expect(await patch(id, { assignedTo: member.id })).toMatchObject({
      status: 400,
      body: { code: 'ADVERTISING_NOT_STAFF', errors: [{ path: 'assignedTo', message: 'That member is not on the partnerships team' }] },
    });
    expect(await patch(id, { assignedTo: GHOST_ID })).toMatchObject({ status: 400, body: { code: 'ADVERTISING_NOT_STAFF' } });
    expect(await patch(id, {})).toMatchObject({ status: 400, body: { message: 'Change the status or who has it' } });
    expect(await patch(2_147_483_647, { status: 'lost' })).toMatchObject({
      status: 404,
      body: { code: 'ADVERTISING_INQUIRY_NOT_FOUND', message: ADVERTISING_MESSAGES.notFound },
    });
    expect(await patch(id, { status: 'lost' }, member.token)).toMatchObject({ status: 403, body: { code: 'ADVERTISING_STAFF_ONLY' } });
    expect((await api.call('PATCH', `${INQUIRIES}/${id}`, { body: { status: 'lost' } })).status).toBe(401);
  });

  it('forgets the address after 30 days and the inquiry after two years', async () => {
    const [recent, month, old] = [newInquiry(), newInquiry(), newInquiry()];
    for (const inquiry of [recent, month, old]) expect((await send(inquiry)).status).toBe(201);
    await identity.db.query(`UPDATE advertising_inquiries SET created_at = now() - interval '31 days' WHERE company_name = $1`, [month.companyName]);
    await identity.db.query(`UPDATE advertising_inquiries SET created_at = now() - interval '731 days' WHERE company_name = $1`, [old.companyName]);

    await identity.service.app.get(BackgroundJobs).send(SWEEP_INQUIRIES, {});

    await eventually(async () => (await stored(old.companyName)).length === 0, 30_000);
    expect(await stored(month.companyName)).toEqual([expect.objectContaining({ client_address: null })]);
    expect(await stored(recent.companyName)).toEqual([expect.objectContaining({ client_address: expect.any(String) })]);
  });

  // Erasure: an inquiry is a company's and stays; the erased staff member's id goes from it.
  it('keeps an inquiry assigned to a staff member whose account is erased, unassigned', async () => {
    const id = (await send(newInquiry())).body.id as number;
    expect((await patch(id, { assignedTo: colleague.id })).status).toBe(200);
    await identity.db.query(`UPDATE users SET deletion_scheduled_for = now() - interval '1 second' WHERE id = $1`, [colleague.id]);

    expect(await identity.service.app.get(AccountDeletionService).erase(colleague.id)).toBe(true);

    expect((await identity.db.query(`SELECT assigned_to FROM advertising_inquiries WHERE id = $1`, [id])).rows).toEqual([{ assigned_to: null }]);
    expect((await findMemberId(identity.db, colleague.id)).filter((hit) => hit.table === 'advertising_inquiries')).toEqual([]);
    const role = await api.call('GET', '/api/advertising/me', { token: staff.token });
    expect(role.body.team.map((mate: { id: number }) => mate.id)).toEqual([staff.id]);
  });
});
