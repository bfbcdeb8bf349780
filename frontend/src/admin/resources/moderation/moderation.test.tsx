import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { ModerationAppealEntry, ModerationReport } from '@pfe/contracts';
import { listOf, renderWith } from '../../testing/fixtures';
import { ModerationAppealList } from './appeal-list';
import { Evidence } from './report-show';
import { ModerationReportList } from './report-list';

const report = (over: Partial<ModerationReport> = {}): ModerationReport => ({
  id: 'r1',
  app: 'lighthouse',
  kind: 'lighthouse.message',
  subjectId: 'm1',
  reason: 'exploitation',
  note: 'Asked for cash',
  status: 'open',
  reporter: { id: 'u1', name: 'Sky Seeker' },
  reportedUser: { id: 'u2', name: 'Harbor Host' },
  snapshot: { content: 'Pay the deposit in cash', messages: [{ fromReported: true, content: 'Pay the deposit in cash', createdAt: '2026-11-20T10:00:00.000Z' }] },
  resolution: null,
  createdAt: '2026-11-20T10:01:00.000Z',
  updatedAt: '2026-11-20T10:01:00.000Z',
  ...over,
});

/** Serious or critical axe violations of what is on screen. */
async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

describe('Moderation console', () => {
  it('lists the reports queue with the reason, app and reported member, filters by app, reason and status, and passes axe', async () => {
    renderWith(<ModerationReportList />, { getList: listOf([report()]) });
    expect(await screen.findAllByText('Scam or exploitation')).not.toHaveLength(0);
    expect(screen.getAllByText('LightHouse · Chat message').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Harbor Host').length).toBeGreaterThan(0);
    for (const label of ['App', 'Reason', 'Status']) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  }, 90_000);

  it('shows the evidence as it was, the reported member’s messages marked', async () => {
    renderWith(<Evidence snapshot={report().snapshot} />, {});
    const messages = screen.getByRole('list', { name: 'Messages' });
    expect(within(messages).getByText('Pay the deposit in cash')).toBeInTheDocument();
    expect(within(messages).getByText(/^Reported member/)).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  }, 90_000);

  it('offers Uphold and Overturn on a pending appeal', async () => {
    const appeal: ModerationAppealEntry = {
      id: 'a1',
      actionId: 'x1',
      text: 'I was defending myself',
      status: 'pending',
      createdAt: '2026-11-20T10:00:00.000Z',
      decidedAt: null,
      userId: 'u2',
      member: { id: 'u2', name: 'Harbor Host' },
      action: 'suspend',
      actionReason: 'Threats',
      actedBy: { id: 'm1', name: 'Mo Derator' },
    };
    renderWith(<ModerationAppealList />, { getList: listOf([appeal]) });
    expect((await screen.findAllByText('I was defending myself')).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Overturn' }).length).toBeGreaterThan(0);
    expect(await seriousViolations()).toEqual([]);
  }, 90_000);
});
