import { describe, expect, it } from '@jest/globals';
import { londonDateOf } from '@stave/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { AvailabilityPage, importSummary } from './AvailabilityPage';

const entry = {
  id: 5,
  kind: 'busy',
  date: '2099-01-06',
  endDate: null,
  from: '18:00',
  to: '22:00',
  repeat: 'weekly',
  repeatUntil: null,
  note: 'Choir',
  source: 'manual',
};

function renderPage(calendar: Record<string, unknown> | 'fail') {
  return renderWithProviders(<AvailabilityPage />, {
    user: { id: 2 },
    route: '/settings/availability',
    api: (api) =>
      api
        .on('GET', '/api/availability', () => (calendar === 'fail' ? { status: 500, body: { message: 'Internal server error' } } : { body: calendar }))
        .on('PUT', '/api/availability/settings', () => ({ body: { shareAvailability: true } }))
        .on('POST', '/api/availability', () => ({ status: 201, body: entry })),
  });
}

const empty = { entries: [], occurrences: [], shareAvailability: false, entryCount: 0 };

describe('AvailabilityPage', () => {
  it('shows an empty state, turns sharing on, and adds a weekly busy time through the dialog', async () => {
    const { api, user } = renderPage(empty);
    expect(await screen.findByText('Nothing in these weeks')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Share my availability (yes or no only)' }));
    await waitFor(() => expect(api.requestsTo('PUT', '/api/availability/settings').map((r) => r.body)).toEqual([{ shareAvailability: true }]));

    await user.click(screen.getByRole('button', { name: /Add a time/ }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByRole('checkbox', { name: 'Repeat every week' }));
    await user.type(dialog.getByRole('textbox', { name: /Note/ }), 'Choir');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requestsTo('POST', '/api/availability').length).toBe(1));
    expect(api.requestsTo('POST', '/api/availability')[0]?.body).toMatchObject({ kind: 'busy', from: '18:00', to: '22:00', repeat: 'weekly', note: 'Choir' });
  });

  it('lists entries and bookings by week, the booking read-only', async () => {
    const today = londonDateOf(new Date());
    renderPage({
      entries: [{ ...entry, date: today }],
      occurrences: [
        { kind: 'busy', date: today, endDate: today, from: '18:00', to: '22:00', entryId: 5, bookingId: null, label: 'Choir' },
        { kind: 'booked', date: today, endDate: today, from: '19:00', to: '23:00', entryId: null, bookingId: 9, label: 'Booked: Keys' },
      ],
      shareAvailability: true,
      entryCount: 1,
    });
    const rows = await screen.findAllByTestId('availability-occurrence');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('Booked: Keys')).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(rows[0]!).getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('says when the calendar could not be loaded', async () => {
    renderPage('fail');
    expect(await screen.findByText('Your availability could not be loaded')).toBeTruthy();
  });

  it('words the import result', () => {
    expect(importSummary({ imported: 12, skipped: 2, notBusy: 0, past: 0 })).toBe('12 busy times imported, 2 skipped');
    expect(importSummary({ imported: 1, skipped: 0, notBusy: 3, past: 4 })).toBe('1 busy time imported, 3 free or cancelled, 4 already over');
  });
});
