import { Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { fake } from '../../../test/support/fakes';
import { AdminBootstrapService } from './admin-bootstrap.service';
import { AuthRepository } from './auth.repository';
import { verifyPassword } from './password-hasher';

/** Accounts by email (`admin` or not); an insert happens only when the email is free. */
function setup(config: { adminEmail?: string; adminPassword?: string }, accounts: Record<string, { admin: boolean; hash?: string }> = {}) {
  const repo = fake<AuthRepository>({
    insertAdminIfAbsent: async (email: string, passwordHash: string) => {
      if (accounts[email]) return false;
      accounts[email] = { admin: true, hash: passwordHash };
      return true;
    },
    isAdmin: async (email: string) => accounts[email]?.admin === true,
  });
  return { service: new AdminBootstrapService(config as AppConfig, repo), accounts };
}

describe('AdminBootstrapService (rules, with a fake repository)', () => {
  it('does nothing without both ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    // The fake has no answer for a question asked without a configured admin: any repository call fails the test.
    const none = new AdminBootstrapService({} as AppConfig, fake<AuthRepository>({}));
    expect(await none.ensureAdmin()).toBeUndefined();
    expect(await new AdminBootstrapService({ adminEmail: 'a@example.test' } as AppConfig, fake<AuthRepository>({})).ensureAdmin()).toBeUndefined();
    expect(await new AdminBootstrapService({ adminPassword: 'pw' } as AppConfig, fake<AuthRepository>({})).ensureAdmin()).toBeUndefined();
  });

  it('creates the admin with a hash of the configured password, then finds it present', async () => {
    const log = vi.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    try {
      const { service, accounts } = setup({ adminEmail: 'admin@example.test', adminPassword: 'admin-password-1' });
      expect(await service.ensureAdmin()).toBe('created');
      expect(await verifyPassword(accounts['admin@example.test'].hash!, 'admin-password-1')).toBe(true);
      expect(await service.ensureAdmin()).toBe('present');
    } finally {
      log.mockRestore();
    }
  });

  it('never promotes an account it did not create: the refusal is logged as an error and the account stays as it was', async () => {
    const error = vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const { service, accounts } = setup({ adminEmail: 'taken@example.test', adminPassword: 'admin-password-1' }, { 'taken@example.test': { admin: false } });
      expect(await service.ensureAdmin()).toBe('refused');
      expect(accounts['taken@example.test']).toEqual({ admin: false });
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0][0])).toContain('REFUSED');
    } finally {
      error.mockRestore();
    }
  });
});
