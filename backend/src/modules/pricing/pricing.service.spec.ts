import type { Tx } from '../../common/database/sql-repository';
import { FAKE_TX, fake, inTransaction } from '../../../test/support/fakes';
import type { ActivityChange, ActivityService } from '../activity/activity.service';
import { PricingRepository, PricingTierRow } from './pricing.repository';
import { PricingService } from './pricing.service';

/** An in-memory PricingRepository; `steps` records the lock and writes in order. */
function setup(initial: PricingTierRow[] = []) {
  const tiers = initial.map((t) => ({ ...t }));
  const steps: string[] = [];
  const logged: ActivityChange[] = [];
  const repo = fake<PricingRepository>({
    transaction: inTransaction,
    get: async (id: string) => tiers.find((t) => t.id === id) ?? null,
    current: async () => tiers.find((t) => t.isCurrentTier) ?? null,
    lockCurrent: async (tx: Tx) => {
      expect(tx).toBe(FAKE_TX);
      steps.push('lock');
    },
    makeCurrent: async (_tx: Tx, id: string | null) => {
      steps.push(`current:${id}`);
      for (const t of tiers) t.isCurrentTier = t.id === id;
    },
    insert: async (_tx: Tx, tier: { amount: string; effectiveDate: Date; isCurrentTier: boolean }) => {
      const id = `tier-${tiers.length + 1}`;
      steps.push(`insert:${id}`);
      tiers.push({ id, ...tier, createdAt: new Date('2026-01-01T00:00:00Z') });
      return id;
    },
  });
  const activity = fake<ActivityService>({ record: async (_tx: Tx, _admin: string | null, entry: ActivityChange) => void logged.push(entry) });
  return { service: new PricingService(repo, activity), tiers, steps, logged };
}

const tier = (id: string, amount: string, isCurrentTier: boolean): PricingTierRow => ({
  id,
  amount,
  isCurrentTier,
  effectiveDate: new Date('2026-01-01T00:00:00Z'),
  createdAt: new Date('2026-01-01T00:00:00Z'),
});

describe('PricingService (rules, with a fake repository)', () => {
  it('a new current tier takes the lock and clears the old current one before it is written', async () => {
    const { service, tiers, steps, logged } = setup([tier('tier-1', '5.00', true)]);
    const created = await service.create('admin', { amount: '7.5', isCurrentTier: true });
    expect(steps).toEqual(['lock', 'current:null', 'insert:tier-2']);
    expect(tiers.filter((t) => t.isCurrentTier).map((t) => t.id)).toEqual(['tier-2']);
    expect(created).toMatchObject({ id: 'tier-2', amount: '7.50', isCurrentTier: true });
    expect(logged).toEqual([{ action: 'create_pricing_tier', targetType: 'pricing_tier', targetId: 'tier-2', details: { amount: '7.50', isCurrentTier: true } }]);
  });

  it('a tier that is not made current leaves the current one alone', async () => {
    const { service, tiers, steps } = setup([tier('tier-1', '5.00', true)]);
    await service.create('admin', { amount: 9 });
    expect(steps).toEqual(['insert:tier-2']);
    expect(tiers.find((t) => t.isCurrentTier)?.id).toBe('tier-1');
  });

  it('setting the current tier locks, switches, and logs once; again is a no-op', async () => {
    const { service, tiers, steps, logged } = setup([tier('tier-1', '5.00', true), tier('tier-2', '8.00', false)]);
    expect(await service.setCurrent('admin', 'tier-2')).toMatchObject({ id: 'tier-2', isCurrentTier: true });
    expect(tiers.map((t) => t.isCurrentTier)).toEqual([false, true]);
    expect(await service.setCurrent('admin', 'tier-2')).toMatchObject({ isCurrentTier: true });
    expect(steps).toEqual(['lock', 'current:tier-2', 'lock']);
    expect(logged).toEqual([{ action: 'set_current_pricing_tier', targetType: 'pricing_tier', targetId: 'tier-2', details: { amount: '8.00' } }]);
  });

  it('an unknown tier is a 404 and changes nothing', async () => {
    const { service, tiers } = setup([tier('tier-1', '5.00', true)]);
    await expect(service.setCurrent('admin', 'nope')).rejects.toMatchObject({ code: 'pricing.tierNotFound' });
    await expect(service.get('nope')).rejects.toMatchObject({ code: 'pricing.tierNotFound' });
    expect(tiers[0].isCurrentTier).toBe(true);
  });

  it('new members are charged the current tier, or 1.00 when none is current', async () => {
    expect(await setup([tier('tier-1', '5', false), tier('tier-2', '6.5', true)]).service.currentAmount(FAKE_TX)).toBe('6.50');
    expect(await setup([tier('tier-1', '5', false)]).service.currentAmount(FAKE_TX)).toBe('1.00');
  });
});
