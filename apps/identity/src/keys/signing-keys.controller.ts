import { Controller, Get, Header } from '@nestjs/common';
import { Public } from '@stave/platform';
import { SigningKeysService } from './signing-keys.service';

// The gateway and every service verify tokens with these public keys (docs/platform.md#tokens-verified-twice).
@Controller('.well-known')
@Public()
export class SigningKeysController {
  constructor(private readonly keys: SigningKeysService) {}

  @Get('jwks.json')
  @Header('cache-control', 'public, max-age=300')
  jwks() {
    return this.keys.jwks();
  }
}
