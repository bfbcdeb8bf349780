import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { PricingModule } from '../pricing/pricing.module';
import { UsersModule } from '../users/users.module';
import { InviteCodeEntity } from './entities/invite-code.entity';
import { InviteRedemptionEntity } from './entities/invite-redemption.entity';
import { InvitesController } from './invites.controller';
import { InvitesRepository } from './invites.repository';
import { InvitesService } from './invites.service';

@Module({
  imports: [TypeOrmModule.forFeature([InviteCodeEntity, InviteRedemptionEntity]), AuthModule, PricingModule, UsersModule],
  controllers: [InvitesController],
  providers: [InvitesService, InvitesRepository],
})
export class InvitesModule {}
