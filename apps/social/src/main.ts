import { runServiceMain } from '@stave/platform';
import { socialService } from './app.module';

void runServiceMain(socialService);
