import { Controller, Headers, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Route, FileStorage, Public, sendStoredFile } from '@stave/platform';
import { IDENTITY } from '@stave/contracts';

// Profile pictures, covers and portfolio artwork by their generated key (the headers: docs/reliability.md#upload-serving).
@Controller()
@Public()
export class UploadsController {
  constructor(private readonly storage: FileStorage) {}

  @Route(IDENTITY.uploadedFile)
  serve(@Param('file') file: string, @Headers('range') range: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    return sendStoredFile(this.storage, file, range, reply);
  }
}
