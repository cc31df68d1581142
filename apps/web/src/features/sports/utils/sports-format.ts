import type { TFunction } from 'i18next';
import type { LiveEvent } from '../api/sports-api';

// Clocks, periods and kick-off times as the rows and the scoreboard show them.

const FOOTBALL = 1;

/** Seconds on the match clock now: football's clock runs in real time from when it was read; others as reported. */
export function clockSecondsNow(
  event: Pick<LiveEvent, 'clock' | 'clockAt' | 'sportId'>,
  now = Date.now(),
): number | null {
  if (!event.clock) return null;
  if (!event.clock.running || event.sportId !== FOOTBALL) return event.clock.seconds;
  return event.clock.seconds + Math.max(0, Math.floor((now - event.clockAt) / 1000));
}

/** '67'' for football, '05:12' for the others, null when there is no clock. */
export function clockText(
  event: Pick<LiveEvent, 'clock' | 'clockAt' | 'sportId' | 'period'>,
  now = Date.now(),
): string | null {
  const seconds = clockSecondsNow(event, now);
  if (seconds === null || event.period === 'halftime' || event.period === 'pause' || event.period === 'ended')
    return null;
  if (event.sportId === FOOTBALL) {
    const minute = Math.floor(seconds / 60) + 1;
    const cap = event.period === '1st_half' ? 45 : 90;
    return minute > cap ? `${cap}+${minute - cap}'` : `${minute}'`;
  }
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** The period in words: '2. Yarı', 'Q3', 'Set 2'. */
export function periodText(period: string | null, t: TFunction): string | null {
  if (!period) return null;
  const numbered = /^(q|ot|p|set_?)(\d+)$/.exec(period);
  if (numbered) {
    const kind = numbered[1]!.replace('_', '') as 'q' | 'ot' | 'p' | 'set';
    return t(`sports.period.${kind}`, { n: Number(numbered[2]) });
  }
  const key = `sports.period.${period}`;
  const text = t(key);
  return text === key ? period : text;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'Bugün 21:45', 'Yarın 18:00', '28.11 20:00'. */
export function kickOffText(iso: string, t: TFunction, now = new Date()): { day: string; time: string } {
  const date = new Date(iso);
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOfDay(date) - startOfDay(now)) / 86_400_000);
  const day =
    days === 0
      ? t('sports.today')
      : days === 1
        ? t('sports.tomorrow')
        : `${pad(date.getDate())}.${pad(date.getMonth() + 1)}`;
  return { day, time };
}
