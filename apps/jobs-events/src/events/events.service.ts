import { Injectable } from '@nestjs/common';
import type { Count } from '@stave/contracts';
import { EventsRepository } from './events.repository';

@Injectable()
export class EventsService {
  constructor(private readonly events: EventsRepository) {}

  // Every event starting after now (spec §2: the dashboard counts the events anyone can attend).
  async upcomingCount(): Promise<Count> {
    return { count: await this.events.countUpcoming() };
  }
}
