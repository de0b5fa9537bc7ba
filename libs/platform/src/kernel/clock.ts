import { Injectable } from '@nestjs/common';

// The time rules are decided by (a month's allowance, a listing's expiry), as a provider: a test
// moves it with `jest.spyOn(app.get(Clock), 'now')` instead of waiting for the month to turn.
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
