import type { AuthTables } from '../modules/auth/auth.table.ts';
import type { BackofficeTables } from '../modules/backoffice/backoffice.table.ts';
import type { BonusTables } from '../modules/bonus/bonus.table.ts';
import type { ChatTables } from '../modules/chat/chat.table.ts';
import type { CasinoTables } from '../modules/casino/casino.table.ts';
import type { ContentTables } from '../modules/content/content.table.ts';
import type { CrashTables } from '../modules/games/crash/crash.table.ts';
import type { FairTables } from '../modules/games/fair/fair.table.ts';
import type { TablesTables } from '../modules/games/tables/tables.table.ts';
import type { TombalaTables } from '../modules/games/tombala/tombala.table.ts';
import type { KycTables } from '../modules/kyc/kyc.table.ts';
import type { OpsTables } from '../modules/ops/ops.table.ts';
import type { JackpotTables } from '../modules/games/jackpot/jackpot.table.ts';
import type { SportsTables } from '../modules/sports/sports.table.ts';
import type { SportsBetsTables } from '../modules/sports-bets/sports-bets.table.ts';
import type { SlotsTables } from '../modules/games/slots/slots.table.ts';
import type { ProvidersTables } from '../modules/providers/providers.table.ts';
import type { SettingsTables } from '../modules/settings/settings.table.ts';
import type { CustomerTables } from '../modules/customer/customer.table.ts';
import type { NotificationTables } from '../modules/notification/notification.table.ts';
import type { MessagingTables } from '../modules/messaging/messaging.table.ts';
import type { PaymentTables } from '../modules/payment/payment.table.ts';
import type { SandboxTables } from '../modules/payment/sandbox-gateway/sandbox.table.ts';
import type { ResponsibleGamingTables } from '../modules/responsible-gaming/responsible-gaming.table.ts';
import type { PlayersTables } from '../modules/players/players.table.ts';
import type { ThrottleTables } from '../modules/throttle/throttle.table.ts';
import type { WalletTables } from '../modules/wallet/wallet.table.ts';

/** Every table, declared once in the module that owns it (`<module>.table.ts`). */
export interface Database
  extends
    SettingsTables,
    PlayersTables,
    AuthTables,
    CustomerTables,
    ThrottleTables,
    MessagingTables,
    WalletTables,
    PaymentTables,
    SandboxTables,
    NotificationTables,
    BonusTables,
    ProvidersTables,
    CasinoTables,
    SlotsTables,
    JackpotTables,
    CrashTables,
    FairTables,
    ContentTables,
    SportsTables,
    SportsBetsTables,
    TablesTables,
    TombalaTables,
    KycTables,
    ResponsibleGamingTables,
    OpsTables,
    BackofficeTables,
    ChatTables {}
