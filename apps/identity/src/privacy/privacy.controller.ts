import { Body, Controller, HttpCode, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { PRIVACY, type DeleteAccount } from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { AccountDeletionService } from './account-deletion.service';
import { DataExportsService } from './data-exports.service';

// Data rights: a suspended or banned member keeps them.
@Controller()
export class PrivacyController {
  constructor(
    private readonly exports: DataExportsService,
    private readonly deletion: AccountDeletionService,
  ) {}

  @Route(PRIVACY.requestExport)
  @HttpCode(202)
  requestExport(@CurrentUser() user: AuthUser) {
    return this.exports.request(user.id);
  }

  @Route(PRIVACY.listExports)
  listExports(@CurrentUser() user: AuthUser) {
    return this.exports.list(user.id);
  }

  // The mailed link: the token is the credential (no session needed to download).
  @Route(PRIVACY.download)
  async download(@Param() params: { id: string }, @Query() query: { token: string }, @Res() reply: FastifyReply): Promise<void> {
    const { file, filename } = await this.exports.download(params.id, query.token);
    await reply
      .header('content-type', 'application/zip')
      .header('content-length', String(file.contentLength))
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .send(file.body);
  }

  @Route(PRIVACY.deleteAccount)
  @HttpCode(202)
  deleteAccount(@CurrentUser() user: AuthUser, @Body() body: DeleteAccount) {
    return this.deletion.request(user.id, body);
  }
}
