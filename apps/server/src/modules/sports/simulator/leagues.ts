import type { SportKey } from '@kasa/contract/sports';

/**
 * The simulator's leagues: clubs with a strength rating (about -1 weak … +1 strong; real club names as text), when
 * each league plays in Türkiye time, and the league's scoring level. Tennis players are invented names. The ratings
 * are the simulator's own guesses, not anybody's published ones.
 */

/** Day of week as Date.getUTCDay(): 0 Sunday … 6 Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export const EVERY_DAY: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];

export interface LeagueDef {
  id: string;
  sport: SportKey;
  name: string;
  /** Region code for the league tree: TR, GB, ES, IT, DE, EU, BR, JP, US, INT (the web names it). */
  category: string;
  /** Top leagues get the High Rate (fcg) book and the home page. */
  top: boolean;
  /** A new pairing every week (club leagues) or every day (NBA, NHL, tennis tours). */
  round: 'week' | 'day';
  /** Start times (Türkiye time, 'HH:MM') by weekday; one match per time listed (repeat a time for two). */
  slots: Partial<Record<Weekday, readonly string[]>>;
  teams: readonly (readonly [name: string, rating: number])[];
  level: LeagueLevel;
}

export type LeagueLevel =
  | { sport: 'football' | 'ice_hockey'; goalsPerTeam: number; homeAdvantage: number }
  | { sport: 'basketball'; quarterMinutes: 10 | 12; pace: number; paceSd: number; ppp: number; homeCourt: number }
  | { sport: 'tennis'; serve: number; bestOf: 3 | 5; finalSetTiebreak: 7 | 10 }
  | { sport: 'volleyball'; serve: number };

const daily = (times: readonly string[]): LeagueDef['slots'] => Object.fromEntries(EVERY_DAY.map((d) => [d, times]));
const football = (goalsPerTeam: number): LeagueLevel => ({ sport: 'football', goalsPerTeam, homeAdvantage: 1.12 });

const hourly = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:15`);

const MEN = [
  'Emre Aksoy', 'Lucas Moreau', 'Marco Bellini', 'Jan Novák', 'Kenji Sato', 'Diego Ruiz', 'Tomás Ferreira', 'Nikolai Petrov',
  'Oliver Hart', 'Felix Brandt', 'Mateo Silva', 'Arda Kaya', 'Luca Romano', 'Hugo Lefèvre', 'Viktor Lind', 'Sam Whitaker',
  'Andrei Popescu', 'Kai Müller', 'Pablo Ortega', 'Leo Castellano', 'Yusuf Demir', 'Milan Horvat', 'Ethan Cole', 'Jonas Berg',
];
const WOMEN = [
  'Zeynep Yıldız', 'Chloé Martin', 'Giulia Ricci', 'Anna Kowalska', 'Yui Tanaka', 'Lucía Gómez', 'Sofia Petrova', 'Emma Brooks',
  'Lena Fischer', 'Marta Costa', 'Elif Şahin', 'Nora Jensen', 'Clara Dubois', 'Katarina Ilić', 'Mia Andersson', 'Hana Novotná',
  'Isabella Rossi', 'Olivia Grant', 'Ece Arslan', 'Alina Moroz', 'Paula Serrano', 'Ivana Marić', 'Julia Wagner', 'Aiko Mori',
];
/** More invented names: first names paired with other surnames. */
const remix = (names: readonly string[], by: number) =>
  names.map((n, i) => `${n.split(' ')[0]} ${names[(i + by) % names.length]!.split(' ').slice(1).join(' ')}`);
const rated = (names: readonly string[], top: number) =>
  names.map((n, i) => [n, Math.round((top - (i * 2 * top) / (names.length - 1)) * 100) / 100] as const);

export const LEAGUES: readonly LeagueDef[] = [
  {
    id: 'tr-super-lig',
    sport: 'football',
    name: 'Süper Lig',
    category: 'TR',
    top: true,
    round: 'week',
    slots: { 5: ['20:00'], 6: ['14:30', '17:00', '20:00'], 0: ['14:30', '17:00', '20:00'], 1: ['20:00'] },
    level: football(1.38),
    teams: [
      ['Galatasaray', 0.9], ['Fenerbahçe', 0.85], ['Beşiktaş', 0.6], ['Trabzonspor', 0.45], ['Başakşehir', 0.35],
      ['Samsunspor', 0.3], ['Göztepe', 0.2], ['Eyüpspor', 0.1], ['Kasımpaşa', 0.05], ['Konyaspor', 0],
      ['Alanyaspor', 0], ['Antalyaspor', -0.05], ['Gaziantep FK', -0.1], ['Çaykur Rizespor', -0.1], ['Kocaelispor', -0.15],
      ['Kayserispor', -0.2], ['Gençlerbirliği', -0.2], ['Fatih Karagümrük', -0.25],
    ],
  },
  {
    id: 'tr-1-lig',
    sport: 'football',
    name: 'TFF 1. Lig',
    category: 'TR',
    top: false,
    round: 'week',
    slots: { 5: ['16:00'], 6: ['13:30', '16:00', '19:00'], 0: ['13:30', '16:00', '19:00'], 1: ['19:00'] },
    level: football(1.3),
    teams: [
      ['Amedspor', 0.3], ['Erzurumspor FK', 0.3], ['Bodrum FK', 0.25], ['Sakaryaspor', 0.2], ['Pendikspor', 0.2],
      ['Bandırmaspor', 0.15], ['Iğdır FK', 0.1], ['Keçiörengücü', 0.05], ['Manisa FK', 0], ['Esenler Erokspor', 0],
      ['Ümraniyespor', -0.05], ['Sivasspor', 0.1], ['Boluspor', -0.1], ['Çorum FK', -0.1], ['Sarıyer', -0.2], ['İstanbulspor', -0.15],
    ],
  },
  {
    id: 'gb-premier-league',
    sport: 'football',
    name: 'Premier League',
    category: 'GB',
    top: true,
    round: 'week',
    slots: { 6: ['15:30', '18:00', '18:00', '18:00', '20:30'], 0: ['17:00', '17:00', '19:30'], 1: ['23:00'], 5: ['23:00'] },
    level: football(1.45),
    teams: [
      ['Liverpool', 0.9], ['Arsenal', 0.88], ['Manchester City', 0.85], ['Chelsea', 0.7], ['Newcastle United', 0.55],
      ['Aston Villa', 0.5], ['Tottenham Hotspur', 0.45], ['Manchester United', 0.4], ['Brighton', 0.35],
      ['Nottingham Forest', 0.3], ['Bournemouth', 0.25], ['Brentford', 0.2], ['Fulham', 0.15], ['Crystal Palace', 0.2],
      ['Everton', 0.05], ['West Ham United', 0.05], ['Wolverhampton', -0.05], ['Leeds United', -0.1], ['Burnley', -0.2],
      ['Sunderland', -0.15],
    ],
  },
  {
    id: 'es-la-liga',
    sport: 'football',
    name: 'La Liga',
    category: 'ES',
    top: true,
    round: 'week',
    slots: { 5: ['23:00'], 6: ['16:00', '18:15', '20:30', '23:00'], 0: ['16:00', '18:15', '20:30', '23:00'], 1: ['23:00'] },
    level: football(1.32),
    teams: [
      ['Real Madrid', 0.92], ['Barcelona', 0.92], ['Atlético Madrid', 0.7], ['Athletic Club', 0.5], ['Villarreal', 0.45],
      ['Real Betis', 0.4], ['Real Sociedad', 0.35], ['Celta Vigo', 0.25], ['Sevilla', 0.2], ['Girona', 0.15],
      ['Osasuna', 0.15], ['Rayo Vallecano', 0.1], ['Valencia', 0.1], ['Mallorca', 0.05], ['Getafe', 0], ['Espanyol', 0],
      ['Alavés', -0.05], ['Elche', -0.15], ['Levante', -0.2], ['Real Oviedo', -0.25],
    ],
  },
  {
    id: 'it-serie-a',
    sport: 'football',
    name: 'Serie A',
    category: 'IT',
    top: true,
    round: 'week',
    slots: { 6: ['17:00', '20:00', '22:45'], 0: ['14:30', '17:00', '17:00', '20:00', '22:45'], 1: ['20:30', '22:45'] },
    level: football(1.35),
    teams: [
      ['Inter', 0.85], ['Napoli', 0.8], ['Juventus', 0.7], ['Milan', 0.65], ['Atalanta', 0.6], ['Roma', 0.55],
      ['Como', 0.4], ['Lazio', 0.4], ['Bologna', 0.4], ['Fiorentina', 0.3], ['Torino', 0.15], ['Udinese', 0.1],
      ['Genoa', 0.05], ['Cagliari', 0], ['Parma', -0.05], ['Lecce', -0.15], ['Sassuolo', 0], ['Verona', -0.15],
      ['Cremonese', -0.2], ['Pisa', -0.25],
    ],
  },
  {
    id: 'de-bundesliga',
    sport: 'football',
    name: 'Bundesliga',
    category: 'DE',
    top: true,
    round: 'week',
    slots: { 5: ['22:30'], 6: ['17:30', '17:30', '17:30', '17:30', '17:30', '20:30'], 0: ['18:30', '20:30'] },
    level: football(1.6),
    teams: [
      ['Bayern München', 0.95], ['Bayer Leverkusen', 0.7], ['Borussia Dortmund', 0.65], ['RB Leipzig', 0.6],
      ['Eintracht Frankfurt', 0.5], ['VfB Stuttgart', 0.5], ['SC Freiburg', 0.35], ['VfL Wolfsburg', 0.25],
      ['Mainz 05', 0.25], ['Borussia Mönchengladbach', 0.2], ['Union Berlin', 0.15], ['Hoffenheim', 0.2],
      ['Werder Bremen', 0.1], ['Augsburg', 0], ['Heidenheim', -0.15], ['St. Pauli', -0.15], ['1. FC Köln', -0.1],
      ['Hamburger SV', -0.1],
    ],
  },
  {
    id: 'eu-champions-league',
    sport: 'football',
    name: 'UEFA Şampiyonlar Ligi',
    category: 'EU',
    top: true,
    round: 'week',
    slots: { 2: ['20:45', '23:00', '23:00', '23:00'], 3: ['20:45', '23:00', '23:00', '23:00'] },
    level: football(1.5),
    teams: [
      ['Real Madrid', 0.92], ['Barcelona', 0.92], ['Bayern München', 0.95], ['Manchester City', 0.85], ['Liverpool', 0.9],
      ['Arsenal', 0.88], ['Paris Saint-Germain', 0.9], ['Inter', 0.85], ['Juventus', 0.7], ['Borussia Dortmund', 0.65],
      ['Atlético Madrid', 0.7], ['Benfica', 0.55], ['Porto', 0.5], ['Galatasaray', 0.6], ['Napoli', 0.8],
      ['Bayer Leverkusen', 0.7],
    ],
  },
  {
    id: 'br-serie-a',
    sport: 'football',
    name: 'Brasileirão Série A',
    category: 'BR',
    top: false,
    round: 'week',
    slots: { 3: ['01:30', '03:30'], 4: ['01:30'], 0: ['00:00', '02:30', '22:00'], 1: ['01:00'] },
    level: football(1.25),
    teams: [
      ['Flamengo', 0.7], ['Palmeiras', 0.65], ['Botafogo', 0.5], ['São Paulo', 0.4], ['Corinthians', 0.35],
      ['Fluminense', 0.35], ['Atlético Mineiro', 0.4], ['Internacional', 0.35], ['Grêmio', 0.25], ['Cruzeiro', 0.35],
      ['Bahia', 0.25], ['Fortaleza', 0.15], ['Vasco da Gama', 0.15], ['Santos', 0.1],
    ],
  },
  {
    id: 'jp-j1-league',
    sport: 'football',
    name: 'J1 League',
    category: 'JP',
    top: false,
    round: 'week',
    slots: { 6: ['08:00', '09:00', '13:00'], 0: ['08:00', '09:00', '13:00'] },
    level: football(1.35),
    teams: [
      ['Vissel Kobe', 0.5], ['Kashima Antlers', 0.45], ['Sanfrecce Hiroshima', 0.45], ['Urawa Reds', 0.35],
      ['Kawasaki Frontale', 0.35], ['Yokohama F. Marinos', 0.3], ['Gamba Osaka', 0.3], ['Kashiwa Reysol', 0.3],
      ['FC Tokyo', 0.2], ['Cerezo Osaka', 0.2], ['Nagoya Grampus', 0.15], ['Machida Zelvia', 0.3],
    ],
  },
  {
    id: 'us-nba',
    sport: 'basketball',
    name: 'NBA',
    category: 'US',
    top: true,
    round: 'day',
    slots: daily(['02:00', '02:30', '03:00', '04:00', '05:30']),
    level: { sport: 'basketball', quarterMinutes: 12, pace: 99, paceSd: 4, ppp: 1.14, homeCourt: 0.025 },
    teams: [
      ['Oklahoma City Thunder', 0.9], ['Boston Celtics', 0.75], ['Cleveland Cavaliers', 0.75], ['Denver Nuggets', 0.65],
      ['New York Knicks', 0.6], ['Houston Rockets', 0.55], ['Minnesota Timberwolves', 0.5], ['Los Angeles Lakers', 0.45],
      ['Golden State Warriors', 0.4], ['Los Angeles Clippers', 0.4], ['Milwaukee Bucks', 0.35], ['Indiana Pacers', 0.3],
      ['Orlando Magic', 0.35], ['Memphis Grizzlies', 0.25], ['Dallas Mavericks', 0.25], ['Miami Heat', 0.15],
      ['Atlanta Hawks', 0.2], ['San Antonio Spurs', 0.2], ['Sacramento Kings', 0], ['Phoenix Suns', 0],
      ['Chicago Bulls', -0.05], ['Philadelphia 76ers', -0.05],
    ],
  },
  {
    id: 'eu-euroleague',
    sport: 'basketball',
    name: 'EuroLeague',
    category: 'EU',
    top: true,
    round: 'week',
    slots: { 4: ['20:00', '20:30', '21:45', '22:00'], 5: ['20:00', '20:45', '21:00', '22:00', '22:30'] },
    level: { sport: 'basketball', quarterMinutes: 10, pace: 72, paceSd: 3, ppp: 1.13, homeCourt: 0.045 },
    teams: [
      ['Fenerbahçe Beko', 0.75], ['Anadolu Efes', 0.55], ['Real Madrid', 0.7], ['Barcelona', 0.55], ['Olympiacos', 0.7],
      ['Panathinaikos', 0.65], ['Monaco', 0.6], ['Partizan', 0.35], ['Crvena Zvezda', 0.4], ['Maccabi Tel Aviv', 0.3],
      ['Žalgiris', 0.4], ['Bayern München', 0.35], ['Virtus Bologna', 0.3], ['Olimpia Milano', 0.35], ['Baskonia', 0.25],
      ['ASVEL', 0.1], ['Paris Basketball', 0.3], ['Valencia Basket', 0.35],
    ],
  },
  {
    id: 'tr-bsl',
    sport: 'basketball',
    name: 'Basketbol Süper Ligi',
    category: 'TR',
    top: false,
    round: 'week',
    slots: { 6: ['15:00', '17:30', '20:00'], 0: ['13:00', '15:30', '18:00', '20:30'], 1: ['19:00'] },
    level: { sport: 'basketball', quarterMinutes: 10, pace: 73, paceSd: 3, ppp: 1.12, homeCourt: 0.045 },
    teams: [
      ['Fenerbahçe Beko', 0.8], ['Anadolu Efes', 0.65], ['Beşiktaş GAİN', 0.4], ['Galatasaray MCT Technic', 0.35],
      ['Türk Telekom', 0.35], ['Bahçeşehir Koleji', 0.3], ['Karşıyaka', 0.25], ['Tofaş', 0.2], ['Manisa Basket', 0.1],
      ['Petkim Spor', 0.05], ['Bursaspor', 0.05], ['Trabzonspor', 0], ['Mersin Spor', -0.05], ['Büyükçekmece', -0.1],
      ['Esenler Erokspor', -0.15], ['Merkezefendi', -0.1],
    ],
  },
  {
    id: 'us-nhl',
    sport: 'ice_hockey',
    name: 'NHL',
    category: 'US',
    top: false,
    round: 'day',
    slots: daily(['02:00', '02:30', '03:00', '04:30']),
    level: { sport: 'ice_hockey', goalsPerTeam: 3.05, homeAdvantage: 1.05 },
    teams: [
      ['Florida Panthers', 0.6], ['Edmonton Oilers', 0.6], ['Dallas Stars', 0.55], ['Colorado Avalanche', 0.55],
      ['Carolina Hurricanes', 0.55], ['Vegas Golden Knights', 0.5], ['Winnipeg Jets', 0.5], ['Toronto Maple Leafs', 0.45],
      ['Tampa Bay Lightning', 0.45], ['Washington Capitals', 0.45], ['New Jersey Devils', 0.35], ['Los Angeles Kings', 0.35],
      ['New York Rangers', 0.25], ['Boston Bruins', 0.2], ['Vancouver Canucks', 0.2], ['Minnesota Wild', 0.3],
    ],
  },
  {
    id: 'tr-sultanlar-ligi',
    sport: 'volleyball',
    name: 'Sultanlar Ligi',
    category: 'TR',
    top: false,
    round: 'week',
    slots: { 5: ['19:00'], 6: ['13:00', '16:00', '19:00'], 0: ['13:00', '16:00', '19:00'] },
    level: { sport: 'volleyball', serve: 0.42 },
    teams: [
      ['VakıfBank', 0.85], ['Fenerbahçe Medicana', 0.85], ['Eczacıbaşı Dynavit', 0.8], ['Galatasaray Daikin', 0.5],
      ['Türk Hava Yolları', 0.5], ['Zeren Spor', 0.35], ['Aras Kargo', 0.25], ['Beşiktaş', 0.15], ['Nilüfer Belediyespor', 0.1],
      ['Göztepe', 0.05], ['Kuzeyboru', 0.05], ['Bahçelievler Belediyespor', -0.05], ['Çukurova Belediyesi', 0],
      ['Aydın Büyükşehir Belediyespor', 0.1],
    ],
  },
  {
    id: 'atp-tour',
    sport: 'tennis',
    name: 'ATP Tour',
    category: 'INT',
    top: true,
    round: 'day',
    slots: daily(['12:00', '13:30', '15:00', '16:30', '18:00', '19:30', '21:00']),
    level: { sport: 'tennis', serve: 0.645, bestOf: 3, finalSetTiebreak: 7 },
    teams: rated(MEN, 0.8),
  },
  {
    id: 'wta-tour',
    sport: 'tennis',
    name: 'WTA Tour',
    category: 'INT',
    top: true,
    round: 'day',
    slots: daily(['11:00', '12:30', '14:00', '17:00', '20:00']),
    level: { sport: 'tennis', serve: 0.565, bestOf: 3, finalSetTiebreak: 7 },
    teams: rated(WOMEN, 0.8),
  },
  {
    id: 'atp-grand-slam',
    sport: 'tennis',
    name: 'Grand Slam (Erkekler)',
    category: 'INT',
    top: true,
    round: 'day',
    slots: { 1: ['14:00', '18:00'], 2: ['14:00', '18:00'], 3: ['14:00', '18:00'] },
    level: { sport: 'tennis', serve: 0.645, bestOf: 5, finalSetTiebreak: 10 },
    teams: rated(MEN, 0.8),
  },
  {
    // Challenger matches run somewhere in the world at every hour: the live page is never empty.
    id: 'atp-challenger',
    sport: 'tennis',
    name: 'ATP Challenger',
    category: 'INT',
    top: false,
    round: 'day',
    slots: daily(hourly),
    level: { sport: 'tennis', serve: 0.63, bestOf: 3, finalSetTiebreak: 7 },
    teams: rated([...remix(MEN, 7), ...remix(MEN, 13)], 0.5),
  },
];
