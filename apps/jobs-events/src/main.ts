import { runServiceMain } from '@stave/platform';
import { jobsEventsService } from './app.module';

void runServiceMain(jobsEventsService);
