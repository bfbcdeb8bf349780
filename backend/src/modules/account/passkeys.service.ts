import type { Passkey } from '@pfe/contracts';
import { Inject, Injectable } from '@nestjs/common';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyRequest as Request } from 'fastify';
import type { Session } from '../auth/session';
import { uniquely } from '../../common/errors/domain-error';
import { AuthUser } from '../../common/http/auth-user';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AuthService } from '../auth/auth.service';
import { AuthRateLimits } from '../auth/rate-limits.provider';
import { PgSessionStore } from '../auth/pg-session.store';
import { NotificationsService } from '../notifications/notifications.service';
import { UsersService } from '../users/users.service';
import { AccountSessionsService } from './account-sessions.service';
import { AccountService } from './account.service';
import { describeDevice } from '../auth/device';
import { AccountErrors, MAX_PASSKEYS } from './account.errors';
import { PasskeyRow, PasskeysRepository } from './passkeys.repository';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** `currentHandle`: the handle of the asking session, so the list can say "this session". */
const toPasskey = (r: PasskeyRow, currentHandle: string): Passkey => ({
  id: r.id,
  name: r.name,
  createdAt: r.created_at.toISOString(),
  lastUsedAt: r.last_used_at?.toISOString() ?? null,
  backedUp: r.backed_up,
  addedFrom: r.created_session ? { device: r.created_device ?? 'Unknown device', currentSession: r.created_session === currentHandle } : null,
});

/**
 * Passkeys (WebAuthn) with @simplewebauthn/server: discoverable credentials, user verification
 * preferred, the ceremony's challenge kept in the session (five minutes, taken out of the stored
 * row atomically, so one challenge verifies once whatever runs at the same time), the relying
 * party and its origins from configuration. Adding one asks for the current password, and each
 * records the session it was added from.
 */
@Injectable()
export class PasskeysService {
  constructor(
    private readonly passkeys: PasskeysRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly limits: AuthRateLimits,
    private readonly account: AccountService,
    private readonly sessions: AccountSessionsService,
    private readonly store: PgSessionStore,
    private readonly auth: AuthService,
    private readonly notifications: NotificationsService,
  ) {}

  async list(userId: string, currentSid: string): Promise<Passkey[]> {
    const rows = await this.passkeys.listOf(userId);
    const current = this.sessions.handleOf(currentSid);
    return rows.map((r) => toPasskey(r, current));
  }

  async remove(userId: string, id: string): Promise<void> {
    await this.passkeys.transaction(async (tx) => {
      if (!(await this.passkeys.remove(tx, userId, id))) throw AccountErrors.passkeyNotFound();
      await this.notifications.notify(tx, userId, 'security.passkey_removed');
    });
  }

  async registrationOptions(user: AuthUser, password: string, req: Request) {
    await this.account.confirmPassword(user, password, req.sessionID!);
    const existing = await this.passkeys.listOf(user.id);
    if (existing.length >= MAX_PASSKEYS) throw AccountErrors.tooManyPasskeys();
    const options = await generateRegistrationOptions({
      rpName: this.config.appName,
      rpID: this.config.webauthn.rpId,
      userName: user.email,
      userID: new TextEncoder().encode(user.id),
      userDisplayName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
      attestationType: 'none',
      excludeCredentials: existing.map((c) => ({ id: c.credential_id, transports: c.transports as never })),
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
    });
    this.sessionOf(req).webauthn = { kind: 'registration', challenge: options.challenge, expiresAt: Date.now() + CHALLENGE_TTL_MS };
    return options;
  }

  async register(user: AuthUser, req: Request, response: RegistrationResponseJSON, name: string): Promise<Passkey> {
    const expectedChallenge = await this.takeChallenge(req, 'registration');
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response,
        expectedChallenge,
        expectedOrigin: this.config.webauthn.origins,
        expectedRPID: this.config.webauthn.rpId,
        requireUserVerification: false,
      });
    } catch {
      throw AccountErrors.passkeyNotVerified();
    }
    if (!verification.verified) throw AccountErrors.passkeyNotVerified();
    const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
    const row = await this.passkeys.transaction(async (tx) => {
      if ((await this.passkeys.lockAndCount(tx, user.id)) >= MAX_PASSKEYS) throw AccountErrors.tooManyPasskeys();
      const inserted = await uniquely(
        () =>
          this.passkeys.insert(tx, {
            userId: user.id,
            credentialId: credential.id,
            publicKey: Buffer.from(credential.publicKey),
            counter: credential.counter,
            transports: credential.transports ?? [],
            deviceType: credentialDeviceType,
            backedUp: credentialBackedUp,
            name,
            createdSession: this.sessions.handleOf(req.sessionID!),
            createdDevice: describeDevice(req.headers['user-agent']).slice(0, 120),
          }),
        AccountErrors.passkeyTaken,
      );
      await this.notifications.notify(tx, user.id, 'security.passkey_added');
      return inserted;
    });
    return toPasskey(row, this.sessions.handleOf(req.sessionID!));
  }

  async authenticationOptions(req: Request) {
    await this.limits.passkeyOptions.consume(req.ip ?? 'unknown');
    const options = await generateAuthenticationOptions({ rpID: this.config.webauthn.rpId, userVerification: 'preferred', allowCredentials: [] });
    this.sessionOf(req).webauthn = { kind: 'authentication', challenge: options.challenge, expiresAt: Date.now() + CHALLENGE_TTL_MS };
    return options;
  }

  /**
   * Checks a passkey sign-in under the same limits as a password sign-in (per IP, and per account
   * once the passkey names one) and answers the member to sign in; an unknown passkey and a failed
   * check read the same.
   */
  async authenticate(req: Request, response: AuthenticationResponseJSON): Promise<AuthUser> {
    const expectedChallenge = await this.takeChallenge(req, 'authentication');
    const ip = req.ip ?? 'unknown';
    const row = await this.passkeys.byCredential(response.id);
    const user = row ? await this.users.findById(row.user_id) : null;
    await this.limits.login.consume(ip, user?.email);
    if (!row || !user) throw AccountErrors.passkeySignInFailed();
    let verification;
    try {
      verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge,
        expectedOrigin: this.config.webauthn.origins,
        expectedRPID: this.config.webauthn.rpId,
        credential: { id: row.credential_id, publicKey: new Uint8Array(row.public_key), counter: Number(row.counter), transports: row.transports as never },
        requireUserVerification: false,
      });
    } catch {
      throw AccountErrors.passkeySignInFailed();
    }
    if (!verification.verified) throw AccountErrors.passkeySignInFailed();
    // A counter that does not move forward (when the authenticator keeps one) is a cloned key: refused by the library above.
    await this.passkeys.recordUse(row.id, verification.authenticationInfo.newCounter);
    await this.auth.recordSignIn(user.id, req.headers['user-agent']);
    await this.limits.login.resetAccount(user.email, ip);
    return (await this.users.findById(user.id))!;
  }

  /** The request's session (every request that may change data has one, see SessionLayer). */
  private sessionOf(req: Request): Session {
    if (!req.session) throw new Error('A WebAuthn ceremony needs a session (a request that may change data)');
    return req.session;
  }

  /**
   * The pending ceremony's challenge, taken out of the session: out of the stored row with one
   * conditional UPDATE, so of concurrent requests presenting it exactly one goes on.
   */
  private async takeChallenge(req: Request, kind: 'registration' | 'authentication'): Promise<string> {
    const session = req.session;
    const pending = session?.webauthn;
    if (session) delete session.webauthn;
    if (!session || !pending || pending.kind !== kind || pending.expiresAt < Date.now()) throw AccountErrors.passkeyChallengeMissing();
    if (!(await this.store.takeChallenge(session.id, kind, pending.challenge))) throw AccountErrors.passkeyChallengeMissing();
    return pending.challenge;
  }
}
