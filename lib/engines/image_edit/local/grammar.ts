/**
 * The first stage of reading a prompt: literal (quoted) text is lifted out, then the rest is split
 * into clauses on punctuation and joining words, each clause to be read as one operation.
 */

const QUOTED =
  /"([^"]+)"|“([^”]+)”|«([^»]+)»|„([^“”]+)[“”]|(?<=^|[\s(:])'([^']+)'(?=$|[\s.,;:!?)])|(?<=^|[\s(:])‘([^’]+)’/g;

export interface Quoted {
  text: string;
  start: number;
  end: number;
  /** A line read by its label or opening words: a part of its own after another text. */
  line?: boolean;
}

import { COLOUR_PATTERN } from './colours';
import { EMOJI_NAME_PATTERN, emojiIn } from './emoji';
import { asksForSomething } from './unread';

/**
 * Literal text written without quotes: a ticker (`$PEPE`), words named as text ("the word moon",
 * "the name FROG", "saying gm frens", "with the caption wen moon", "caption it ser"), words said to be
 * written ("with gm written across the top"), or a run of capitals in a prompt that is not itself in
 * capitals ("put HODL in the centre"). Each is read as if it were quoted.
 */
const TICKER = /(?<![\w$])\$[A-Za-z][A-Za-z0-9]{0,15}\b/g;
/** An amount of money ("$1,000,000", "$69", "$2.5k"): literal as a ticker is. */
const MONEY = /(?<![\w$])\$\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d,])|(?<![\w$])\$\d+(?:\.\d+)?[km]?\b/gi;
/** A handle or a hashtag ("@pepe_dev", "#bitcoin"), not a colour ("#ff8800"): literal as a ticker is. */
const HANDLE = /(?<![\w@#])(?!#[0-9a-f]{6}\b)[@#][A-Za-z][A-Za-z0-9_]{1,29}\b/gi;
/** "to the top", "to it": a place, where named text stops; "to the moon" is text. */
const TO_A_PLACE =
  'to\\s+(?:(?:the|this|that|my|your|our)\\s+)?(?:top|bottom|middle|cent(?:re|er)|left|right|corner|side|image|picture|photo|pic|it|them)\\b';
/** The picture itself ("caption this pic "send it""): never the text named. */
const PICTURE_WORD = '(?:image|images|img|imgs|picture|pictures|photo|photos|pic|pics)';
/** Words that place or style text, or join clauses: named text stops before them. */
const NOT_IN_LITERAL = `${TO_A_PLACE}|(?:in|on|at|with|w|and|then|of|under|over|above|below|beneath|underneath|inside|across|near|between|from|for|as|using|written|plus|but|please|pls|plz|thx|thanks|ty|lol|lmao|top|bottom|middle|centre|center|corner|which|into|onto|saying|says|reading|reads)\\b`;
/** What may not open named text either: articles, and the words that say what a caption looks like. */
/**
 * "it" inside named text ("buy it now", "just do it") is text; first, only when it opens a sentence
 * ("caption it is what it is"): "caption it gm" names the picture.
 */
const IT_NAMING_THE_PICTURE = `it\\b(?!['’]s\\b)(?![ \\t]+(?:is|was|will|would|keeps|goes|aint|ain'?t|never|always|do|does|did|just|really|hits|be|feels?|looks?|gets|got|has|had|can)\\b)`;
/**
 * "its" owning a noun ("write its name") is no text's first word; "its" as "it's" before what it is
 * ("write its my bday", "its so over") opens the text.
 */
const ITS_OWNING = `its\\b(?![ \\t]+(?:my|a|an|the|so|not|just|all|only|never|always|what|ok|okay|fine|gonna|going|been|too|really|over|me|us|time|your|our|his|her|their)\\b)`;
const NOT_FIRST = `${NOT_IN_LITERAL}|${IT_NAMING_THE_PICTURE}|(?:the|a|an|that|this|these|those|my|your|our|his|her|${ITS_OWNING}|their|something|anything|text|style|size|colou?r|font|box|band|bar|only|outline|shadow|big|bigger|small|smaller|larger|huge|bold|meme|${PICTURE_WORD})\\b`;
/** Verbs that open the next instruction: named text stops before them ("caption wagmi make it blue"). */
const NEXT_INSTRUCTION =
  '(?:make|add|put|give|turn|set|apply|crop|rotate|flip|mirror|blur|tint|invert|pixelate|zoom|deep[-\\s]?fr(?:y|ied)|sharpen|brighten|darken|saturate|desaturate|gr[ae]yscale)\\b';
/** " in big green letters": the letters a text is drawn in ("gm in big letters" is the text gm, not a sticker). */
const IN_LETTERS = `\\s+(?:(?:big|bold|huge|giant|small|tiny|large|thick|(?:${COLOUR_PATTERN}))\\s+)+(?:letters|font|text|caps|capitals)\\b`;
/** The words that open an instruction: a labelled line or named text ends before them. */
const INSTRUCTION_SOURCE = [
  "(?:make|add|put|give|turn|set|apply|use|slap|stick|throw|place|crop|rotate|flip|mirror|blur|sharpen|brighten|darken|tint|invert|pixelate|zoom|deep\\s+fr\\w*|fry|vaporwave|laser|wanted|sepia|gr[ae]yscale|black\\s+(?:and|&|n)\\s+white|b&w|b/w|monochrome|noir|vintage|emoji|sticker|circle|round|logo|pfp|square|rounded|border|frame|background|bg|no|don'?t|without|pls|please|lol)\\b",
  `(?:${COLOUR_PATTERN})\\s+(?:background|bg|border|frame|tint|filter|text|letters|ring)\\b`,
  `(?:(?:a|an|the|some)\\s+)?(?:${EMOJI_NAME_PATTERN})\\s+(?:emoji|sticker|icon|top|bottom|in(?!${IN_LETTERS})|on|at)\\b`,
].join('|');
/** Whoever is in the picture, by a pronoun ("a wanted poster of him"): not a name to write. */
export const SOMEONE_IN_THE_PICTURE = '(?:him|her|me|them|us|it)\\b';
/** "reward 1000 $BONK" is a wanted poster's line of its own, not the end of the name before it. */
const REWARD_LINE = 'reward\\b[:\\s]+(?:of\\s+)?\\$?\\d';
/** "both of us", "one of them", "king of the trenches": "of" inside named text (not "of the picture"). */
const OF_PEOPLE = `of\\s+(?:us|them|you|me)\\b|of[ \\t]+(?:the[ \\t]+)?(?!(?:${PICTURE_WORD}|it|this|that|him|her|top|bottom|middle|cent(?:re|er)|corner|left|right|size|colou?r|a|an)\\b)[\\p{L}\\p{N}]`;
/** "n" for "and" joins the next instruction ("caption gm n make it blue"), but is text otherwise ("me n the boys"). */
const N_BEFORE_INSTRUCTION = `n\\s+(?:${INSTRUCTION_SOURCE})`;
/**
 * "but" inside named text when no instruction follows it ("that says hold the line but dont panic");
 * "caption gm but make it blue", "but keep it small", "but don't blur it" are two parts.
 */
const BUT_IN_TEXT = `but(?=[ \\t]+(?!${NEXT_INSTRUCTION}|keep\\b|leave\\b|no\\b|not[ \\t]+(?:${NEXT_INSTRUCTION}|too|so|very|that|in|on|at|the|it|blurr?y|big|small|bold)\\b|without\\b|don'?t[ \\t]+(?:${NEXT_INSTRUCTION}|change|touch|use)))`;
/**
 * "game over", "its so over", "game on": a place word with nothing after it to place the text on is
 * the text's last word.
 */
const PLACE_WORD_ENDING = `(?:over|on|in|out|off)(?=[ \\t]*(?:$|[\\n,.;!?]|\\p{Extended_Pictographic}))`;
/** "deal with it", "come with me": "with" and the pronoun that ends the text are the text's own. */
const WITH_A_PRONOUN_ENDING = `with(?=[ \\t]+(?:it|me|you|us|them)(?:[ \\t]*(?:$|[\\n,.;!?]|\\p{Extended_Pictographic})|[ \\t]+(?:and|then|n)[ \\t]))`;
const LITERAL_WORD = `(?:(?=${OF_PEOPLE})of|${PLACE_WORD_ENDING}|${WITH_A_PRONOUN_ENDING}|${BUT_IN_TEXT}|(?!${NOT_IN_LITERAL}|${REWARD_LINE}|${NEXT_INSTRUCTION}|${N_BEFORE_INSTRUCTION})[\\p{L}\\p{N}][\\p{L}\\p{N}'’]{0,23})`;
/** An article may open named text ("caption the squad") unless what follows is the picture or a place. */
const ARTICLE = `(?:(?:the|a|an|my|our|your|this|that|its|it'?s|it’s)[ \\t]+(?!(?:${PICTURE_WORD}|it|top|bottom|middle|cent(?:re|er)|corner|left|right)\\b))?`;
/**
 * "caption then vs now": a joining word right after the label opens the text, when no instruction
 * follows it ("caption it then deep fry" joins two parts).
 */
const JOINER_OPENING = `(?:then[ \\t]+(?!${NOT_FIRST}|${INSTRUCTION_SOURCE}))?`;
const NAMED_TEXT = `(${JOINER_OPENING}${ARTICLE}(?!${NOT_FIRST})\\$?[\\p{L}\\p{N}][\\p{L}\\p{N}'’]{0,23}(?:[ \\t]+${LITERAL_WORD}){0,6})\\b`;
/** "make the text yellow", "the caption bigger": a style said of the text, not the text. */
const RESTYLED = `(?:(?:${COLOUR_PATTERN})|big|bigger|small|smaller|large|larger|huge|bold|bolder)\\s*(?:$|[,.;!?\\n]|and\\b|pls\\b|please\\b)`;
const NAMED_WORD = new RegExp(
  `\\b(?:the\\s+(?:word|words|text|name|ticker|letters|caption|title|slogan)(?:\\s+(?:should\\s+)?(?:say|says|saying|read|reads|reading))?(?!\\s+(?:${RESTYLED}|(?:is|are|was|should)\\b))|ticker|saying|says|say|that\\s+says|reading|that\\s+reads|which\\s+reads|caption(?:ed)?(?:\\s+(?:it|this|them)(?:\\s+(?:pic|picture|image|photo|one))?(?!\\s+(?:is|was|be|isn'?t|wasn'?t)\\b))?(?:\\s*:)?|titled|write|type|add\\s+(?:the\\s+|some\\s+)?text|(?<=\\b(?:big|small|huge|bold|with|w\\/?|and|plus|${COLOUR_PATTERN})\\s+)text|text\\s*:|(?:^|(?<=[,.;!?]\\s*))text(?=\\s)|the\\s+(?:name|ticker|title)\\s+(?:is|should\\s+be)|wanted\\s+(?:poster|sign|flyer)\\s+(?:of|for)(?!\\s+${SOMEONE_IN_THE_PICTURE})|wanted\\s*:(?!\\s*(?:dead\\b|${SOMEONE_IN_THE_PICTURE})))\\s+${NAMED_TEXT}`,
  'dgiu',
);
/** What people put on a picture that is not text: effects and things the editor cannot draw. */
const PUT_ON_THINGS =
  '(?:snow|rain|glitter|sparkles?|glow|grain|noise|shadows?|makeup|lipstick|blush|beard|mustache|moustache|tattoos?|glasses|lights?|filters?|effects?|flames)';
/**
 * "put gm at the top", "slap wen lambo on it", "a pic with happy new year on it", "and put wagmi":
 * words put somewhere are text when they name nothing the editor draws otherwise (no article: "put a
 * hat on it" is an object; no sticker, effect or instruction: "put fire on it", "put sepia on it";
 * "gm" is a greeting, not the sun, here). After "with" a place must follow ("with upside down" is an
 * effect).
 */
const PUT_WORDS = `((?:(?=g[mn]\\b)|(?!(?:a|an|the|some|any|my|his|her|your|our|their|this|that|these|those|them|em|'em|it|its|me|him|us|both|all|everything|each|one|two|three|four|text|words?|caption|emoji|stickers?|meme|big|huge|small|tiny|bold|large|giant|${COLOUR_PATTERN}|${PUT_ON_THINGS}|${INSTRUCTION_SOURCE})\\b)(?!(?:${EMOJI_NAME_PATTERN})(?:e?s)?\\b))(?!\\d+\\b)(?!${NOT_FIRST})[\\p{L}\\p{N}][\\p{L}\\p{N}'’]{0,23}(?:[ \\t]+(?!(?:emojis?|stickers?|icons?|text|meme|caption|words?|letters|font)\\b)${LITERAL_WORD}){0,4})`;
/** Words that arrange the pictures ("put em side by side"): not text put on them. */
const ARRANGED = `[^\\n,.;!?]*\\b(?:side|sides|row|column|grid|together|stack(?:ed)?|next|other|vertical(?:ly)?|horizontal(?:ly)?)\\b`;
const PUT_PLACE = `[ \\t]+(?:(?:on|at|in|onto|across|over)[ \\t]+(?:the[ \\t]+)?(?:top|bottom|middle|cent(?:re|er)|it|this|image|picture|photo|pic)|in[ \\t]+between|between[ \\t]+(?:them|the[ \\t]+two|both))\\b`;
const PUT_TEXT = new RegExp(
  `\\b(?:put|slap|stick)\\s+(?!${ARRANGED})${PUT_WORDS}(?=${PUT_PLACE}|[ \\t]*(?:$|[\\n,.;!?]))|\\b(?:with|w\\/)\\s+${PUT_WORDS}(?=${PUT_PLACE})`,
  'dgiu',
);
/** "with gm written across the top": the words before "written" are the text. */
const WRITTEN_WORD = new RegExp(
  `(?:^|[,;.+]\\s*|\\b(?:with|w/|and|then|plus)\\s+)(?:(?:pls|please|plz|yo|ok|okay|so|hey|can\\s+you|lol)\\s+)*${NAMED_TEXT}\\s+(?:written|printed|spelled|spelt|scrawled|plastered)\\b`,
  'dgiu',
);
/**
 * "wagmi in big green letters at the bottom", "a blue background with gm frens in white letters": words
 * that open a part or follow "with" (not an instruction: "add LFG in big red letters" is read by its
 * verb), then the letters they are to be drawn in, are the text.
 */
const LETTERED_WORD = new RegExp(
  `(?:^|[,;.+]\\s*|\\b(?:and|then|plus|with|w\\/)\\s+)(?:(?:pls|please|plz|yo|ok|okay|so|hey|lol|just)\\s+)*(?!(?:${INSTRUCTION_SOURCE})|(?:write|type|print|draw|pls|please|plz|yo|hey|just)\\b|(?:(?:a|an|the|some)\\s+)?(?:caption|text|words?|title|label|quote)\\b)${NAMED_TEXT}\\s+in${IN_LETTERS}`,
  'dgiu',
);
/**
 * "wagmi 🙌 write it big at the bottom": words that open the prompt, then an instruction to write
 * "it" (those words), are the text.
 */
const WRITE_IT = new RegExp(
  `^[ \\t]*${NAMED_TEXT}[ \\t]*(?:\\p{Extended_Pictographic}|\\uFE0F|\\u200D)*[ \\t]*[,.!]*[ \\t]*(?:and[ \\t]+)?(?:pls[ \\t]+|please[ \\t]+)?(?:write|type|print|put)[ \\t]+(?:it|that|this)\\b(?![ \\t]+(?:on|in)[ \\t]+(?:the[ \\t]+)?(?:pic|picture|photo|image)\\b)`,
  'dgiu',
);
/** A wanted poster's line: "reward 1000 $BONK", "reward: 5 sol", "500k $PEPE reward" (the word "reward" with it). */
const REWARD =
  /\breward\b[:\s]+(?:of\s+)?\$?[\d.,]+[km]?(?:\s+\$?[A-Za-z]{2,10}\b)?|(?<![\w$])\$?\d[\d.,]*[km]?(?:\s+\$?[A-Za-z]{2,10})?\s+reward\b/gi;
/** Not after "a"/"an" ("like an NFT" names a thing) nor inside a word ("8-BIT", "B&W"). */
const CAPITALS = /(?<![\p{L}\p{N}$&/-])(?<!\b(?:an?|like)\s+)[A-Z][A-Z0-9]+(?:\s+[A-Z][A-Z0-9]+)*(?![\p{L}\p{N}&/-])/gu;
/** Capitalised words that name a thing the editor does, not text to draw. */
const NOT_LITERAL = new Set([
  'PFP',
  'BG',
  'RGB',
  'HD',
  'HDR',
  'VHS',
  'CRT',
  '3D',
  '4K',
  '8K',
  'JPG',
  'JPEG',
  'PNG',
  'GIF',
  'BW',
  'OK',
  'PLS',
  'CW',
  'CCW',
]);

/**
 * A meme line or caption by its label: "top text: X", "bottom: Y", "top text X bottom text Y",
 * "caption: X". Its text runs to the next label, line or semicolon, or to a comma (or "and") before
 * the next instruction, whatever words it holds ("WHEN YOU BUY THE TOP").
 */
/**
 * Style and place words between a label and its colon: "caption in yellow:", "text big red:",
 * "caption underneath:", "text at the top:". "caption it:" is a label as "caption:" is, and "top text
 * is X and bottom is Y" labels its lines with "is" ("says", "reads") as with a colon.
 */
const LABEL_STYLE = `(?:\\s+only|\\s+(?:in\\s+)?(?:${COLOUR_PATTERN}|#[0-9a-f]{6}|big|bigger|small|smaller|bold|huge|large|larger|giant)|\\s+(?:with\\s+)?(?:an?\\s+)?(?:(?:${COLOUR_PATTERN})\\s+)?(?:outline|shadow|drop\\s+shadow|stroke|box|background)|\\s+(?:(?:at|on|in)\\s+(?:the\\s+)?)?(?:top|bottom|middle|cent(?:re|er)|underneath|under|below|above|corner)(?:[-\\s]+(?:left|right))?(?:\\s+corner)?(?:\\s+(?:of\\s+)?(?:the|this|it)(?:\\s+(?:picture|image|photo|pic))?)?)*`;
/** A meme line's colour or size before its colon: "bottom text in yellow:", "top text big:". */
const LINE_LABEL_STYLE = `(?:\\s+(?:in\\s+)?(?:${COLOUR_PATTERN}|big|small|bold|huge|large|giant))*`;
/** A meme line's place: "top", "bottom", and "upper" / "lower" before "text" ("upper text: GM"). */
const TOP_OR_BOTTOM = String.raw`(?:top|bottom|(?:upper|lower)(?=\s+(?:text|line|caption)\b))`;
const LABEL = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?<!\bthe\s+)${TOP_OR_BOTTOM}(?:\s+(?:text|line|caption))?\s+(?:is|says|say|saying|reads|should\s+say)(?=\s)|(?<=\b(?:make|have|let|and)\s+the\s+)${TOP_OR_BOTTOM}\s+(?:text|line|caption)\s+(?:say|says|read|should\s+say)(?=\s)|${TOP_OR_BOTTOM}(?:\s+(?:text|line|caption))?${LINE_LABEL_STYLE}(?:\s*[:=]|\s*[-–—](?=\s))|${TOP_OR_BOTTOM}\s+(?:text|line)(?=\s)|(?:caption|text|title|subtitle)(?:\s+(?:it|this|them))?${LABEL_STYLE}(?:\s*:|\s+[-–—](?=\s)))[ \t]*`,
  'giu',
);
/**
 * A meme line that says what it is by its opening words, which are its own: "pov: you bought the
 * top", "me when the market opens", "me explaining defi to my dad", "when you see the gas fees". It opens
 * the prompt or a part of it.
 */
const MEME_OPENER = new RegExp(
  String.raw`(?:^|(?<=[,.;!?\n]\s*)|(?<=\p{Extended_Pictographic}\uFE0F?\s+))(?:pov\s*:|(?:mfw|tfw)\s+|nobody\s*:|me\s*:(?=\s)|expectations?\s*:(?=\s)|(?:me|mood)\s*:?\s+when\b|me\s+(?=[a-z]{2,}ing\b)|when\s+(?=(?:you|u|ya|ur|your|youre|you're|i|im|i'm|my|me|we|they|he|she|the|a|an|someone|somebody|people|everyone|nobody|it|its|it's|this|that|mom|dad|bro|ser|anon)\b))`,
  'giu',
);
/**
 * "me: i only buy the dip also me: buys the top": the line after a "me:" line, wherever it starts;
 * "change my mind: X": the meme's sign, its claim after the colon.
 */
const SECOND_SELF = /(?<![\p{L}\p{N}])also\s+me(?:\s+[\p{L}\p{N}']+){0,3}\s*:(?=\s|$)/giu;
/** "expectation: lambo reality: bus": the other side's line, after the first's. */
const REALITY = /(?<![\p{L}\p{N}])reality\s*:(?=\s)/giu;
const CHANGE_MY_MIND = /(?<![\p{L}\p{N}])change\s+my\s+mind(?![\p{L}\p{N}])/giu;
const CLAIM_LABEL = /(?<![\p{L}\p{N}])change\s+my\s+mind(?:\s+(?:meme|sign))?\s*(?::|[-–—](?=\s))[ \t]*/giu;
/** "pineapple belongs on pizza. change my mind": the claim is the sentence before the sign's words. */
const CLAIM_BEFORE =
  /(?:^|(?<=[.!?\n]\s*))[ \t]*([\p{L}\p{N}$][^.!?\n]*?)[ \t]*(?:[.!?,]+|[-–—])?[ \t]*(?=change\s+my\s+mind\s*[.!?]*\s*$)/dgiu;
/**
 * "expectation vs reality", "before vs after": the meme of two sides, its own caption, one word a
 * side (neither an instruction nor a place).
 */
const VERSUS_SIDE = `(?!(?:${INSTRUCTION_SOURCE})|${NOT_FIRST})[\\p{L}\\p{N}][\\p{L}\\p{N}'’]{0,23}`;
/** The two sides of a meme that names them with "and": "before and after", "then & now". */
const PAIRED_SIDES =
  '(?:before[ \\t]+(?:and|&|n)[ \\t]+after|then[ \\t]+(?:and|&|n)[ \\t]+now|expectations?[ \\t]+(?:and|&|n)[ \\t]+reality)';
const VERSUS = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${VERSUS_SIDE}[ \\t]+(?:vs\\.?|versus)[ \\t]+${VERSUS_SIDE}|${PAIRED_SIDES})(?![\\p{L}\\p{N}])`,
  'giu',
);
/**
 * "🚀🚀🚀 moon soon", "wen lambo 🚀": a few words beside emoji, as a part of the prompt of their
 * own (from its opening or a full stop to its end or a stop), asking for nothing: the caption the
 * emoji go with.
 */
const EMOJI_RUN = String.raw`(?:\p{Extended_Pictographic}|\uFE0F|\u200D|\p{Emoji_Modifier})+`;
const CHAT_WORDS = `(?!(?:${INSTRUCTION_SOURCE})|${NOT_FIRST})[\\p{L}\\p{N}][\\p{L}\\p{N}'’]{0,23}(?:[ \\t]+(?!(?:${INSTRUCTION_SOURCE}))${LITERAL_WORD}){0,4}`;
/** Beside emoji a line may open with "this", "it's", "we" ("🔥 this is fine 🔥"), as a sentence does. */
const EMOJI_LINE_WORDS = `(?:(?:this|that|it'?s|it’s|we|we'?re|i'?m|i)[ \\t]+)?${CHAT_WORDS}`;
/** Its end: "wen moon? 🚀", "lfg!! 🔥". */
const LINE_MARK = '[?!.]*';
/**
 * Words that ask for a look or a change, done or not ("cartoon style", "anime", "remove the guy",
 * "swap the faces"): a part holding one is an ask, never a caption.
 */
const ASKS_FOR_A_LOOK =
  /\b(?:style|styled|look|looks|looking|effect|effects|filter|filters|aesthetic|vibes?|mode|version|anime|manga|cartoon\w*|toon|painting|painted|paint|watercolou?r|sketch\w*|drawing|drawn|pencil|charcoal|crayon|3d|render(?:ed)?|realistic|cyberpunk|comic|glitch\w*|neon|glow\w*|vhs|grainy|halftone|hdr|remove|erase|delete|replace|swap|upscale|animate[ds]?|gif|smil\w*|danc\w*|wear(?:s|ing)?)\b/i;

/** A part holding none of the words that name or write text (those are read as text by their label). */
const NO_TEXT_WORDS = String.raw`(?![^\n.;!?]*\b(?:caption|captions|captioned|text|write|written|title|say|says|saying|meme|label|words?|letters?|quote|name|sign)\b)`;
const PART_OPENING = String.raw`(?:^|(?<=[\n.;!?]\s*))[ \t]*${NO_TEXT_WORDS}`;
const PART_ENDING = String.raw`[ \t]*(?=$|[\n.;!?,])`;
const EMOJI_CAPTION = new RegExp(
  `${PART_OPENING}${EMOJI_RUN}[ \\t]*(${EMOJI_LINE_WORDS})${LINE_MARK}[ \\t]*(?:${EMOJI_RUN})?${PART_ENDING}|${PART_OPENING}(${EMOJI_LINE_WORDS})${LINE_MARK}[ \\t]*${EMOJI_RUN}${PART_ENDING}`,
  'dgiu',
);
/**
 * "ngmi. make it black and white", "wen lambo? 🚗 make it vintage": a sentence of one to three words at the prompt's opening, asking
 * for nothing, before the sentences that do: the caption.
 */
const OPENING_SENTENCE = new RegExp(
  `^[ \\t]*${NO_TEXT_WORDS}(${CHAT_WORDS.replace('{0,4}', '{0,2}')})[ \\t]*[.!?]+(?=[ \\t]+\\S)`,
  'dgiu',
);
/** An instruction, after a joining word ("… 📉 but make it sepia"). */
const INSTRUCTION = new RegExp(`(?:(?:but|and|then|also|so|plus|n)[ \\t]+)?(?:${INSTRUCTION_SOURCE})`, 'iy');
/** "… and a ☀️ next to it", "… and 2 🚀": a sticker asked for by its emoji after an article or a count. */
const STICKER_BY_ITS_EMOJI = /(?:a|an|some|one|two|three|\d)[ \t]+(?:\p{Extended_Pictographic}|\uFE0F|\u200D)+/iuy;
const ANY_INSTRUCTION = new RegExp(`\\b(?:${INSTRUCTION_SOURCE})`, 'i');
/** Where a labelled line may end: a comma, a joining word, or emoji, before the next instruction. */
const LABEL_END =
  /\n|;|[,.!?]?\s*(?:[,.!?+]|\band\b|\bn\b|\bthen\b|\bplus\b|\bw\/|\bwith\b|(?:\p{Extended_Pictographic}|\uFE0F|\u200D)+)\s*/giu;

/**
 * The style said after a labelled line ("caption: gm in yellow", "top text: hodl in red at the top"):
 * its colour and place, at the line's end or before a comma and the label's next line.
 */
const LINE_STYLE = new RegExp(
  `(?:[ \\t]+(?:in[ \\t]+(?:${COLOUR_PATTERN})(?:[ \\t]+(?:letters|text|font))?|(?:on|at|in)[ \\t]+(?:the[ \\t]+)?(?:top|bottom|middle|cent(?:re|er))))+(?:[ \\t]*,[ \\t]*(?=[\\p{L}\\p{N}$])|[ \\t]*$)`,
  'giu',
);

/** A labelled line: its text, and where its label begins (a label's words are no other text). */
type Labelled = Quoted & { label: number };

function labelledLiterals(blanked: string): Labelled[] {
  const found: Labelled[] = [];
  // Each line's text starts after its label, or at a meme line's opening words.
  const labels = [
    // A label whose text is quoted ("caption: "gm" in yellow", the quote blanked to spaces) has it.
    ...[...blanked.matchAll(LABEL)]
      .filter((label) => !/[ \t]{3,}$/.test(label[0]))
      .map((label) => ({ index: label.index, start: label.index + label[0].length, styled: true })),
    // A line by its opening words is all its own words ("pov: you bought at the top").
    ...[...blanked.matchAll(MEME_OPENER)].map((opener) => ({
      index: opener.index,
      start: opener.index,
      styled: false,
    })),
    ...[...blanked.matchAll(SECOND_SELF)]
      .filter((second) => /(?<![\p{L}\p{N}])me\s*:/iu.test(blanked.slice(0, second.index)))
      .map((second) => ({ index: second.index, start: second.index, styled: false })),
    ...[...blanked.matchAll(REALITY)]
      .filter((other) => /(?<![\p{L}\p{N}])expectations?\s*:/iu.test(blanked.slice(0, other.index)))
      .map((other) => ({ index: other.index, start: other.index, styled: false })),
    ...[...blanked.matchAll(CLAIM_LABEL)].map((label) => ({
      index: label.index,
      start: label.index + label[0].length,
      styled: true,
    })),
  ].sort((a, b) => a.index - b.index);
  // The sign's own words are a line of their own.
  for (const sign of blanked.matchAll(CHANGE_MY_MIND))
    found.push({ text: sign[0], start: sign.index, end: sign.index + sign[0].length, label: sign.index });
  for (const [index, label] of labels.entries()) {
    const start = label.start;
    let end = labels[index + 1]?.index ?? blanked.length;
    for (const stop of blanked.slice(start, end).matchAll(LABEL_END)) {
      const after = start + stop.index + stop[0].length;
      INSTRUCTION.lastIndex = after;
      STICKER_BY_ITS_EMOJI.lastIndex = after;
      const next = INSTRUCTION.test(blanked) || STICKER_BY_ITS_EMOJI.test(blanked);
      if (stop[0].includes('\n') || stop[0].includes(';') || next || after >= end) {
        end = start + stop.index;
        break;
      }
    }
    // Emoji at the end of the line are stickers, not its text ("AND IT KEEPS GOING UP 🚀"); a slash or
    // a bar at its end parts it from the next line ("top text- X / bottom text- Y").
    let text = blanked.slice(start, end);
    // "the top text say SIR and the bottom text say …": the words that lead to the next label are not the line's.
    if (end === labels[index + 1]?.index)
      text = text.replace(/(?:[ \t,]+(?:and|n|&|then|plus))?(?:[ \t]+(?:make|have|let|the))+[ \t]*$/i, '');
    const trailing = /(?:\s|\p{Extended_Pictographic}|\uFE0F|\u200D|\p{Emoji_Modifier}|[,.!?/|])+$/u.exec(text);
    if (trailing && (emojiIn(trailing[0]).length > 0 || /[,./|]/.test(trailing[0])))
      text = text.slice(0, trailing.index);
    const literal = text.trimEnd();
    if (!/[\p{L}\p{N}]/u.test(literal) || literal.includes('  ')) continue;
    // "text: GM in white on top, GN in black on bottom": the style said after each line is its own,
    // and a comma after it starts the label's next line.
    let from = 0;
    for (const style of label.styled ? [...literal.matchAll(LINE_STYLE)] : []) {
      const line = literal.slice(from, style.index);
      if (/[\p{L}\p{N}]/u.test(line))
        found.push({
          text: line.trim(),
          start: start + from,
          end: start + from + line.trimEnd().length,
          label: label.index,
        });
      from = style.index + style[0].length;
    }
    const last = literal.slice(from);
    if (/[\p{L}\p{N}]/u.test(last))
      found.push({
        text: last.trim(),
        start: start + from + (last.length - last.trimStart().length),
        end: start + literal.length,
        label: label.index,
      });
  }
  return found;
}

/**
 * Named text in capitals goes on over the words in capitals after it ("the word WHEN YOU BUY THE
 * TOP"), up to a label ("… BOTTOM TEXT: …").
 */
function extendCapitals(blanked: string, literal: Quoted): Quoted {
  if (!/^[\p{Lu}\p{N}$][\p{Lu}\p{N}'’]*(?:\s|$)/u.test(literal.text) || !/\p{Lu}/u.test(literal.text)) return literal;
  const more =
    /^(?:[ \t]+(?!(?:TOP|BOTTOM)(?:\s+(?:TEXT|LINE))?\s*[:=]|(?:TOP|BOTTOM)\s+TEXT\b)[\p{Lu}\p{N}][\p{Lu}\p{N}'’!?]*(?![\p{Ll}:]))*/u.exec(
      blanked.slice(literal.end),
    )![0];
  return { text: literal.text + more, start: literal.start, end: literal.end + more.length };
}

/**
 * The literals written without quotes, and the words that only name some of them (read, not drawn).
 */
function unquotedLiterals(
  blanked: string,
  quotes: Quoted[],
  { onAPicture, asksForAnEdit = () => false }: Reading,
): { literals: Quoted[]; names: Quoted[] } {
  const labelled = labelledLiterals(blanked);
  const candidates: Quoted[] = [];
  const add = (text: string, start: number) => candidates.push({ text, start, end: start + text.length });
  for (const match of blanked.matchAll(TICKER)) add(match[0], match.index);
  for (const match of blanked.matchAll(HANDLE)) add(match[0], match.index);
  for (const match of blanked.matchAll(MONEY)) add(match[0], match.index);
  for (const match of blanked.matchAll(VERSUS)) add(match[0], match.index);
  for (const match of blanked.matchAll(REWARD)) add(match[0], match.index);
  for (const pattern of [
    NAMED_WORD,
    WRITTEN_WORD,
    LETTERED_WORD,
    WRITE_IT,
    PUT_TEXT,
    ...(onAPicture ? [EMOJI_CAPTION, OPENING_SENTENCE] : []),
    CLAIM_BEFORE,
  ]) {
    for (const match of blanked.matchAll(pattern)) {
      // The text is the pattern's first group that took part (PUT_TEXT has one for each verb).
      const group = match.findIndex((value, index) => index > 0 && value !== undefined);
      const text = match[group]!;
      const start = match.indices![group]![0];
      // "the text "NGMI" centered": the named text is the quote, not the word after it; "yo write "GM"
      // in white letters": the letters are the quote's.
      if (quotes.some((quote) => quote.start >= match.index && quote.start < start)) continue;
      const lettered = pattern === LETTERED_WORD || pattern === WRITE_IT;
      if (lettered && quotes.some((quote) => quote.start >= match.index && quote.start < match.index + match[0].length))
        continue;
      // "gm frens 🌞": a greeting beside emoji is no caption.
      if (
        (pattern === EMOJI_CAPTION || pattern === OPENING_SENTENCE || pattern === CLAIM_BEFORE) &&
        (!asksForSomething(text) || asksForAnEdit(text) || ASKS_FOR_A_LOOK.test(text) || /\s{3}/.test(match[0].trim()))
      )
        continue;
      // The sentence after the opening one must ask for an edit.
      if (pattern === OPENING_SENTENCE && !ANY_INSTRUCTION.test(blanked.slice(match.index + match[0].length))) continue;
      candidates.push(extendCapitals(blanked, { text, start, end: start + text.length }));
    }
  }
  const letters = blanked.replace(/[^\p{L}]/gu, '');
  const capitals = letters.replace(/[^\p{Lu}]/gu, '');
  // A prompt written in capitals is an instruction, not text to draw, unless it holds none ("🔥 LFG 🔥").
  if (capitals.length <= letters.length / 2 || !ANY_INSTRUCTION.test(blanked)) {
    for (const match of blanked.matchAll(CAPITALS)) if (!NOT_LITERAL.has(match[0])) add(match[0], match.index);
  }
  // Where two readings overlap ("write GAME OVER": the named word, the run of capitals), the longer
  // wins; a line read by its label ("top text: …") before any.
  const found: Quoted[] = labelled.map(({ text, start, end }) => ({ text, start, end, line: true }));
  const taken = labelled.map(({ label, end }) => ({ start: label, end }));
  for (const candidate of candidates.sort((a, b) => b.end - b.start - (a.end - a.start)))
    if (!taken.some((other) => candidate.start < other.end && candidate.end > other.start)) {
      found.push(candidate);
      taken.push(candidate);
    }
  // "expectation vs reality, top text expectation bottom text reality": the meme's name, when its two
  // sides are lines of their own, is not a third.
  const others = new Set(found.map(({ text }) => text.toLowerCase()));
  const namesOthers = ({ text }: Quoted) => {
    const sides = /^(.+?)\s+(?:vs\.?|versus)\s+(.+)$/i.exec(text);
    return sides !== null && others.has(sides[1]!.toLowerCase()) && others.has(sides[2]!.toLowerCase());
  };
  return { literals: found.filter((one) => !namesOthers(one)), names: found.filter(namesOthers) };
}

/**
 * How a prompt is read: `onAPicture`, it edits a picture, so words beside emoji are their caption
 * ("🚀🚀🚀 moon soon"); with none, a prompt of words and emoji is drawn whole, as its own text.
 */
export interface Reading {
  onAPicture: boolean;
  /** Whether words ask for an edit (an effect, a shape, a sticker): then they are no caption. */
  asksForAnEdit?: (words: string) => boolean;
}

/** Lifts out the quoted texts (and unquoted literals) and blanks them, keeping every other character's position. */
export function splitQuotes(
  prompt: string,
  reading: Reading = { onAPicture: true },
): { text: string; quotes: Quoted[] } {
  const quotes: Quoted[] = [];
  let text = prompt.replace(QUOTED, (whole: string, ...rest: unknown[]) => {
    const groups = rest.slice(0, 6) as Array<string | undefined>;
    const offset = rest[6] as number;
    const quoted = groups.find((group) => group !== undefined)?.trim();
    if (quoted) quotes.push({ text: quoted, start: offset, end: offset + whole.length });
    return ' '.repeat(whole.length);
  });
  const { literals, names } = unquotedLiterals(text, quotes, reading);
  for (const literal of [...literals, ...names]) {
    if (literals.includes(literal)) quotes.push(literal);
    text = text.slice(0, literal.start) + ' '.repeat(literal.end - literal.start) + text.slice(literal.end);
  }
  quotes.sort((a, b) => a.start - b.start);
  return { text, quotes };
}

export interface Clause {
  /** Lower-cased clause text with quotes blanked. */
  text: string;
  /** The clause as written, quotes included. */
  source: string;
  start: number;
  end: number;
  quotes: string[];
}

/** Pairs of words whose "and" joins them into one phrase ("black and white"), not two clauses. */
const JOINED: Array<[RegExp, RegExp]> = [
  [/\b(?:black|b)\s*$/, /^\s*(?:white|w)\b/],
  [/\btop\s*$/, /^\s*bottom\b/],
  [/\bleft\s*$/, /^\s*right\b/],
  [/\babove\s*$/, /^\s*below\b/],
  // "a red and blue gradient": two colours of one gradient.
  [new RegExp(`\\b(?:${COLOUR_PATTERN})\\s*$`), new RegExp(`^\\s*(?:${COLOUR_PATTERN})\\s+(?:gradient|fade|ombre)\\b`)],
  // "add a caption … and make the text yellow": the text's style, said after it, is its clause's.
  [
    /(?:)$/,
    new RegExp(
      `^\\s*(?:make|turn|set|put)\\s+(?:the\\s+)?(?:text|caption|letters|words|font)\\s+(?:in\\s+)?${RESTYLED}`,
    ),
  ],
  // "big and red": two words of one text's style.
  [
    /\b(?:big|bigger|small|huge|large|tiny|bold)\s*$/,
    new RegExp(`^\\s*(?:${COLOUR_PATTERN})\\b(?!\\s+(?:border|frame|background|bg|tint|filter))`),
  ],
  [
    new RegExp(`\\b(?:${COLOUR_PATTERN})\\s*$`),
    /^\s*(?:big|bigger|small|huge|large|tiny|bold)\s*(?:$|[,.;!?]|letters|text|font)/,
  ],
];
const BREAK = /[,;\n]|[.!?](?=\s|$)|(?<=\s)\+(?=\s)|\b(?:and|n|then|plus|also|but|after that|as well as)\b/g;

/** "with" and its like, joining a part to the one before it. */
const WITH = /\b(?:with|w\/?|featuring|having)(?=\s|$)/g;
/** Words that make a phrase about text: "a meme with "X" on top" is one part, not two. */
const ABOUT_TEXT =
  /\b(?:meme|caption(?:s|ed)?|text|title|headline|subtitle|label|banner|sign|placard|bar|box|band|strip|stamp|watermark|handle|write|writes|written|say|says|saying|words?|letters?|lettering|font|quote|slogan|tagline|impact)\b/;

/**
 * "make it black and white with a caption "GM"", "round logo with $PEPE under it": a phrase that is
 * not about text, then "with" and the text, is two parts. Cuts at the last "with" before the clause's
 * first literal text.
 */
function withCuts(lower: string, quotes: Quoted[], start: number, end: number): Array<[number, number]> {
  const first = quotes.find((quote) => quote.start >= start && quote.end <= end);
  if (!first) return [];
  const joins = [...lower.slice(start, first.start).matchAll(WITH)];
  const join = joins.at(-1);
  if (!join) return [];
  const head = lower.slice(start, start + join.index);
  if (!/\p{L}{2}/u.test(head) || ABOUT_TEXT.test(head)) return [];
  return [[start + join.index, start + join.index + join[0].length]];
}

/** Splits the quote-blanked prompt into clauses; quotes go with the clause they sit in. */
export function splitClauses(prompt: string, reading: Reading = { onAPicture: true }): Clause[] {
  const { text, quotes } = splitQuotes(prompt, reading);
  const lower = text.toLowerCase();
  const breaks: Array<[number, number]> = [];
  // A quote is a word of its own beside a joining word: ""X" top and "Y" bottom" joins no "top and bottom".
  let marked = lower;
  for (const quote of quotes)
    marked = marked.slice(0, quote.start) + 'q'.repeat(quote.end - quote.start) + marked.slice(quote.end);
  for (const match of lower.matchAll(BREAK)) {
    const at = match.index;
    const before = marked.slice(Math.max(0, at - 12), at);
    const after = marked.slice(at + match[0].length, at + match[0].length + 24);
    if (JOINED.some(([left, right]) => left.test(before) && right.test(after))) continue;
    breaks.push([at, at + match[0].length]);
  }
  // "top text "WHEN MOON" bottom text "SOON"": each meme line after the first starts a part of its own.
  for (const line of lower.matchAll(
    /\b(?:top|bottom|(?:upper|lower)(?=\s+text\b))(?:\s+text\b|\s*[:=]|\s*[-–—](?=\s)|\s+(?:is|says|reads)\b)/g,
  )) {
    const lastBreak = breaks.filter(([, end]) => end <= line.index).at(-1)?.[1] ?? 0;
    if (quotes.some((quote) => quote.start >= lastBreak && quote.end <= line.index))
      breaks.push([line.index, line.index]);
  }
  // "change my mind: X", "me: … also me: …": a line read by its label or opening words is a part of
  // its own after another text.
  for (const [index, quote] of quotes.entries()) {
    const previous = quotes[index - 1];
    if (!previous || !(quote.line || previous.line)) continue;
    const lastBreak = breaks.filter(([, end]) => end <= quote.start).at(-1)?.[1] ?? 0;
    if (previous.start >= lastBreak) breaks.push([quote.start, quote.start]);
  }
  // "wanted poster of pepe reward 1000 $BONK": the reward is a line of its own, after the name.
  for (const reward of quotes.filter((quote) => /^reward\b/i.test(quote.text))) {
    const lastBreak = breaks.filter(([, end]) => end <= reward.start).at(-1)?.[1] ?? 0;
    if (quotes.some((quote) => quote.start >= lastBreak && quote.end <= reward.start))
      breaks.push([reward.start, reward.start]);
  }
  breaks.sort((a, b) => a[0] - b[0]);
  const cuts = [...breaks];
  let segment = 0;
  for (const [breakStart, breakEnd] of [...breaks, [lower.length, lower.length] as [number, number]]) {
    cuts.push(...withCuts(lower, quotes, segment, breakStart));
    segment = breakEnd;
  }
  cuts.sort((a, b) => a[0] - b[0]);
  const clauses: Clause[] = [];
  let from = 0;
  for (const [cutStart, cutEnd] of [...cuts, [lower.length, lower.length] as [number, number]]) {
    const start = from;
    const end = cutStart;
    from = cutEnd;
    const inside = quotes.filter((quote) => quote.start >= start && quote.end <= end).map((quote) => quote.text);
    if (lower.slice(start, end).trim() === '' && inside.length === 0) continue;
    clauses.push({
      text: lower.slice(start, end),
      source: prompt.slice(start, end).trim(),
      start,
      end,
      quotes: inside,
    });
  }
  return clauses;
}
