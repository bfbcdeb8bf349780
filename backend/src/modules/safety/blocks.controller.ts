import type { Block } from '@pfe/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { Access, AccessLevel } from '../../common/access/access.decorator';
import { AuthUser } from '../../common/http/auth-user';
import { CurrentUser } from '../../common/http/current-user.decorator';
import { IdParam } from '../../common/http/id-param';
import { BlocksService } from './blocks.service';
import { CreateBlockDto } from './dto/create-block.dto';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';

/** The caller's own blocks, for every app at once. */
@Controller('blocks')
@Access(AccessLevel.Member)
export class BlocksController {
  constructor(private readonly blocks: BlocksService) {}

  @Get()
  list(@CurrentUser() user: AuthUser): Promise<Block[]> {
    return this.blocks.listOwn(user.id);
  }

  @Post()
  @Idempotent()
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateBlockDto): Promise<Block> {
    return this.blocks.create(user.id, dto.userId, dto.reason);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() user: AuthUser, @Param('id', IdParam) id: string): Promise<void> {
    return this.blocks.remove(user.id, id);
  }
}
