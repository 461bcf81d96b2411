/**
 * The editor's own words as people type them in Spanish, Portuguese, French and German, read as the
 * English the parser knows: "ponlo en blanco y negro y escribe HODL abajo" is read as "make it black
 * and white and write HODL at the bottom". Only the phrases listed are read, only in a prompt that
 * holds one of the asking words (a verb, an effect or a place), and never inside quotes: a caption
 * keeps its words ("vamos a la luna").
 */

/** Colours, each in the four languages, to English. */
const COLOURS: Record<string, string> = {
  negro: 'black',
  negra: 'black',
  preto: 'black',
  preta: 'black',
  noir: 'black',
  noire: 'black',
  schwarz: 'black',
  schwarzen: 'black',
  blanco: 'white',
  blanca: 'white',
  branco: 'white',
  branca: 'white',
  blanc: 'white',
  blanche: 'white',
  weiß: 'white',
  weiss: 'white',
  weißen: 'white',
  rojo: 'red',
  roja: 'red',
  vermelho: 'red',
  vermelha: 'red',
  rouge: 'red',
  roten: 'red',
  azul: 'blue',
  bleu: 'blue',
  blau: 'blue',
  blauen: 'blue',
  verde: 'green',
  vert: 'green',
  grün: 'green',
  amarillo: 'yellow',
  amarilla: 'yellow',
  amarelo: 'yellow',
  amarela: 'yellow',
  jaune: 'yellow',
  gelb: 'yellow',
  dorado: 'gold',
  dorada: 'gold',
  dourado: 'gold',
  doré: 'gold',
  goldenen: 'gold',
  morado: 'purple',
  roxo: 'purple',
  violet: 'purple',
  lila: 'purple',
};
const COLOUR_WORDS = Object.keys(COLOURS).join('|');

/** Words matched whole: `\b` is ASCII's, and these words hold "à", "é" and "ß". */
const whole = (source: string, flags = 'giu'): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, flags);

const BORDER_NOUNS = 'marco|borde|moldura|borda|cadre|bordure|rahmen';
/** A border of a colour, the colour after the noun ("un cadre noir", "un marco dorado"). */
const BORDER_OF_A_COLOUR = whole(`(?:(?:un|una|um|uma|une|einen)\\s+)?(?:${BORDER_NOUNS})\\s+(${COLOUR_WORDS})`);

const MAKE_IT =
  'ponlo|ponla|hazlo|hazla|hacelo|déjalo|dejalo|faz|faça|fais-le|fais-la|rends-le|rends-la|mets-le|mets-la';
const BLACK_AND_WHITE = 'blanco\\s+y\\s+negro|preto\\s+e\\s+branco|noir\\s+et\\s+blanc|schwarz[-\\s]?wei(?:ß|ss)';
const BELOW = 'abajo|debajo|embaixo|em\\s+baixo|en\\s+bas|unten';
const ABOVE = 'arriba|em\\s+cima|en\\s+haut|oben';
const RIGHT = 'a\\s+la\\s+derecha|à\\s+direita|à\\s+droite|rechts';
const LEFT = 'a\\s+la\\s+izquierda|à\\s+esquerda|à\\s+gauche|links';
const WRITE = 'escribe|escribí|escreve|escreva|écris|écrivez|schreib|schreibe';
const PUT = 'pon|ponle|poné|coloca|coloque|agrega|agregá|añade|adiciona|adicione|ajoute|ajoutez|mets|füge|füg';

/** Phrases to English, in order (a corner before its side, a verb before its article). */
const PHRASES: Array<[RegExp, string]> = [
  [whole(`(?:${MAKE_IT})(?:\\s+(?:en|em))?|mach(?:e)?\\s+(?:es|das)(?:\\s+in)?`), 'make it'],
  [whole(BLACK_AND_WHITE), 'black and white'],
  [whole('s[ée]pia'), 'sepia'],
  [whole(`(?:${BELOW})\\s+(?:${RIGHT})`), 'in the bottom right'],
  [whole(`(?:${BELOW})\\s+(?:${LEFT})`), 'in the bottom left'],
  [whole(`(?:${ABOVE})\\s+(?:${RIGHT})`), 'in the top right'],
  [whole(`(?:${ABOVE})\\s+(?:${LEFT})`), 'in the top left'],
  [whole(BELOW), 'at the bottom'],
  [whole(ABOVE), 'at the top'],
  [
    whole('en\\s+el\\s+centro|en\\s+el\\s+medio|no\\s+centro|au\\s+centre|au\\s+milieu|in\\s+der\\s+mitte'),
    'in the middle',
  ],
  [whole(WRITE), 'write'],
  [whole(PUT), 'put'],
  [whole('un|una|um|uma|une|einen|eine|ein'), 'a'],
  [whole('y|e|et|und'), 'and'],
  [whole('con|com|avec|mit'), 'with'],
  [whole(BORDER_NOUNS), 'border'],
];

/** The words that show a prompt asks in one of these languages (not colours, articles nor "and"). */
const ASKING_WORDS = whole(
  [MAKE_IT, 'mach(?:e)?\\s+(?:es|das)', BLACK_AND_WHITE, BELOW, ABOVE, WRITE, PUT, BORDER_NOUNS].join('|'),
  'iu',
);

/** Quoted runs, kept as typed. */
const QUOTED = /("[^"]*"|“[^”]*”|«[^»]*»|„[^“”]*[“”])/u;

/** The prompt with these languages' edit words read in English, its quoted runs as typed. */
export function inEnglish(prompt: string): string {
  const parts = prompt.split(QUOTED);
  if (!parts.some((part, at) => at % 2 === 0 && ASKING_WORDS.test(part))) return prompt;
  return parts.map((part, at) => (at % 2 === 1 ? part : translated(part))).join('');
}

function translated(text: string): string {
  let out = text.replace(BORDER_OF_A_COLOUR, (_, colour: string) => `a ${COLOURS[colour.toLowerCase()]} border`);
  for (const [phrase, english] of PHRASES) out = out.replace(phrase, english);
  return out;
}
