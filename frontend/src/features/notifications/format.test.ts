import { preferenceName } from './format';

describe('preferenceName (issue 28 item 10)', () => {
  it("names the app in an app's switch, so the apps' 'Unread messages' differ", () => {
    expect(preferenceName('Unread messages', 'SupportMatch')).toBe('SupportMatch unread messages');
    expect(preferenceName('Unread messages', 'SocketRelay')).toBe('SocketRelay unread messages');
    expect(preferenceName('Someone takes my request', 'SocketRelay')).toBe('SocketRelay someone takes my request');
  });

  it("keeps the account's own kinds as they are", () => {
    expect(preferenceName('New sign-ins')).toBe('New sign-ins');
  });
});
