import { Body, Controller, Delete, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { CreateExtensionTokenResponse, ExtensionToken } from '@app/types';
import type { Request } from 'express';
import { CurrentUser, SignedInGuard, type SignedInRequest } from '../signed-in.guard.js';
import { ExtensionTokenAllowed } from '../extension-token-allowed.decorator.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import type { UserEntity } from '../../users/user.entity.js';
import { CreateExtensionTokenDto } from './dto/create-extension-token.dto.js';
import { ExtensionTokenNotFoundError, NotAnExtensionRequestError } from './extension-tokens.errors.js';
import { ExtensionTokensService } from './extension-tokens.service.js';

/**
 * The browser extension's device tokens. Issuing, listing and revoking need the web session (a token cannot mint
 * or see others); the extension may revoke the token it is using (its "Sign out").
 */
@Controller('extension/tokens')
@UseGuards(SignedInGuard)
export class ExtensionTokensController {
  constructor(private readonly tokens: ExtensionTokensService) {}

  @Post()
  create(
    @CurrentUser() user: UserEntity,
    @Body() body: CreateExtensionTokenDto,
  ): Promise<CreateExtensionTokenResponse> {
    return this.tokens.create(user.id, body.label);
  }

  @Get()
  list(@CurrentUser() user: UserEntity): Promise<ExtensionToken[]> {
    return this.tokens.list(user.id);
  }

  @Delete('current')
  @ExtensionTokenAllowed()
  @HttpCode(200)
  async revokeCurrent(@CurrentUser() user: UserEntity, @Req() req: Request): Promise<{ success: true }> {
    const id = (req as SignedInRequest).extensionTokenId;
    if (!id) throw new NotAnExtensionRequestError();
    await this.tokens.revoke(user.id, id);
    return { success: true };
  }

  @Delete(':id')
  @HttpCode(200)
  async revoke(
    @CurrentUser() user: UserEntity,
    // An id that is not a UUID names no token of the user's: the same 404 as someone else's.
    @UuidParam('id', () => new ExtensionTokenNotFoundError()) id: string,
  ): Promise<{ success: true }> {
    await this.tokens.revoke(user.id, id);
    return { success: true };
  }
}
