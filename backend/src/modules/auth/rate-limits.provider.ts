import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { HIT_STORE } from '../../common/rate-limit/hit-store.provider';
import { HitStore, RateLimiter } from '../../common/rate-limit/rate-limiter';

/** The abuse limits of sign-in and invite redemption, per IP and per account. */
@Injectable()
export class AuthRateLimits {
  readonly register: RateLimiter;
  readonly login: RateLimiter;
  readonly redeem: RateLimiter;
  /** Passkey sign-in challenges (each starts an anonymous session), per IP. */
  readonly passkeyOptions: RateLimiter;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(HIT_STORE) store: HitStore) {
    const { windowSeconds, maxPerIp, maxPerAccount, ipv6PrefixBits } = config.rateLimit;
    this.register = new RateLimiter(store, 'register', windowSeconds, maxPerIp, maxPerAccount, ipv6PrefixBits);
    this.login = new RateLimiter(store, 'login', windowSeconds, maxPerIp, maxPerAccount, ipv6PrefixBits);
    this.redeem = new RateLimiter(store, 'redeem', windowSeconds, maxPerIp, maxPerAccount, ipv6PrefixBits);
    this.passkeyOptions = new RateLimiter(store, 'passkey-options', windowSeconds, maxPerIp, maxPerAccount, ipv6PrefixBits);
  }
}
