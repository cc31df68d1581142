import type { Locale } from '@kasa/contract/constants';
import {
  CODE_LENGTH,
  DEFAULT_CURRENCY_ID,
  RESET_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_SECONDS,
  SMS_RESEND_SECONDS,
} from '@kasa/contract/constants';
import type { AccountData, ChangePasswordRequest } from '@kasa/contract/customer';
import { AccountActivityType } from '@kasa/contract/enums';
import type { Db } from '../../db/create-db.ts';
import { badRequest, conflict, retryLater, unauthorized } from '../../lib/app-error.ts';
import { addSeconds, type Clock } from '../../lib/clock.ts';
import type { ClientInfo } from '../../lib/http.ts';
import { hashCode, newNumericCode, sameHash } from '../../lib/secrets.ts';
import type { AuthService, RequestAuth } from '../auth/auth.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { MessagingService } from '../messaging/messaging.service.ts';
import type { PlayersService } from '../players/players.service.ts';
import type { RateLimit, ThrottleService } from '../throttle/throttle.service.ts';
import * as repo from './customer.repository.ts';
import { phoneCodeSms } from './customer.sms.ts';

const SMS_PER_PLAYER: RateLimit = { name: 'sms-player', limit: 10, windowSeconds: 60 * 60 };
const SMS_PER_IP: RateLimit = { name: 'sms-ip', limit: 30, windowSeconds: 60 * 60 };
/** Wrong tries allowed on one SMS code before it is dead (same rule as reset codes). */
const PHONE_CODE_MAX_ATTEMPTS = RESET_CODE_MAX_ATTEMPTS;

const CURRENCY_CODES: Record<number, string> = { [DEFAULT_CURRENCY_ID]: 'TRY' };

/** Keeps the first two and last two digits: 12*******34. */
export function maskPersonalNo(value: string): string {
  return value.length <= 4
    ? '*'.repeat(value.length)
    : `${value.slice(0, 2)}${'*'.repeat(value.length - 4)}${value.slice(-2)}`;
}

type PhoneCodeCheck = 'ok' | 'none' | 'invalid' | 'expired' | 'attempts' | 'inUse';

const PHONE_CODE_ERRORS = {
  none: () => badRequest('e.smsNoCode'),
  invalid: () => badRequest('e.smsCodeInvalid'),
  expired: () => badRequest('e.smsCodeExpired'),
  attempts: () => badRequest('e.resetCodeAttempts'),
  inUse: () => conflict('e.phoneInUse'),
} as const;

export interface CustomerDeps {
  db: Db;
  clock: Clock;
  players: PlayersService;
  auth: AuthService;
  settings: SettingsService;
  throttle: ThrottleService;
  messaging: MessagingService;
}

export function createCustomerService({
  db,
  clock,
  players,
  auth,
  settings,
  throttle,
  messaging,
}: CustomerDeps) {
  async function requirePlayer(playerId: string) {
    const player = await players.findById(playerId);
    // A session whose player is gone is as good as no session.
    if (!player) throw unauthorized();
    return player;
  }

  return {
    async account(playerId: string, locale: Locale): Promise<AccountData> {
      const player = await requirePlayer(playerId);
      return {
        username: player.username,
        usercode: player.id,
        name: player.name,
        surname: player.surname,
        email: player.email,
        phone: player.phone,
        smsVerified: player.sms_verified,
        personalNo: player.personal_no ? maskPersonalNo(player.personal_no) : null,
        birthDate: player.birth_date,
        country: player.country_id !== null ? await settings.findCountry(player.country_id, locale) : null,
        currencyId: player.currency_id,
        currencyCode: CURRENCY_CODES[player.currency_id] ?? 'TRY',
        isFastRegistration: player.is_fast,
        createdAt: player.created_at.toISOString(),
      };
    },

    /** Step 1: send a 6-digit code to `phone` (one per 60 s, valid 5 minutes). */
    async sendPhoneCode(
      requestAuth: RequestAuth,
      phone: string,
      client: ClientInfo,
      locale: Locale,
    ): Promise<void> {
      const player = await requirePlayer(requestAuth.playerId);
      if (player.sms_verified && player.phone === phone) throw conflict('e.phoneAlreadyVerified');
      const owner = await players.verifiedPhoneOwner(phone);
      if (owner !== null && owner !== player.id) throw conflict('e.phoneInUse');
      await throttle.assertUnder(SMS_PER_PLAYER, player.id);
      await throttle.assertUnder(SMS_PER_IP, client.ip);

      const code = newNumericCode(CODE_LENGTH);
      const now = clock.now();
      const stored = await repo.replacePhoneCodeIfResendAllowed(
        db,
        {
          playerId: player.id,
          phone,
          codeHash: hashCode('phone', `${player.id}:${phone}`, code),
          now,
          expiresAt: addSeconds(now, SMS_CODE_TTL_SECONDS),
        },
        SMS_RESEND_SECONDS,
      );
      if (!stored) {
        const previous = await repo.findPhoneCode(db, player.id);
        const waitMs = previous ? previous.sent_at.getTime() + SMS_RESEND_SECONDS * 1000 - now.getTime() : 0;
        throw retryLater(waitMs / 1000, 'e.smsResendWait', Math.max(1, Math.ceil(waitMs / 1000)));
      }
      await messaging.sms.send(phoneCodeSms(locale, phone, code));
      await throttle.record(SMS_PER_PLAYER, player.id);
      await throttle.record(SMS_PER_IP, client.ip);
    },

    /** Step 2: the code sent to `phone` marks it as the player's verified phone. */
    async verifyPhoneCode(
      requestAuth: RequestAuth,
      phone: string,
      code: string,
      client: ClientInfo,
    ): Promise<void> {
      const playerId = requestAuth.playerId;
      // The result is returned, not thrown, so a wrong try's attempt count commits.
      const result = await db.transaction().execute(async (tx): Promise<PhoneCodeCheck> => {
        const row = await repo.findPhoneCodeForUpdate(tx, playerId);
        if (!row || row.phone !== phone) return 'none';
        if (row.expires_at <= clock.now()) return 'expired';
        if (row.attempts >= PHONE_CODE_MAX_ATTEMPTS) return 'attempts';
        if (!sameHash(row.code_hash, hashCode('phone', `${playerId}:${phone}`, code))) {
          await repo.countPhoneCodeAttempt(tx, playerId);
          return 'invalid';
        }
        const owner = await players.verifiedPhoneOwner(phone, tx);
        if (owner !== null && owner !== playerId) return 'inUse';
        await players.setVerifiedPhone(playerId, phone, tx);
        await repo.deletePhoneCode(tx, playerId);
        await auth.recordActivity(
          playerId,
          AccountActivityType.PhoneVerified,
          client,
          requestAuth.sessionId,
          tx,
        );
        return 'ok';
      });
      if (result !== 'ok') throw PHONE_CODE_ERRORS[result]();
    },

    /** Checks the old password, sets the new one and ends every other session of the player. */
    async changePassword(
      requestAuth: RequestAuth,
      input: ChangePasswordRequest,
      client: ClientInfo,
    ): Promise<void> {
      if (!(await players.verifyPassword(requestAuth.playerId, input.oldPassword)))
        throw badRequest('e.oldPasswordWrong');
      if (input.password === input.oldPassword) throw badRequest('e.samePassword');
      const passwordHash = await players.hashPassword(input.password);
      await db.transaction().execute(async (tx) => {
        await players.setPasswordHash(requestAuth.playerId, passwordHash, tx);
        await auth.revokeOtherSessions(requestAuth.playerId, requestAuth.sessionId, 'password-change', tx);
        await auth.recordActivity(
          requestAuth.playerId,
          AccountActivityType.PasswordChange,
          client,
          requestAuth.sessionId,
          tx,
        );
      });
      auth.announceOtherSessionsRevoked(requestAuth.playerId, requestAuth.sessionId, 'password-change');
    },

    sessionHistory: (requestAuth: RequestAuth, skip: number, take: number) =>
      auth.sessionHistory(requestAuth, skip, take),
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
