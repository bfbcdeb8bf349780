import type { Invite, InviteDetail } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { ListPage, ListRequest, ListSpec } from '../../common/pagination/admin-list';
import { ActivityService } from '../activity/activity.service';
import { PricingService } from '../pricing/pricing.service';
import { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { CreateInviteDto } from './dto/create-invite.dto';
import { InviteCodeEntity } from './entities/invite-code.entity';
import { InviteRedemptionEntity } from './entities/invite-redemption.entity';
import { generateInviteCode } from './invite-code.generator';
import { InviteErrors } from './invites.errors';

export type InviteStatus = 'Active' | 'Inactive' | 'Fully Used' | 'Expired';

export const INVITE_LIST: ListSpec = {
  resource: 'invites',
  sortable: { createdAt: 'i.createdAt', code: 'i.code', maxUses: 'i.maxUses', currentUses: 'i.currentUses', expiresAt: 'i.expiresAt' },
};

/** Spec §4: inactive, then fully used, then expired, else active. */
export function inviteStatus(invite: Pick<InviteCodeEntity, 'isActive' | 'currentUses' | 'maxUses' | 'expiresAt'>, now: Date): InviteStatus {
  if (!invite.isActive) return 'Inactive';
  if (invite.currentUses >= invite.maxUses) return 'Fully Used';
  if (invite.expiresAt && invite.expiresAt.getTime() <= now.getTime()) return 'Expired';
  return 'Active';
}

function toInviteResponse(invite: InviteCodeEntity, now: Date): Invite {
  return {
    id: invite.id,
    code: invite.code,
    maxUses: invite.maxUses,
    currentUses: invite.currentUses,
    isActive: invite.isActive,
    expiresAt: invite.expiresAt?.toISOString() ?? null,
    createdBy: invite.createdBy,
    createdAt: invite.createdAt.toISOString(),
    status: inviteStatus(invite, now),
  };
}

@Injectable()
export class InvitesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly activity: ActivityService,
    private readonly pricing: PricingService,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  async list(list: ListRequest): Promise<ListPage<Invite>> {
    const qb = this.db.getRepository(InviteCodeEntity).createQueryBuilder('i');
    const ids = list.filter.ids;
    if (ids) qb.andWhere('i.id = ANY(:ids)', { ids });
    const [rows, total] = await qb.orderBy(list.orderBy, list.direction).addOrderBy('i.id', 'DESC').skip(list.offset).take(list.limit).getManyAndCount();
    const now = this.clock.now();
    return { rows: rows.map((r) => toInviteResponse(r, now)), total };
  }

  async get(id: string): Promise<InviteDetail> {
    const invite = await this.db.getRepository(InviteCodeEntity).findOneBy({ id });
    if (!invite) throw InviteErrors.notFound();
    const redemptions = await this.db
      .getRepository(InviteRedemptionEntity)
      .find({ where: { inviteCodeId: id }, relations: { user: true }, order: { redeemedAt: 'ASC' } });
    return {
      ...toInviteResponse(invite, this.clock.now()),
      redemptions: redemptions.map((r) => ({
        userId: r.userId,
        email: r.user!.email,
        firstName: r.user!.firstName,
        lastName: r.user!.lastName,
        redeemedAt: r.redeemedAt.toISOString(),
      })),
    };
  }

  async create(adminId: string, dto: CreateInviteDto): Promise<Invite> {
    const expiresAt = dto.expiresAt ? new Date(dto.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= this.clock.now().getTime()) throw InviteErrors.expiryInPast();
    const id = await this.db.transaction(async (tx) => {
      // 60 random bits make a collision vanishingly rare; ON CONFLICT keeps one from aborting the transaction.
      for (let attempt = 0; attempt < 5; attempt++) {
        const code = generateInviteCode();
        const rows: { id: string }[] = await tx.query(
          `INSERT INTO invite_codes (code, max_uses, expires_at, created_by) VALUES ($1, $2, $3, $4)
           ON CONFLICT (code) DO NOTHING RETURNING id`,
          [code, dto.maxUses, expiresAt, adminId],
        );
        if (rows.length === 1) {
          await this.activity.record(tx, adminId, {
            action: 'generate_invite_code',
            targetType: 'invite_code',
            targetId: rows[0].id,
            details: { maxUses: dto.maxUses, expiresAt: expiresAt?.toISOString() ?? null },
          });
          return rows[0].id;
        }
      }
      throw new Error('Could not generate a unique invite code');
    });
    return this.get(id);
  }

  async setActive(adminId: string, id: string, isActive: boolean): Promise<InviteDetail> {
    await this.db.transaction(async (tx) => {
      const result = await tx.update(InviteCodeEntity, { id }, { isActive });
      if (!result.affected) throw InviteErrors.notFound();
      await this.activity.record(tx, adminId, {
        action: isActive ? 'activate_invite_code' : 'deactivate_invite_code',
        targetType: 'invite_code',
        targetId: id,
      });
    });
    return this.get(id);
  }

  /**
   * Redeems a code for a signed-in user, at most maxUses times even under a burst: one
   * transaction locks the user, takes a use with a conditional UPDATE (the CHECK constraint
   * is the backstop), records the redemption and locks in the current price for the member.
   */
  async redeem(userId: string, rawCode: string): Promise<UserEntity> {
    const code = rawCode.trim().toUpperCase();
    await this.db.transaction(async (tx) => {
      const [user] = await tx.query('SELECT invite_code_used FROM users WHERE id = $1 FOR UPDATE', [userId]);
      if (user?.invite_code_used) throw InviteErrors.alreadyMember();
      const now = this.clock.now();
      // TypeORM answers an UPDATE with [rows, affected].
      const [taken]: [{ id: string }[], number] = await tx.query(
        `UPDATE invite_codes SET current_uses = current_uses + 1, updated_at = now()
         WHERE code = $1 AND is_active AND (expires_at IS NULL OR expires_at > $2) AND current_uses < max_uses
         RETURNING id`,
        [code, now],
      );
      if (taken.length === 0) {
        const invite = await tx.findOneBy(InviteCodeEntity, { code });
        if (!invite) throw InviteErrors.unknown();
        const status = inviteStatus(invite, now);
        throw status === 'Inactive' ? InviteErrors.inactive() : status === 'Expired' ? InviteErrors.expired() : InviteErrors.usedUp();
      }
      const price = await this.pricing.currentAmount(tx);
      await tx.insert(InviteRedemptionEntity, { inviteCodeId: taken[0].id, userId, redeemedAt: now });
      await tx.update(UserEntity, { id: userId }, { inviteCodeUsed: code, pricingTier: price, subscriptionStatus: 'active' });
    });
    return (await this.users.findById(userId))!;
  }
}
