// How the round recall draws a Kasa Originals slot symbol without the game's own artwork (the casino feature does
// not import features/originals): an emoji for pictures, the rank for playing-card symbols, a coloured diamond for
// the gems. The symbol's name (casino.round.symbols.<id>, both languages) is its title and accessible name.

export type SlotGlyph =
  | { kind: 'emoji'; glyph: string }
  | { kind: 'rank'; glyph: string }
  | { kind: 'gem'; glyph: string; color: string };

const emoji = (glyph: string): SlotGlyph => ({ kind: 'emoji', glyph });
const rank = (glyph: string): SlotGlyph => ({ kind: 'rank', glyph });
const gem = (color: string): SlotGlyph => ({ kind: 'gem', glyph: '◆', color });

const GLYPHS: Record<string, SlotGlyph> = {
  // Sultan's Gold
  seal: emoji('🏵️'),
  sultan: emoji('👳'),
  lamp: emoji('🪔'),
  dagger: emoji('🗡️'),
  camel: emoji('🐫'),
  chest: emoji('💰'),
  A: rank('A'),
  K: rank('K'),
  Q: rank('Q'),
  J: rank('J'),
  T: rank('10'),
  // Fruit Bazaar
  star: emoji('⭐'),
  seven: rank('7'),
  bell: emoji('🔔'),
  melon: emoji('🍉'),
  grapes: emoji('🍇'),
  plum: emoji('🫐'),
  orange: emoji('🍊'),
  lemon: emoji('🍋'),
  cherry: emoji('🍒'),
  basket: emoji('🧺'),
  // Cosmic Gems
  nova: emoji('🌟'),
  planet: emoji('🪐'),
  comet: emoji('☄️'),
  ruby: gem('#e5384f'),
  emerald: gem('#19c37d'),
  sapphire: gem('#3d7bf0'),
  amethyst: gem('#a05ce0'),
  topaz: gem('#f2b63c'),
  blackhole: emoji('🌀'),
  // Issue 11 §5 titles (Anatolian Spices, Bosphorus Nights, Kapadokya Balloons, Olympos Thunder, Gold Rush,
  // Pomegranate Ways)
  saffron: emoji('🌸'),
  pepper: emoji('🌶️'),
  sumac: emoji('🥣'),
  cinnamon: emoji('🪵'),
  cumin: emoji('🟫'),
  mint: emoji('🌿'),
  clove: emoji('🟤'),
  crescent: emoji('🌙'),
  tower: emoji('🗼'),
  ferry: emoji('⛴️'),
  simit: emoji('🥯'),
  lantern: emoji('🏮'),
  firework: emoji('🎆'),
  chimney: emoji('🗿'),
  balloonRed: emoji('🎈'),
  balloonBlue: emoji('🎈'),
  horse: emoji('🐴'),
  pottery: emoji('🏺'),
  sunrise: emoji('🌅'),
  bolt: emoji('⚡'),
  zeus: emoji('🧔'),
  trident: emoji('🔱'),
  helmet: emoji('🪖'),
  harp: emoji('🪕'),
  temple: emoji('🏛️'),
  dynamite: emoji('🧨'),
  miner: emoji('⛑️'),
  cart: emoji('🛒'),
  lamp2: emoji('🏮'),
  pickaxe: emoji('⛏️'),
  coin: emoji('🪙'),
  tea: emoji('🍵'),
  pomegranate: emoji('🔴'),
  fig: emoji('🟣'),
  apricot: emoji('🍑'),
  hazelnut: emoji('🌰'),
  olive: emoji('🫒'),
  quince: emoji('🍐'),
  mulberry: emoji('🫐'),
  crate: emoji('📦'),
};

/** The glyph of a symbol id; an unknown id shows its first letters. */
export function slotGlyph(id: string): SlotGlyph {
  return GLYPHS[id] ?? rank(id.slice(0, 3).toUpperCase());
}
