import { Controller, Get } from '@nestjs/common';
import { EventsService } from './events.service';

@Controller('api/events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  // The dashboard's Upcoming Events counter (spec §2), read by the gateway's /api/user/stats.
  @Get('upcoming/count')
  upcomingCount() {
    return this.events.upcomingCount();
  }
}
