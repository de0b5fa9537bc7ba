import { beforeAll, describe, expect, it } from '@jest/globals';
import type { CollaborationResponder } from '@stave/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import type { FakeApi } from '@/test/fake-api';
import { collaborationView } from '../collaboration-fixture';
import { ResponsesDialog } from './ResponsesDialog';

const call = collaborationView();

const responder = (id: number, name: string, type: string, respondedAt: string): CollaborationResponder => ({
  member: { id, username: name.toLowerCase().replace(' ', '.'), name, profileImage: null, type },
  respondedAt,
});
const sam = responder(2, 'Sam Taylor', 'sound_engineer', new Date(Date.now() - 2 * 3_600_000).toISOString());
const kit = responder(3, 'Kit Lowe', 'musician', new Date(Date.now() - 3 * 86_400_000).toISOString());
const ola = responder(4, 'Ola Brown', 'producer', new Date(Date.now() - 9 * 86_400_000).toISOString());

const path = '/api/collaborations/5/responses';
// Two pages: the first names the second in x-next-page, as the server does.
const twoPages = (api: FakeApi) =>
  api.on('GET', path, (request) =>
    request.search.get('page') === '2'
      ? { body: [ola], headers: { 'x-total-count': '3' } }
      : { body: [sam, kit], headers: { 'x-total-count': '3', 'x-next-page': '2' } },
  );

function renderDialog(api: (api: FakeApi) => void, actingFor: number | null = null) {
  return renderWithProviders(<ResponsesDialog collaboration={call} actingFor={actingFor} open onOpenChange={() => undefined} />, { user: {}, api });
}

const rows = () => screen.getAllByTestId('responder');
const nextYear = new Date().getUTCFullYear() + 1;

describe('ResponsesDialog', () => {
  beforeAll(async () => {
    await import('@/components/ui/dialog-parts');
    await import('@/features/bookings/public-offer-dialog');
  }, 60_000);

  it('lists who responded, newest first, each with their profile, type and when, and loads more', async () => {
    const { api, user } = renderDialog(twoPages);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [first, second] = rows();
    expect(within(first!).getByRole('link', { name: 'Sam Taylor' }).getAttribute('href')).toBe('/user/2');
    expect(first!.textContent).toContain('Sound Engineer · responded 2h ago');
    expect(within(second!).getByRole('link', { name: 'Kit Lowe' }).getAttribute('href')).toBe('/user/3');
    expect(second!.textContent).toContain('Musician · responded');
    expect(api.requestsTo('GET', path)[0]?.search.get('page')).toBe('1');
    expect(api.requestsTo('GET', path)[0]?.headers.get('x-act-as')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(within(rows()[2]!).getByRole('link', { name: 'Ola Brown' })).toBeTruthy();
    expect(api.requestsTo('GET', path).at(-1)?.search.get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('offers a responder a booking from the call, as the business whose call it is', async () => {
    const rendered = renderDialog((api) => {
      api.on('GET', path, () => ({ body: [sam, kit], headers: { 'x-total-count': '2' } }));
      api.on('POST', '/api/bookings', (request) => ({ status: 201, body: { id: 12, ...(request.body as object) } }));
    }, 77);
    const { api, user } = rendered;
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(api.requestsTo('GET', path)[0]?.headers.get('x-act-as')).toBe('77');

    await user.click(within(rows()[0]!).getByRole('button', { name: 'Offer a booking to Sam Taylor' }));
    const offer = within(await screen.findByRole('dialog', { name: 'Offer a booking' }));
    const set = (label: string, value: string) => fireEvent.change(offer.getByLabelText(label), { target: { value } });
    await user.type(offer.getByLabelText('Role'), 'Lead vocal');
    set('Date', `${nextYear}-07-17`);
    set('Call time', '19:00');
    set('End time', '23:30');
    await user.type(offer.getByLabelText('Venue'), 'The Grand');
    await user.type(offer.getByLabelText('Postcode'), 'yo1 9tl');
    await user.type(offer.getByLabelText('Fee (£)'), '250');
    await user.click(offer.getByRole('button', { name: 'Send offer' }));

    await waitFor(() => expect(api.requestsTo('POST', '/api/bookings')).toHaveLength(1));
    const [sent] = api.requestsTo('POST', '/api/bookings');
    expect(sent?.body).toMatchObject({ musicianId: 2, source: { kind: 'collaboration', id: 5 } });
    expect(sent?.headers.get('x-act-as')).toBe('77');
  });

  it('says so when nobody has responded yet', async () => {
    renderDialog((api) => api.on('GET', path, () => ({ body: [], headers: { 'x-total-count': '0' } })));
    expect(await screen.findByText('No responses yet')).toBeTruthy();
    expect(screen.queryByTestId('responder')).toBeNull();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const { api, user } = renderDialog((api) => api.on('GET', path, [sam]).once('GET', path, { message: 'Internal server error' }, 500));
    await user.click(await screen.findByRole('button', { name: /Try again|Retry/ }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.requestsTo('GET', path)).toHaveLength(2);
  });
});
