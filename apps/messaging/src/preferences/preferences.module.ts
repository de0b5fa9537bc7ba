import { Module } from '@nestjs/common';
import { PreferencesController } from './preferences.controller';
import { PreferencesRepository } from './preferences.repository';
import { PreferencesService } from './preferences.service';

// Who may start a conversation with a member (Settings › Privacy).
@Module({ controllers: [PreferencesController], providers: [PreferencesService, PreferencesRepository], exports: [PreferencesService] })
export class PreferencesModule {}
