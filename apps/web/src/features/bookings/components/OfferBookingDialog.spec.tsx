import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { BOOKING_MESSAGES, type BookingSource, type TeamMemberships } from '@stave/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describedText, isInvalid } from '@/test/queries';
import { renderWithProviders } from '@/test/render';
import { bookingView, memberships, teamMembership } from '../booking-fixture';
import { OfferBookingDialog } from './OfferBookingDialog';

const nextYear = new Date().getUTCFullYear() + 1;

async function renderForm(source?: BookingSource, teams?: TeamMemberships) {
  const onOpenChange = jest.fn<(open: boolean) => void>();
  const rendered = renderWithProviders(<OfferBookingDialog musician={{ id: 2, name: 'Sam Taylor' }} source={source} open onOpenChange={onOpenChange} />, {
    user: {},
    api: teams ? (api) => api.on('GET', '/api/teams/memberships', teams) : undefined,
  });
  await screen.findByRole('dialog', { name: 'Offer a booking' });
  return { ...rendered, onOpenChange };
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Offer a booking' }));
const field = (label: string | RegExp) => dialog().getByLabelText(label) as HTMLInputElement;
const send = () => dialog().getByRole('button', { name: 'Send offer' });
const set = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

async function fillIn({ user }: { user: Awaited<ReturnType<typeof renderForm>>['user'] }) {
  await user.type(field('Role'), 'Dep keys');
  set('Date', `${nextYear}-07-17`);
  set('Call time', '19:00');
  set('End time', '23:30');
  await user.type(field('Venue'), 'The Grand');
  await user.type(field('Postcode'), 'yo1 9tl');
  await user.type(field('Fee (£)'), '250.50');
}

describe('OfferBookingDialog', () => {
  beforeAll(async () => {
    await import('@/components/ui/dialog-parts');
  }, 60_000);

  it('names the required fields left empty with the contract’s words, focuses the first and sends nothing', async () => {
    const { api, user } = await renderForm();
    expect(dialog().getByTestId('offer-default-terms').textContent).toBe('Full fee due once confirmed (Musicians’ Union standard)');
    await user.click(send());
    await waitFor(() => expect(isInvalid(field('Role'))).toBe(true));
    expect(describedText(field('Role'))).toBe(BOOKING_MESSAGES.roleRequired);
    expect(describedText(field('Date'))).toBe(BOOKING_MESSAGES.invalidDate);
    expect(describedText(field('Call time'))).toBe(BOOKING_MESSAGES.invalidTime);
    expect(describedText(field('Venue'))).toBe(BOOKING_MESSAGES.venueRequired);
    expect(describedText(field('Postcode'))).toBe(BOOKING_MESSAGES.invalidPostcode);
    expect(describedText(field('Fee (£)'))).toBe(BOOKING_MESSAGES.feeRequired);
    expect(document.activeElement).toBe(field('Role'));
    expect(api.requestsTo('POST', '/api/bookings')).toHaveLength(0);
  });

  it('refuses a sliding scale with no line for the day itself', async () => {
    const rendered = await renderForm();
    const { api, user } = rendered;
    await fillIn(rendered);
    await user.click(dialog().getByRole('button', { name: 'Use a sliding scale' }));
    await user.click(dialog().getByRole('button', { name: 'Remove line 3' }));
    await user.click(send());
    await waitFor(() => expect(dialog().getByText(BOOKING_MESSAGES.termsInvalid)).toBeTruthy());
    expect(api.requestsTo('POST', '/api/bookings')).toHaveLength(0);
  });

  it("puts the server's field errors beside their fields and keeps the dialog open", async () => {
    const rendered = await renderForm();
    const { api, user, onOpenChange } = rendered;
    api.on(
      'POST',
      '/api/bookings',
      {
        message: 'Validation failed',
        code: 'VALIDATION',
        errors: [
          { path: 'venue.postcode', message: 'No such postcode' },
          { path: 'expiresAt', message: BOOKING_MESSAGES.expiryInvalid },
        ],
      },
      400,
    );
    await fillIn(rendered);
    await user.click(send());
    await waitFor(() => expect(describedText(field('Postcode'))).toBe('No such postcode'));
    expect(describedText(field('Offer expires'))).toBe(BOOKING_MESSAGES.expiryInvalid);
    expect(dialog().getByText('The offer wasn’t sent')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.type(field('Postcode'), 'X');
    expect(isInvalid(field('Postcode'))).toBe(false);
  });

  it('sends the offer in pence with its sets, includes, scale and source, then opens the booking', async () => {
    const rendered = await renderForm({ kind: 'application', id: 31 });
    const { api, user, onOpenChange } = rendered;
    api.on('POST', '/api/bookings', bookingView({ id: 12, status: 'offered' }), 201);
    await fillIn(rendered);
    await user.click(dialog().getByRole('button', { name: 'Add a set' }));
    set('Set 1 starts', '20:00');
    set('Set 1 ends', '20:45');
    await user.click(dialog().getByRole('checkbox', { name: 'Travel' }));
    await user.selectOptions(field('Deposit'), 'A share of the fee');
    await user.type(field('Deposit (% of the fee)'), '20');
    await user.click(dialog().getByRole('button', { name: 'Use a sliding scale' }));
    await user.click(send());
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [sent] = api.requestsTo('POST', '/api/bookings');
    expect(sent?.body).toMatchObject({
      musicianId: 2,
      source: { kind: 'application', id: 31 },
      role: 'Dep keys',
      date: `${nextYear}-07-17`,
      callTime: '19:00',
      sets: [{ start: '20:00', end: '20:45' }],
      endTime: '23:30',
      venue: { name: 'The Grand', postcode: 'yo1 9tl' },
      fee: { amountPence: 25_050, unit: 'gig', includes: ['travel'] },
      deposit: { kind: 'percent', percent: 20 },
      cancellationTerms: [
        { daysBefore: 28, percentDue: 0 },
        { daysBefore: 14, percentDue: 50 },
        { daysBefore: 0, percentDue: 100 },
      ],
    });
    expect(typeof (sent?.body as { expiresAt: string }).expiresAt).toBe('string');
    await waitFor(() => expect(rendered.location()).toBe('/bookings/12'));
    expect(await screen.findByText('Booking offered')).toBeTruthy();
  });

  describe('offer as', () => {
    const pier = teamMembership({ id: 4, role: 'member', business: { id: 10, username: 'pier', name: 'Pier Bar', profileImage: null } });
    const grandHotel = { id: 9, name: 'The Grand Hotel', profileImage: null };

    it('offers as a business its admin manages, sending x-act-as, and opens the booking as the business', async () => {
      const rendered = await renderForm(undefined, memberships(teamMembership(), pier));
      const { api, user, onOpenChange } = rendered;
      api.on('POST', '/api/bookings', bookingView({ id: 12, status: 'offered', hirer: grandHotel }), 201);
      const offerAs = (await dialog().findByLabelText(/^Offer as/)) as HTMLSelectElement;
      expect([...offerAs.options].map((option) => option.textContent)).toEqual([expect.stringMatching(/^Yourself/), 'The Grand Hotel', 'Pier Bar']);
      await user.selectOptions(offerAs, 'The Grand Hotel');
      expect(describedText(offerAs)).toContain('The Grand Hotel makes the offer and is the hirer');
      await fillIn(rendered);
      await user.click(send());
      await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
      const [sent] = api.requestsTo('POST', '/api/bookings');
      expect(sent?.headers.get('x-act-as')).toBe('9');
      expect(sent?.body).toMatchObject({ musicianId: 2, source: { kind: 'direct' } });
      await waitFor(() => expect(rendered.location()).toBe('/bookings/12?for=9'));
    });

    it('offers as a business whose bookings the member does not manage, and stays where they are', async () => {
      const rendered = await renderForm(undefined, memberships(pier));
      const { api, user, onOpenChange } = rendered;
      api.on('POST', '/api/bookings', bookingView({ id: 12, status: 'offered' }), 201);
      await user.selectOptions(await dialog().findByLabelText(/^Offer as/), 'Pier Bar');
      await fillIn(rendered);
      await user.click(send());
      await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
      expect(api.requestsTo('POST', '/api/bookings')[0]?.headers.get('x-act-as')).toBe('10');
      expect(await screen.findByText('Booking offered as Pier Bar')).toBeTruthy();
      expect(rendered.location()).toBe('/');
    });

    it('offers as themself by default, without the header', async () => {
      const rendered = await renderForm(undefined, memberships(teamMembership()));
      const { api, user } = rendered;
      api.on('POST', '/api/bookings', bookingView({ id: 12, status: 'offered' }), 201);
      expect(await dialog().findByLabelText(/^Offer as/)).toBeTruthy();
      await fillIn(rendered);
      await user.click(send());
      await waitFor(() => expect(rendered.location()).toBe('/bookings/12'));
      expect(api.requestsTo('POST', '/api/bookings')[0]?.headers.get('x-act-as')).toBeNull();
    });

    it('asks nothing from an application or a response: the hirer is the job’s or the call’s owner', async () => {
      const rendered = await renderForm({ kind: 'collaboration', id: 5 }, memberships(teamMembership()));
      const { api, user } = rendered;
      api.on('POST', '/api/bookings', bookingView({ id: 12, status: 'offered', source: { kind: 'collaboration', id: 5 } }), 201);
      await waitFor(() => expect(api.requestsTo('GET', '/api/teams/memberships')).toHaveLength(1));
      expect(dialog().queryByLabelText(/^Offer as/)).toBeNull();
      await fillIn(rendered);
      await user.click(send());
      await waitFor(() => expect(rendered.location()).toBe('/bookings/12'));
      const [sent] = api.requestsTo('POST', '/api/bookings');
      expect(sent?.body).toMatchObject({ source: { kind: 'collaboration', id: 5 } });
      expect(sent?.headers.get('x-act-as')).toBeNull();
    });
  });
});
