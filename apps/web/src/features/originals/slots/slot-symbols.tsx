import type { ReactNode } from 'react';
import { MORE_ART, MORE_THEMES } from './slot-symbols-more';

// Symbol artwork of the three Kasa slots titles, drawn in SVG (viewBox 100×100). Gradients are defined per symbol
// with ids prefixed by the symbol, so identical copies in the document never conflict.

type Art = () => ReactNode;

const grad = (id: string, stops: Array<[number, string]>, vertical = true) => (
  <linearGradient id={id} x1="0" y1="0" x2={vertical ? 0 : 1} y2={vertical ? 1 : 0}>
    {stops.map(([o, c]) => (
      <stop key={o} offset={o} stopColor={c} />
    ))}
  </linearGradient>
);
const radial = (id: string, inner: string, outer: string) => (
  <radialGradient id={id} cx="0.4" cy="0.35" r="0.7">
    <stop offset="0" stopColor={inner} />
    <stop offset="1" stopColor={outer} />
  </radialGradient>
);

/** Royal letters (A K Q J 10) in a title's colours. */
function letter(text: string, id: string, top: string, bottom: string, edge: string): Art {
  return () => (
    <>
      <defs>
        {grad(`${id}-g`, [
          [0, top],
          [1, bottom],
        ])}
      </defs>
      <text
        x="50"
        y="72"
        textAnchor="middle"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontWeight="900"
        fontSize={text.length > 1 ? 50 : 64}
        fill={`url(#${id}-g)`}
        stroke={edge}
        strokeWidth="2.5"
        paintOrder="stroke"
      >
        {text}
      </text>
    </>
  );
}

/** A cut gem: a polygon outline with facets, in one hue. */
function gem(id: string, points: string, facets: string[], light: string, mid: string, dark: string): Art {
  return () => (
    <>
      <defs>
        {grad(`${id}-g`, [
          [0, light],
          [0.5, mid],
          [1, dark],
        ])}
      </defs>
      <polygon points={points} fill={`url(#${id}-g)`} stroke={light} strokeWidth="2" strokeLinejoin="round" />
      {facets.map((d) => (
        <path key={d} d={d} fill="none" stroke="rgba(255,255,255,0.45)" strokeWidth="1.4" />
      ))}
      <ellipse cx="38" cy="32" rx="9" ry="4" fill="rgba(255,255,255,0.55)" transform="rotate(-25 38 32)" />
    </>
  );
}

const SULTANS: Record<string, Art> = {
  seal: () => (
    <>
      <defs>{radial('seal-g', '#ffe9a3', '#b37a12')}</defs>
      <circle cx="50" cy="50" r="40" fill="url(#seal-g)" stroke="#fff3c4" strokeWidth="3" />
      <circle cx="50" cy="50" r="31" fill="none" stroke="#7a4d05" strokeWidth="2" strokeDasharray="4 3" />
      <path d="M50 24 L56 40 L73 40 L59 50 L64 67 L50 57 L36 67 L41 50 L27 40 L44 40 Z" fill="#8a1c1c" />
      <text
        x="50"
        y="90"
        textAnchor="middle"
        fontSize="11"
        fontWeight="900"
        fill="#fff"
        stroke="#7a4d05"
        strokeWidth="2"
        paintOrder="stroke"
      >
        WILD
      </text>
    </>
  ),
  sultan: () => (
    <>
      <defs>
        {grad('sultan-t', [
          [0, '#fff'],
          [1, '#d9cfe8'],
        ])}
        {radial('sultan-f', '#f3c99b', '#b9824f')}
      </defs>
      <ellipse cx="50" cy="60" rx="22" ry="25" fill="url(#sultan-f)" />
      <path d="M24 44 Q50 2 76 44 Q50 36 24 44 Z" fill="url(#sultan-t)" stroke="#c9a13b" strokeWidth="2" />
      <circle cx="50" cy="34" r="5" fill="#d21f3c" stroke="#f5c451" strokeWidth="2" />
      <path d="M50 29 Q54 14 62 12" stroke="#f5c451" strokeWidth="2.5" fill="none" />
      <path d="M38 74 Q50 92 62 74 Q50 80 38 74 Z" fill="#2b1a10" />
      <circle cx="42" cy="56" r="2.5" fill="#2b1a10" />
      <circle cx="58" cy="56" r="2.5" fill="#2b1a10" />
    </>
  ),
  lamp: () => (
    <>
      <defs>
        {grad('lamp-g', [
          [0, '#ffe08a'],
          [1, '#b8860b'],
        ])}
      </defs>
      <path
        d="M14 62 Q30 50 46 58 L70 58 Q86 52 88 40 Q92 56 76 66 L66 72 L34 72 Q20 70 14 62 Z"
        fill="url(#lamp-g)"
        stroke="#7a5205"
        strokeWidth="2"
      />
      <ellipse cx="54" cy="56" rx="16" ry="6" fill="#ffd35c" stroke="#7a5205" strokeWidth="2" />
      <rect x="40" y="72" width="22" height="8" rx="3" fill="#a8740b" />
      <path d="M54 48 Q48 38 56 30 Q60 24 54 16 Q68 26 60 38 Q58 44 54 48 Z" fill="#ff9d2e" opacity="0.9" />
    </>
  ),
  dagger: () => (
    <>
      <defs>
        {grad(
          'dagger-b',
          [
            [0, '#f2f6fb'],
            [1, '#8a98ad'],
          ],
          false,
        )}
      </defs>
      <path
        d="M50 8 L58 22 Q62 46 50 62 Q38 46 42 22 Z"
        fill="url(#dagger-b)"
        stroke="#4b5567"
        strokeWidth="1.5"
      />
      <rect x="30" y="60" width="40" height="8" rx="4" fill="#d4a62a" stroke="#7a5205" strokeWidth="1.5" />
      <rect x="45" y="68" width="10" height="18" rx="3" fill="#6b2b12" />
      <circle cx="50" cy="90" r="5" fill="#d21f3c" stroke="#d4a62a" strokeWidth="2" />
      <circle cx="50" cy="64" r="3" fill="#2fb7ff" />
    </>
  ),
  camel: () => (
    <>
      <path
        d="M14 70 Q16 52 28 50 Q34 30 46 46 Q54 26 64 46 Q70 40 74 30 Q78 22 86 26 L84 34 Q78 34 78 42 L74 70"
        fill="#c98b3c"
        stroke="#6e4214"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M24 70 L24 88 M36 70 L36 88 M60 70 L60 88 M72 70 L72 88"
        stroke="#6e4214"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path d="M30 52 Q46 60 62 50" stroke="#d21f3c" strokeWidth="5" fill="none" />
      <circle cx="82" cy="28" r="1.8" fill="#2b1a10" />
    </>
  ),
  A: letter('A', 'sg-a', '#ffe38a', '#c7861a', '#5b2a06'),
  K: letter('K', 'sg-k', '#ff8aa0', '#a3122f', '#3f0612'),
  Q: letter('Q', 'sg-q', '#9be7ff', '#1a7fc7', '#082a45'),
  J: letter('J', 'sg-j', '#b7f5a1', '#2c9a3b', '#0b3312'),
  T: letter('10', 'sg-t', '#e2c2ff', '#7a3cc7', '#2a0b4a'),
  chest: () => (
    <>
      <defs>
        {grad('chest-g', [
          [0, '#a0562a'],
          [1, '#5a2a10'],
        ])}
      </defs>
      <rect
        x="16"
        y="44"
        width="68"
        height="38"
        rx="4"
        fill="url(#chest-g)"
        stroke="#f5c451"
        strokeWidth="3"
      />
      <path d="M16 44 Q50 14 84 44 Z" fill="#7c3a16" stroke="#f5c451" strokeWidth="3" />
      <circle cx="30" cy="40" r="6" fill="#ffd35c" />
      <circle cx="46" cy="34" r="7" fill="#ffe38a" />
      <circle cx="64" cy="38" r="6" fill="#ffd35c" />
      <rect x="44" y="52" width="12" height="14" rx="2" fill="#f5c451" />
      <text
        x="50"
        y="96"
        textAnchor="middle"
        fontSize="11"
        fontWeight="900"
        fill="#ffe38a"
        stroke="#5a2a10"
        strokeWidth="2"
        paintOrder="stroke"
      >
        BONUS
      </text>
    </>
  ),
};

function fruit(id: string, light: string, dark: string, extra: ReactNode, rx = 30, ry = 30): Art {
  return () => (
    <>
      <defs>{radial(`${id}-g`, light, dark)}</defs>
      <ellipse cx="50" cy="56" rx={rx} ry={ry} fill={`url(#${id}-g)`} stroke={dark} strokeWidth="2" />
      {extra}
      <ellipse cx="40" cy="44" rx="8" ry="5" fill="rgba(255,255,255,0.5)" transform="rotate(-30 40 44)" />
    </>
  );
}
const leaf = (
  <path d="M52 26 Q62 12 76 16 Q68 30 52 26 Z" fill="#3fbf4f" stroke="#1f6b28" strokeWidth="1.5" />
);

const FRUITS: Record<string, Art> = {
  star: () => (
    <>
      <defs>{radial('star-g', '#fff6b0', '#f0a400')}</defs>
      <path
        d="M50 8 L61 37 L92 38 L67 57 L76 88 L50 70 L24 88 L33 57 L8 38 L39 37 Z"
        fill="url(#star-g)"
        stroke="#a05a00"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <text x="50" y="62" textAnchor="middle" fontSize="13" fontWeight="900" fill="#a0250f">
        WILD
      </text>
    </>
  ),
  seven: () => (
    <>
      <defs>
        {grad('seven-g', [
          [0, '#ff6b6b'],
          [1, '#b3001b'],
        ])}
      </defs>
      <path
        d="M22 18 L80 18 L80 30 Q56 54 50 88 L32 88 Q38 56 60 32 L22 32 Z"
        fill="url(#seven-g)"
        stroke="#fff2a8"
        strokeWidth="4"
        strokeLinejoin="round"
      />
    </>
  ),
  bell: () => (
    <>
      <defs>
        {grad('bell-g', [
          [0, '#fff0a0'],
          [1, '#d69a00'],
        ])}
      </defs>
      <path
        d="M50 14 Q72 16 74 48 L78 70 L22 70 L26 48 Q28 16 50 14 Z"
        fill="url(#bell-g)"
        stroke="#8a5a00"
        strokeWidth="2.5"
      />
      <rect x="18" y="68" width="64" height="8" rx="4" fill="#c78800" />
      <circle cx="50" cy="82" r="7" fill="#8a5a00" />
    </>
  ),
  melon: () => (
    <>
      <path d="M12 40 A38 38 0 0 0 88 40 Z" fill="#2f9e44" />
      <path d="M18 40 A32 32 0 0 0 82 40 Z" fill="#f5f0c8" />
      <path d="M22 40 A28 28 0 0 0 78 40 Z" fill="#ff4d5e" />
      {[30, 42, 54, 66].map((x) => (
        <ellipse key={x} cx={x} cy={50 + (x % 3)} rx="2" ry="3.5" fill="#2b1a10" />
      ))}
    </>
  ),
  grapes: () => (
    <>
      <defs>{radial('grape-g', '#c89cff', '#5a1d9a')}</defs>
      {[
        [38, 38],
        [52, 36],
        [66, 38],
        [44, 52],
        [58, 52],
        [50, 66],
        [36, 54],
        [64, 54],
      ].map(([x, y]) => (
        <circle
          key={`${x}-${y}`}
          cx={x}
          cy={y}
          r="9"
          fill="url(#grape-g)"
          stroke="#3d0f70"
          strokeWidth="1.5"
        />
      ))}
      <path d="M52 28 L54 14" stroke="#6e4214" strokeWidth="3" />
      {leaf}
    </>
  ),
  plum: fruit('plum', '#e28bd0', '#7a1f6b', leaf, 28, 30),
  orange: fruit('orange', '#ffd08a', '#f07c00', <circle cx="50" cy="30" r="3" fill="#3d7a1f" />),
  lemon: fruit('lemon', '#fff6a0', '#e0c000', null, 34, 24),
  cherry: () => (
    <>
      <defs>{radial('cherry-g', '#ff8a8a', '#a3001b')}</defs>
      <path d="M36 62 Q40 30 62 16 M66 62 Q62 36 62 16" stroke="#3d7a1f" strokeWidth="3.5" fill="none" />
      <circle cx="34" cy="66" r="16" fill="url(#cherry-g)" stroke="#6b0012" strokeWidth="2" />
      <circle cx="68" cy="66" r="16" fill="url(#cherry-g)" stroke="#6b0012" strokeWidth="2" />
      <path d="M62 16 Q76 10 84 20 Q72 24 62 16 Z" fill="#3fbf4f" />
    </>
  ),
  basket: () => (
    <>
      <circle cx="36" cy="40" r="11" fill="#ff4d5e" />
      <circle cx="56" cy="34" r="12" fill="#ffa31a" />
      <circle cx="70" cy="44" r="9" fill="#9b4dff" />
      <path d="M14 46 L86 46 L76 86 L24 86 Z" fill="#b5772e" stroke="#5e3a12" strokeWidth="3" />
      <path d="M20 58 L80 58 M22 70 L78 70" stroke="#5e3a12" strokeWidth="2.5" />
      <text
        x="50"
        y="98"
        textAnchor="middle"
        fontSize="11"
        fontWeight="900"
        fill="#ffe38a"
        stroke="#5e3a12"
        strokeWidth="2"
        paintOrder="stroke"
      >
        BONUS
      </text>
    </>
  ),
};

const COSMIC: Record<string, Art> = {
  nova: () => (
    <>
      <defs>{radial('nova-g', '#ffffff', '#ff3fd1')}</defs>
      <path d="M50 4 L58 40 L96 50 L58 60 L50 96 L42 60 L4 50 L42 40 Z" fill="url(#nova-g)" />
      <circle cx="50" cy="50" r="14" fill="#fff" opacity="0.9" />
      <text x="50" y="55" textAnchor="middle" fontSize="12" fontWeight="900" fill="#7a0a63">
        WILD
      </text>
    </>
  ),
  planet: () => (
    <>
      <defs>{radial('planet-g', '#ffd59a', '#c0392b')}</defs>
      <circle cx="50" cy="50" r="26" fill="url(#planet-g)" />
      <ellipse
        cx="50"
        cy="52"
        rx="44"
        ry="11"
        fill="none"
        stroke="#ffe9b0"
        strokeWidth="4"
        transform="rotate(-18 50 52)"
      />
      <path d="M30 44 Q50 38 70 44" stroke="rgba(120,30,20,0.4)" strokeWidth="4" fill="none" />
    </>
  ),
  comet: () => (
    <>
      <defs>
        {grad(
          'comet-t',
          [
            [0, 'rgba(90,200,255,0)'],
            [1, '#8fe3ff'],
          ],
          false,
        )}
      </defs>
      <path d="M8 20 L64 52 L56 66 Z" fill="url(#comet-t)" />
      <path d="M18 40 L62 58 L58 64 Z" fill="url(#comet-t)" opacity="0.7" />
      <circle cx="66" cy="62" r="16" fill="#dff7ff" stroke="#5ac8ff" strokeWidth="4" />
    </>
  ),
  ruby: gem(
    'ruby',
    '50,12 84,40 50,90 16,40',
    ['M16 40 L84 40', 'M50 12 L36 40 L50 90 L64 40 Z'],
    '#ff9aa8',
    '#e0113a',
    '#6b0018',
  ),
  emerald: gem(
    'emerald',
    '32,12 68,12 86,32 86,68 68,88 32,88 14,68 14,32',
    ['M30 30 L70 30 L70 70 L30 70 Z'],
    '#a8ffcf',
    '#10b860',
    '#04502a',
  ),
  sapphire: gem(
    'sapphire',
    '50,10 88,50 50,90 12,50',
    ['M30 50 L70 50', 'M50 10 L50 90'],
    '#a9d4ff',
    '#1f6fe0',
    '#0a2a6b',
  ),
  amethyst: gem(
    'amethyst',
    '50,10 86,30 86,70 50,90 14,70 14,30',
    ['M14 30 L50 50 L86 30', 'M50 50 L50 90'],
    '#e4b5ff',
    '#9b3de0',
    '#3d0f70',
  ),
  topaz: gem(
    'topaz',
    '50,12 88,82 12,82',
    ['M50 12 L50 82', 'M30 60 L70 60'],
    '#ffe6a8',
    '#f0a020',
    '#7a4a00',
  ),
  blackhole: () => (
    <>
      <defs>
        <radialGradient id="bh-g" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0.3" stopColor="#000" />
          <stop offset="0.55" stopColor="#ff7a1a" />
          <stop offset="0.8" stopColor="#7a1fff" />
          <stop offset="1" stopColor="rgba(122,31,255,0)" />
        </radialGradient>
      </defs>
      <circle cx="50" cy="46" r="40" fill="url(#bh-g)" />
      <ellipse
        cx="50"
        cy="46"
        rx="42"
        ry="8"
        fill="none"
        stroke="#ffd08a"
        strokeWidth="2"
        transform="rotate(-12 50 46)"
      />
      <text
        x="50"
        y="96"
        textAnchor="middle"
        fontSize="11"
        fontWeight="900"
        fill="#e4b5ff"
        stroke="#1a0636"
        strokeWidth="2"
        paintOrder="stroke"
      >
        BONUS
      </text>
    </>
  ),
};

const ART: Record<string, Record<string, Art>> = {
  'kasa-slots-sultans-gold': SULTANS,
  'kasa-slots-fruit-bazaar': FRUITS,
  'kasa-slots-cosmic-gems': COSMIC,
  ...MORE_ART,
};

/** The theme class of a title (colours, frame). */
export function themeOf(code: string): string {
  const more = MORE_THEMES[code];
  if (more) return more;
  if (code.includes('fruit')) return 'slots--fruit';
  if (code.includes('cosmic')) return 'slots--cosmic';
  return 'slots--sultan';
}

export function SlotSymbolArt({ code, symbol }: { code: string; symbol: string }) {
  const art = ART[code]?.[symbol];
  return (
    <svg className="slots-symbol" viewBox="0 0 100 100" role="img" aria-label={symbol}>
      {art ? (
        art()
      ) : (
        <text x="50" y="60" textAnchor="middle" fontSize="30" fill="#fff">
          {symbol}
        </text>
      )}
    </svg>
  );
}
