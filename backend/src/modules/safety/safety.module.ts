import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlocksController } from './blocks.controller';
import { BlocksRepository } from './blocks.repository';
import { BlocksService } from './blocks.service';
import { BlockEntity } from './entities/block.entity';

/** Platform-wide safety: the block list every app reads and adds its side effects to. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([BlockEntity])],
  controllers: [BlocksController],
  providers: [BlocksService, BlocksRepository],
  exports: [BlocksService],
})
export class SafetyModule {}
