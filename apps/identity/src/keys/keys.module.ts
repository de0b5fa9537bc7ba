import { Module } from '@nestjs/common';
import { SigningKeysController } from './signing-keys.controller';
import { SigningKeysRepository } from './signing-keys.repository';
import { SigningKeysService } from './signing-keys.service';

@Module({
  controllers: [SigningKeysController],
  providers: [SigningKeysRepository, SigningKeysService],
  exports: [SigningKeysService],
})
export class KeysModule {}
