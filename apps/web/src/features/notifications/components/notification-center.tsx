import { NotificationType, type NotificationType as NotificationTypeValue } from '@kasa/contract/enums';
import type { Notification } from '@kasa/contract/notification';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import {
  AlertIcon,
  ArrowLeftIcon,
  BellIcon,
  ChevronRightIcon,
  DepositIcon,
  GiftIcon,
  InfoIcon,
  StarIcon,
  WithdrawIcon,
} from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useNotifications, useReadNotification } from '../api/notifications';

// Spec §3 icons: Bonus giftbox, Deposit arrow-up, Withdraw down-arrow, System the system icon; Jackpot a star.
const TYPE_ICON: Record<NotificationTypeValue, ComponentType<{ size?: number }>> = {
  [NotificationType.Deposit]: DepositIcon,
  [NotificationType.Withdraw]: WithdrawIcon,
  [NotificationType.Jackpot]: StarIcon,
  [NotificationType.Bonus]: GiftIcon,
  [NotificationType.System]: InfoIcon,
};

const TYPE_TONE: Record<NotificationTypeValue, string> = {
  [NotificationType.Deposit]: 'accent',
  [NotificationType.Withdraw]: 'gold',
  [NotificationType.Jackpot]: 'gold',
  [NotificationType.Bonus]: 'pink',
  [NotificationType.System]: 'info',
};

function TypeIcon({ type }: { type: NotificationTypeValue }) {
  const Icon = TYPE_ICON[type] ?? InfoIcon;
  return (
    <span className={`notice-icon notice-icon--${TYPE_TONE[type] ?? 'info'}`} aria-hidden="true">
      <Icon size={20} />
    </span>
  );
}

/**
 * The notifications panel body (spec §2): the list, and the chosen one sliding in with a back arrow. Opening one
 * marks it read; the dot goes only once the server says so.
 */
export function NotificationCenter() {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const read = useReadNotification();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const items = notifications.data ?? [];
  const selected = items.find((item) => item.id === selectedId) ?? null;

  useEffect(() => {
    if (selected) backRef.current?.focus({ preventScroll: true });
  }, [selected]);

  const open = (item: Notification) => {
    setSelectedId(item.id);
    if (!item.isRead) {
      read.mutate(item.id, { onError: (error) => toast.error(errorMessage(error)) });
    }
  };

  const back = () => {
    const id = selectedId;
    setSelectedId(null);
    // Focus returns to the row that was opened.
    setTimeout(() => listRef.current?.querySelector<HTMLElement>(`[data-id="${id}"]`)?.focus(), 0);
  };

  if (notifications.isPending) return <Loading className="loading--block" />;
  if (notifications.isError && items.length === 0) {
    return (
      <div className="notice-empty">
        <span className="notice-empty__icon" aria-hidden="true">
          <AlertIcon size={28} />
        </span>
        <p>{t('notifications.loadError')}</p>
        <Button variant="secondary" size="sm" onClick={() => void notifications.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="notice-empty">
        <span className="notice-empty__icon" aria-hidden="true">
          <BellIcon size={28} />
        </span>
        <p>{t('notifications.empty')}</p>
      </div>
    );
  }

  return (
    <div className={`notice-views ${selected ? 'notice-views--detail' : ''}`}>
      <ul className="notice-list" ref={listRef} inert={selected ? true : undefined}>
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className={`notice-item ${item.isRead ? '' : 'notice-item--unread'}`}
              data-testid="notification-item"
              data-id={item.id}
              data-read={item.isRead ? 'true' : 'false'}
              onClick={() => open(item)}
            >
              <TypeIcon type={item.type} />
              <span className="notice-item__text">
                <span className="notice-item__title">{item.title}</span>
                <time className="notice-item__time" dateTime={item.timeStamp}>
                  {formatDateTime(item.timeStamp)}
                </time>
              </span>
              {item.isRead ? null : (
                <span className="notice-item__dot" data-testid="notification-unread-dot">
                  <span className="visually-hidden">{t('notifications.unread')}</span>
                </span>
              )}
              <ChevronRightIcon size={16} className="notice-item__chevron" />
            </button>
          </li>
        ))}
      </ul>
      <div
        className="notice-detail"
        data-testid={selected ? 'notification-detail' : undefined}
        inert={selected ? undefined : true}
      >
        {selected ? (
          <>
            <button ref={backRef} type="button" className="notice-detail__back" onClick={back}>
              <ArrowLeftIcon size={18} />
              <span>{t('notifications.back')}</span>
            </button>
            <div className="notice-detail__head">
              <TypeIcon type={selected.type} />
              <div>
                <p className="notice-detail__type">{t(`notifications.types.${selected.type}`)}</p>
                <h3 className="notice-detail__title">{selected.title}</h3>
                <time className="notice-item__time" dateTime={selected.timeStamp}>
                  {formatDateTime(selected.timeStamp)}
                </time>
              </div>
            </div>
            <p className="notice-detail__note">{selected.note}</p>
          </>
        ) : null}
      </div>
    </div>
  );
}
