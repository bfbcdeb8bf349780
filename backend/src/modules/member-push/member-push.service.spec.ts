import { MemberPushService, memberRoom, PushServer } from './member-push.service';

function server() {
  const sent: [room: string, event: string, payload: unknown][] = [];
  const push: PushServer = { to: (room: string) => ({ emit: (event: string, payload: unknown) => sent.push([room, event, payload]) }) };
  return { push, sent };
}

describe('MemberPushService (with a fake /chat namespace)', () => {
  it('before a namespace is attached a push goes nowhere, without failing', () => {
    expect(() => new MemberPushService().toMember('m1', 'notification', { id: 'n1' })).not.toThrow();
  });

  it('once attached, an event goes to that member’s own room only', () => {
    const { push, sent } = server();
    const service = new MemberPushService();
    service.attach(push);
    service.toMember('m1', 'notification', { id: 'n1' });
    service.toMember('m2', 'notification_read', { ids: ['n2'] });
    expect(sent).toEqual([
      ['member:m1', 'notification', { id: 'n1' }],
      ['member:m2', 'notification_read', { ids: ['n2'] }],
    ]);
    expect(memberRoom('m1')).toBe('member:m1');
  });
});
