import { z } from 'zod';
import { str } from './text.ts';
import { NotificationType } from './enums.ts';
import { envelope } from './envelope.ts';

// ---- customer/notification {skip, take} and customer/readnotification {id:[…]} (spec §3, §7) ----

export const NotificationListRequest = z.object({
  skip: z.number().int().min(0).default(0),
  take: z.number().int().min(1).max(100).default(100),
});
export type NotificationListRequest = z.input<typeof NotificationListRequest>;

export const Notification = z.object({
  id: z.number().int(),
  title: str(),
  note: str(),
  type: z.enum(NotificationType),
  /** UTC, ISO 8601; shown as day.month.year hour:minute in local time. */
  timeStamp: str(),
  isRead: z.boolean(),
});
export type Notification = z.infer<typeof Notification>;
export const NotificationListResponse = envelope(z.array(Notification));

export const ReadNotificationRequest = z.object({ id: z.array(z.number().int().positive()).min(1).max(100) });
export type ReadNotificationRequest = z.infer<typeof ReadNotificationRequest>;
export const ReadNotificationResponse = envelope(z.null());

/** Real-time message of the hub (spec §7): event `NotifyMessage` with a command and a message. */
export const HubCommand = z.enum(['Notification', 'error', 'disconnect', 'reconnected']);
export type HubCommand = z.infer<typeof HubCommand>;
export const NotifyMessage = z.object({ command: HubCommand, message: z.unknown() });
export type NotifyMessage = z.infer<typeof NotifyMessage>;
export const HUB_EVENT = 'NotifyMessage';
