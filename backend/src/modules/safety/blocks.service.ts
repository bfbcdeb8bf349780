import type { Block } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { BlocksRepository } from './blocks.repository';
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

/**
 * One block list for the whole platform. A block and every app's side effects are one
 * transaction, holding the blocks-vs-matching lock shared (a matching run holds it exclusively
 * while it reads blocks and creates pairs). Blocks are private and silent.
 */
@Injectable()
export class BlocksService {
  private readonly sideEffects: BlockSideEffect[] = [];
  private readonly nameResolvers: AppNames[] = [];

  constructor(private readonly blocks: BlocksRepository) {}

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
    const rows = await this.blocks.listOwn(userId);
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
  async create(userId: string, blockedUserId: string, reason: string | null | undefined, mayBlock?: TargetCheck): Promise<Block> {
    if (blockedUserId === userId) throw SafetyErrors.blockSelf();
    const afterCommit: (() => void)[] = [];
    const id = await this.blocks.transaction(async (tx) => {
      await this.blocks.lockAgainstMatching(tx);
      const allowed = mayBlock ? await mayBlock(tx, blockedUserId) : await this.blocks.isMemberAccount(tx, blockedUserId);
      if (!allowed) throw SafetyErrors.memberNotFound();
      const row = await this.blocks.insert(tx, userId, blockedUserId, reason ?? null);
      if (!row.created) return row.id;
      for (const effect of this.sideEffects) {
        const then = await effect(tx, userId, blockedUserId);
        if (then) afterCommit.push(then);
      }
      return row.id;
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
    await this.blocks.eraseOwn(tx, userId);
  }

  /** Only the owner can remove a block; anyone else's block is a 404. */
  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.blocks.remove(userId, id))) throw SafetyErrors.blockNotFound();
  }
}
