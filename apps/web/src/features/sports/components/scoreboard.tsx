import type { SportsIncident, SportsLiveState } from '@kasa/contract/sports-api';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveEvent } from '../api/sports-api';
import { useNow } from '../hooks/use-now';
import { clockText, kickOffText, periodText } from '../utils/sports-format';
import { Crest } from './crest';

const FOOTBALL = 1;
const TENNIS = 5;

/** The field of play drawn in code, with the side of the last happening lit and its name on it. */
export function Tracker({
  sportId,
  last,
  label,
}: {
  sportId: number;
  last: '1' | '2' | null;
  label: string | null;
}) {
  // Ids of its gradients, its own per tracker: the live centre draws many on one page.
  const uid = useId().replace(/:/g, '');
  const ids = { home: `${uid}-lit-home`, away: `${uid}-lit-away`, stripes: `${uid}-stripes` };
  const lines = 'rgba(255,255,255,0.55)';
  const side = last === '1' ? 'home' : last === '2' ? 'away' : null;
  const field =
    sportId === FOOTBALL ? (
      <g fill="none" stroke={lines} strokeWidth="1.2">
        <rect x="6" y="6" width="308" height="148" rx="2" />
        <line x1="160" y1="6" x2="160" y2="154" />
        <circle cx="160" cy="80" r="20" />
        <rect x="6" y="40" width="40" height="80" />
        <rect x="274" y="40" width="40" height="80" />
        <rect x="6" y="60" width="14" height="40" />
        <rect x="300" y="60" width="14" height="40" />
        <circle cx="160" cy="80" r="1.6" fill={lines} />
      </g>
    ) : sportId === TENNIS ? (
      <g fill="none" stroke={lines} strokeWidth="1.2">
        <rect x="20" y="14" width="280" height="132" />
        <rect x="20" y="30" width="280" height="100" />
        <line x1="160" y1="10" x2="160" y2="150" strokeWidth="2" />
        <line x1="90" y1="30" x2="90" y2="130" />
        <line x1="230" y1="30" x2="230" y2="130" />
        <line x1="90" y1="80" x2="230" y2="80" />
      </g>
    ) : (
      <g fill="none" stroke={lines} strokeWidth="1.2">
        <rect x="6" y="6" width="308" height="148" rx={sportId === 4 ? 30 : 2} />
        <line x1="160" y1="6" x2="160" y2="154" />
        <circle cx="160" cy="80" r="18" />
        {sportId === 2 ? (
          <>
            <path d="M6 30h20a50 50 0 010 100H6M314 30h-20a50 50 0 000 100h20" />
            <rect x="6" y="60" width="44" height="40" />
            <rect x="270" y="60" width="44" height="40" />
          </>
        ) : sportId === 4 ? (
          <>
            <line x1="110" y1="6" x2="110" y2="154" stroke="#5ac8ff" />
            <line x1="210" y1="6" x2="210" y2="154" stroke="#5ac8ff" />
            <line x1="26" y1="10" x2="26" y2="150" stroke="#ff5a76" />
            <line x1="294" y1="10" x2="294" y2="150" stroke="#ff5a76" />
          </>
        ) : (
          <line x1="106" y1="6" x2="106" y2="154" />
        )}
        {sportId === 23 ? <line x1="214" y1="6" x2="214" y2="154" /> : null}
      </g>
    );
  const surface =
    sportId === FOOTBALL
      ? '#1f7a3f'
      : sportId === TENNIS
        ? '#2c5aa0'
        : sportId === 4
          ? '#cfe3ef'
          : sportId === 2
            ? '#b7773f'
            : '#d98c3a';
  return (
    <figure className="tracker" aria-label={label ?? undefined}>
      <svg viewBox="0 0 320 160" role="img" aria-hidden="true">
        <defs>
          <linearGradient id={ids.home} x1="0" x2="1">
            <stop offset="0" stopColor="rgba(255,255,255,0)" />
            <stop offset="1" stopColor="rgba(255,255,255,0.32)" />
          </linearGradient>
          <linearGradient id={ids.away} x1="1" x2="0">
            <stop offset="0" stopColor="rgba(255,255,255,0)" />
            <stop offset="1" stopColor="rgba(255,255,255,0.32)" />
          </linearGradient>
          <pattern id={ids.stripes} width="40" height="160" patternUnits="userSpaceOnUse">
            <rect width="20" height="160" fill="rgba(255,255,255,0.04)" />
          </pattern>
        </defs>
        <rect width="320" height="160" rx="10" fill={surface} />
        {sportId === FOOTBALL ? (
          <rect width="320" height="160" rx="10" fill={`url(#${ids.stripes})`} />
        ) : null}
        {side === 'home' ? (
          <rect className="tracker__lit" x="160" y="6" width="154" height="148" fill={`url(#${ids.home})`} />
        ) : null}
        {side === 'away' ? (
          <rect className="tracker__lit" x="6" y="6" width="154" height="148" fill={`url(#${ids.away})`} />
        ) : null}
        {field}
        {side ? (
          <path
            className="tracker__arrow"
            d={side === 'home' ? 'M200 68h50v-14l26 26-26 26v-14h-50z' : 'M120 68H70V54L44 80l26 26V92h50z'}
            fill="rgba(255,255,255,0.85)"
          />
        ) : null}
      </svg>
      {label ? (
        <figcaption className={`tracker__label ${side ? `tracker__label--${side}` : ''}`}>{label}</figcaption>
      ) : null}
    </figure>
  );
}

/** Small drawn marks for the timeline (no emoji: not every device has the font). */
function IncidentIcon({ kind }: { kind: string }) {
  switch (kind) {
    case 'goal':
      return (
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
          <circle cx="7" cy="7" r="6" fill="#fff" stroke="#0b1220" strokeWidth="1" />
          <path d="M7 4.2l2.2 1.6-.8 2.6H5.6l-.8-2.6z" fill="#0b1220" />
        </svg>
      );
    case 'yellow':
    case 'red':
      return (
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
          <rect
            x="3.5"
            y="1.5"
            width="7"
            height="11"
            rx="1.2"
            fill={kind === 'red' ? '#ff3b5c' : '#ffd23f'}
          />
        </svg>
      );
    case 'corner':
      return (
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
          <path d="M3.5 13V1.5" stroke="#b8c2d6" strokeWidth="1.4" />
          <path d="M4 1.8l6.5 2.2L4 6.4z" fill="#19e38c" />
        </svg>
      );
    default:
      return (
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
          <circle cx="7" cy="7" r="2.2" fill="#8390a8" />
        </svg>
      );
  }
}

function Timeline({ incidents, event }: { incidents: SportsIncident[]; event: LiveEvent }) {
  const { t } = useTranslation();
  const list = [...incidents].reverse().slice(0, 30);
  if (list.length === 0) return <p className="tl__none">{t('sports.event.noIncidents')}</p>;
  return (
    <ol className="tl">
      {list.map((incident) => (
        <li
          key={incident.seq}
          className={`tl__item tl__item--${incident.team ?? 'n'} tl__item--${incident.kind}`}
        >
          <span className="tl__clock">
            {incident.clock !== null ? `${Math.floor(incident.clock / 60) + 1}'` : ''}
          </span>
          <span className="tl__icon">
            <IncidentIcon kind={incident.kind} />
          </span>
          <span className="tl__text">
            {t(`sports.incident.${incident.kind}`, {
              value: incident.value ?? '',
              defaultValue: incident.kind,
            })}
            {incident.team ? <em> · {incident.team === '1' ? event.home : event.away}</em> : null}
          </span>
          <span className="tl__score">
            {incident.score[0]}–{incident.score[1]}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The event's head: sides, score, clock and period; in play the tracker, stats and timeline. */
export function Scoreboard({ event, state }: { event: LiveEvent; state: SportsLiveState | null }) {
  const { t } = useTranslation();
  const now = useNow(event.live && event.clock?.running === true && event.sportId === FOOTBALL);
  const kick = kickOffText(event.startTime, t);
  const clock = event.live ? clockText(event, now) : null;
  const period = event.live ? periodText(event.period, t) : null;
  const board = state?.scoreboard;
  const person = event.sportId === TENNIS;
  const lastKind = board?.last?.kind ?? state?.incidents.at(-1)?.kind ?? null;
  const lastLabel = lastKind ? t(`sports.incident.${lastKind}`, { value: '', defaultValue: lastKind }) : null;
  const stats = board?.stats;
  return (
    <div className={`scb ${event.live ? 'scb--live' : ''}`} data-testid="scoreboard">
      <div className="scb__main">
        <div className="scb__team">
          <Crest name={event.home} size={48} person={person} />
          <span className="scb__name">{event.home}</span>
        </div>
        <div className="scb__center">
          {event.live ? (
            <>
              <span className="scb__score" data-testid="score">
                {event.score ? `${event.score[0]} : ${event.score[1]}` : '– : –'}
              </span>
              <span className="scb__clock">
                <span className="sb-live-dot" aria-hidden="true" />
                {[period, clock].filter(Boolean).join(' · ') || t('sports.live')}
              </span>
              {person && board?.points ? (
                <span className="scb__points">
                  {board.server === 1 ? '● ' : ''}
                  {board.points[0]} – {board.points[1]}
                  {board.server === 2 ? ' ●' : ''}
                </span>
              ) : null}
            </>
          ) : (
            <>
              <span className="scb__day">{kick.day}</span>
              <span className="scb__time">{kick.time}</span>
            </>
          )}
        </div>
        <div className="scb__team">
          <Crest name={event.away} size={48} person={person} />
          <span className="scb__name">{event.away}</span>
        </div>
      </div>
      {event.live && event.sportId !== FOOTBALL && board?.periodScores && board.periodScores.length > 0 ? (
        <table className="scb__periods">
          <tbody>
            {[0, 1].map((side) => (
              <tr key={side}>
                <th>{side === 0 ? event.home : event.away}</th>
                {board.periodScores!.map((p, i) => (
                  <td key={i}>{p[side]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {event.live ? (
        <div className="scb__live">
          <Tracker sportId={event.sportId} last={board?.last?.team ?? null} label={lastLabel} />
          <div className="scb__side">
            {stats && Object.keys(stats).length > 0 ? (
              <div className="stats">
                <h3 className="scb__h">{t('sports.event.stats')}</h3>
                {Object.entries(stats).map(([key, [a, b]]) => {
                  const total = a + b || 1;
                  return (
                    <div className="stats__row" key={key}>
                      <span>{a}</span>
                      <span className="stats__name">{t(`sports.event.${key}`, { defaultValue: key })}</span>
                      <span>{b}</span>
                      <span className="stats__bar">
                        <i style={{ width: `${(a / total) * 100}%` }} />
                        <i style={{ width: `${(b / total) * 100}%` }} />
                      </span>
                    </div>
                  );
                })}
              </div>
            ) : null}
            <h3 className="scb__h">{t('sports.event.timeline')}</h3>
            <Timeline incidents={state?.incidents ?? []} event={event} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
