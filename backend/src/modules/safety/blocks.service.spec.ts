import type { Tx } from '../../common/database/sql-repository';
import { fake, inTransaction } from '../../../test/support/fakes';
import { BlockRow, BlocksRepository } from './blocks.repository';
import { BlocksService } from './blocks.service';

function setup(members = ['m1', 'm2', 'm3']) {
  const rows: (BlockRow & { userId: string })[] = [];
  const calls: string[] = [];
  const repo = fake<BlocksRepository>({
    transaction: inTransaction,
    lockAgainstMatching: async () => void calls.push('lock'),
    isMemberAccount: async (_tx: Tx, id: string) => members.includes(id),
    insert: async (_tx: Tx, userId: string, blockedUserId: string, reason: string | null) => {
      const existing = rows.find((r) => r.userId === userId && r.blockedUserId === blockedUserId);
      if (existing) return { id: existing.id, created: false };
      const id = `b${rows.length + 1}`;
      rows.push({ id, userId, blockedUserId, reason, createdAt: new Date(Date.UTC(2026, 0, rows.length + 1)) });
      return { id, created: true };
    },
    listOwn: async (userId: string) => rows.filter((r) => r.userId === userId).reverse(),
    remove: async (userId: string, id: string) => {
      const at = rows.findIndex((r) => r.id === id && r.userId === userId);
      if (at < 0) return false;
      rows.splice(at, 1);
      return true;
    },
  });
  return { service: new BlocksService(repo), rows, calls };
}

describe('BlocksService (rules, with a fake repository)', () => {
  it('blocking oneself is refused before anything is written', async () => {
    const { service, rows, calls } = setup();
    await expect(service.create('m1', 'm1', null)).rejects.toMatchObject({ status: 400 });
    expect(rows).toHaveLength(0);
    expect(calls).toEqual([]);
  });

  it('a target that is not a member account is a 404, and the entry point may narrow who can be blocked', async () => {
    const { service, rows } = setup();
    await expect(service.create('m1', 'stranger', null)).rejects.toMatchObject({ status: 404 });
    await expect(service.create('m1', 'm2', null, async () => false)).rejects.toMatchObject({ status: 404 });
    expect(rows).toHaveLength(0);
  });

  it('takes the matching lock, runs every side effect in the block, and the after-commit work only once committed', async () => {
    const { service, calls } = setup();
    service.onBlock(async (tx, a, b) => {
      calls.push(`effect ${a}->${b}`);
      return () => calls.push('after commit');
    });
    const block = await service.create('m1', 'm2', 'too much');
    expect(calls).toEqual(['lock', 'effect m1->m2', 'after commit']);
    expect(block).toMatchObject({ blockedUserId: 'm2', reason: 'too much', metIn: [] });
  });

  it('blocking twice answers the first block and runs no side effect again', async () => {
    const { service, calls } = setup();
    service.onBlock(async () => void calls.push('effect'));
    const first = await service.create('m1', 'm2', null);
    const second = await service.create('m1', 'm2', 'again');
    expect(second.id).toBe(first.id);
    expect(calls.filter((c) => c === 'effect')).toHaveLength(1);
  });

  it('the block list names a member only by the apps whose resolver knows her', async () => {
    const { service } = setup();
    service.resolveNamesWith('lighthouse', async () => new Map([['m2', 'Host Ann']]));
    service.resolveNamesWith('supportmatch', async () => new Map());
    await service.create('m1', 'm2', null);
    await service.create('m1', 'm3', null);
    const list = await service.listOwn('m1');
    expect(list.map((b) => [b.blockedUserId, b.metIn])).toEqual([
      ['m3', []],
      ['m2', [{ app: 'lighthouse', name: 'Host Ann' }]],
    ]);
  });

  it('only the owner removes a block; anyone else gets a 404', async () => {
    const { service, rows } = setup();
    const block = await service.create('m1', 'm2', null);
    await expect(service.remove('m2', block.id)).rejects.toMatchObject({ status: 404 });
    expect(rows).toHaveLength(1);
    await service.remove('m1', block.id);
    expect(rows).toHaveLength(0);
  });
});
