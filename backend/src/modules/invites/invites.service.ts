import type { Invite, InviteDetail } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock/clock';
import { ListPage, ListRequest } from '../../common/pagination/admin-list';
import { ActivityService } from '../activity/activity.service';
import { PricingService } from '../pricing/pricing.service';
import { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { CreateInviteDto } from './dto/create-invite.dto';
import { generateInviteCode } from './invite-code.generator';
import { InviteErrors } from './invites.errors';
import { InviteRow, InvitesRepository } from './invites.repository';

export { INVITE_LIST } from './invites.repository';

export type InviteStatus = 'Active' | 'Inactive' | 'Fully Used' | 'Expired';

/** Spec §4: inactive, then fully used, then expired, else active. */
export function inviteStatus(invite: Pick<InviteRow, 'isActive' | 'currentUses' | 'maxUses' | 'expiresAt'>, now: Date): InviteStatus {
  if (!invite.isActive) return 'Inactive';
  if (invite.currentUses >= invite.maxUses) return 'Fully Used';
  if (invite.expiresAt && invite.expiresAt.getTime() <= now.getTime()) return 'Expired';
  return 'Active';
}

function toInviteResponse(invite: InviteRow, now: Date): Invite {
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
    private readonly invites: InvitesRepository,
    private readonly activity: ActivityService,
    private readonly pricing: PricingService,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  async list(list: ListRequest): Promise<ListPage<Invite>> {
    const page = await this.invites.list(list);
    const now = this.clock.now();
    return { rows: page.rows.map((r) => toInviteResponse(r, now)), total: page.total };
  }

  async get(id: string): Promise<InviteDetail> {
    const invite = await this.invites.get(id);
    if (!invite) throw InviteErrors.notFound();
    const redemptions = await this.invites.redemptions(id);
    return {
      ...toInviteResponse(invite, this.clock.now()),
      redemptions: redemptions.map((r) => ({ ...r, redeemedAt: r.redeemedAt.toISOString() })),
    };
  }

  async create(adminId: string, dto: CreateInviteDto): Promise<Invite> {
    const expiresAt = dto.expiresAt ? new Date(dto.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= this.clock.now().getTime()) throw InviteErrors.expiryInPast();
    const id = await this.invites.transaction(async (tx) => {
      // 60 random bits make a collision vanishingly rare; a taken code is simply drawn again.
      for (let attempt = 0; attempt < 5; attempt++) {
        const created = await this.invites.insert(tx, { code: generateInviteCode(), maxUses: dto.maxUses, expiresAt, createdBy: adminId });
        if (created) {
          await this.activity.record(tx, adminId, {
            action: 'generate_invite_code',
            targetType: 'invite_code',
            targetId: created,
            details: { maxUses: dto.maxUses, expiresAt: expiresAt?.toISOString() ?? null },
          });
          return created;
        }
      }
      throw new Error('Could not generate a unique invite code');
    });
    return this.get(id);
  }

  async setActive(adminId: string, id: string, isActive: boolean): Promise<InviteDetail> {
    await this.invites.transaction(async (tx) => {
      if (!(await this.invites.setActive(tx, id, isActive))) throw InviteErrors.notFound();
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
   * transaction locks the user, takes a use with a conditional UPDATE, records the redemption and
   * locks in the current price for the member.
   */
  async redeem(userId: string, rawCode: string): Promise<UserEntity> {
    const code = rawCode.trim().toUpperCase();
    await this.invites.transaction(async (tx) => {
      const user = await this.invites.lockMember(tx, userId);
      if (user?.inviteCodeUsed) throw InviteErrors.alreadyMember();
      const now = this.clock.now();
      const inviteId = await this.invites.takeUse(tx, code, now);
      if (!inviteId) {
        const invite = await this.invites.getByCode(tx, code);
        if (!invite) throw InviteErrors.unknown();
        const status = inviteStatus(invite, now);
        throw status === 'Inactive' ? InviteErrors.inactive() : status === 'Expired' ? InviteErrors.expired() : InviteErrors.usedUp();
      }
      const price = await this.pricing.currentAmount(tx);
      await this.invites.redeem(tx, { inviteId, code, userId, price, now });
    });
    return (await this.users.findById(userId))!;
  }
}
