import type { Block } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AdvisoryLock, lockXact } from '../../common/locks/advisory-locks';
import { BlockEntity } from './entities/block.entity';
import { SafetyErrors } from './safety.errors';

/**
 * What an app does inside the block's transaction (end a partnership, cancel a fulfilment…); it
 * may answer work to do once the block is committed (tell open chats that they closed).
 */
export type BlockSideEffect = (tx: EntityManager, blockerId: string, blockedId: string) => Promise<void | (() => void)>;
/**
 * The names an app shows `viewerId` for these members, for her block list: only names she has met
 * them by in that app (never a name from an app where she did not meet them), none for the others.
 */
export type NameResolver = (viewerId: string, userIds: string[]) => Promise<Map<string, string>>;
/** An app's name resolver, with the app it speaks for (a block's `metIn` entry). */
export interface AppNames {
  app: string;
  resolve: NameResolver;
}
/** Whether `userId` may be blocked from this entry point (an app may require its own profile). */
export type TargetCheck = (tx: EntityManager, userId: string) => Promise<boolean>;

const isMemberAccount: TargetCheck = async (tx, userId) =>
  (await tx.query('SELECT 1 FROM users WHERE id = $1 AND (invite_code_used IS NOT NULL OR is_admin)', [userId])).length > 0;

/**
 * One block list for the whole platform. A block and every app's side effects are one
 * transaction, holding the blocks-vs-matching lock shared (a matching run holds it exclusively
 * while it reads blocks and creates pairs). Blocks are private and silent.
 */
@Injectable()
export class BlocksService {
  private readonly sideEffects: BlockSideEffect[] = [];
  private readonly nameResolvers: AppNames[] = [];

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  onBlock(effect: BlockSideEffect): void {
    this.sideEffects.push(effect);
  }

  resolveNamesWith(app: string, resolve: NameResolver): void {
    this.nameResolvers.push({ app, resolve });
  }

  /**
   * The member's blocks, newest first, each with the apps where she met them and the name each
   * shows her (every app's resolver, in the manifest's order, or only `resolvers`: an app's own view).
   */
  async listOwn(userId: string, resolvers: AppNames[] = this.nameResolvers): Promise<Block[]> {
    const rows = await this.db.getRepository(BlockEntity).find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.blockedUserId);
    const named = await Promise.all(resolvers.map(async ({ app, resolve }) => ({ app, names: await resolve(userId, ids) })));
    return rows.map((r) => ({
      id: r.id,
      blockedUserId: r.blockedUserId,
      metIn: named.flatMap(({ app, names }) => (names.has(r.blockedUserId) ? [{ app, name: names.get(r.blockedUserId)! }] : [])),
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  /**
   * Blocks `blockedUserId` for `userId`, with every app's side effects, in one transaction. Blocking
   * a member already blocked is a success that changes nothing: the answer is the existing block
   * (a double tap, a retry after a lost answer), never an error.
   */
  async create(userId: string, blockedUserId: string, reason: string | null | undefined, mayBlock: TargetCheck = isMemberAccount): Promise<Block> {
    if (blockedUserId === userId) throw SafetyErrors.blockSelf();
    const afterCommit: (() => void)[] = [];
    const id = await this.db.transaction(async (tx) => {
      await lockXact(tx, AdvisoryLock.blocksVsMatching, 'shared');
      if (!(await mayBlock(tx, blockedUserId))) throw SafetyErrors.memberNotFound();
      const [row] = await tx.query(
        `INSERT INTO blocks (user_id, blocked_user_id, reason) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id`,
        [userId, blockedUserId, reason ?? null],
      );
      // A concurrent insert of the same pair waited for the first one's commit: the row is there now.
      if (!row) return (await tx.query(`SELECT id FROM blocks WHERE user_id = $1 AND blocked_user_id = $2`, [userId, blockedUserId]))[0].id as string;
      for (const effect of this.sideEffects) {
        const then = await effect(tx, userId, blockedUserId);
        if (then) afterCommit.push(then);
      }
      return row.id as string;
    });
    afterCommit.forEach((then) => then());
    return (await this.listOwn(userId)).find((b) => b.id === id)!;
  }

  /**
   * Closes whatever `userId` and `otherId` share in every app, quietly, exactly as a block would,
   * without a block (a suspension, issue 32): the work to do after the commit is answered.
   */
  async closeBetween(tx: EntityManager, userId: string, otherId: string): Promise<(() => void)[]> {
    const afterCommit: (() => void)[] = [];
    for (const effect of this.sideEffects) {
      const then = await effect(tx, userId, otherId);
      if (then) afterCommit.push(then);
    }
    return afterCommit;
  }

  /** Account erasure: the member's own blocks go (blocks of her made by others stay theirs until her account row goes). */
  async eraseOwn(tx: EntityManager, userId: string): Promise<void> {
    await tx.getRepository(BlockEntity).delete({ userId });
  }

  /** Only the owner can remove a block; anyone else's block is a 404. */
  async remove(userId: string, id: string): Promise<void> {
    const result = await this.db.getRepository(BlockEntity).delete({ id, userId });
    if (!result.affected) throw SafetyErrors.blockNotFound();
  }
}
