import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { JobHandler, defineJob, type JobContext } from '@stave/platform';
import { BookingPaymentsService } from '../booking-payments.service';

// WARNING: the name is stored with every queued run and with the schedule; renaming it strands them (see defineJob).
export const CHARGE_BOOKING_BALANCES = defineJob('billing.bookings.charge-balances', z.object({}));

// Every minute: balances due from the card saved with the deposit (the engagement's end plus BOOKING_BALANCE_AFTER_DAYS,
// or at once for what a cancellation left due) are charged off-session.
@Injectable()
export class ChargeBalancesJob {
  constructor(private readonly payments: BookingPaymentsService) {}

  @JobHandler(CHARGE_BOOKING_BALANCES, { schedule: '* * * * *' })
  async run(_data: object, job: JobContext): Promise<void> {
    await this.payments.chargeDue(job.signal);
  }
}
