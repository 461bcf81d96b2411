import { COLOUR_PATTERN } from './colours';
import { LAUGHTER } from './unread';

/*
 * What people say about the picture in the same line as what they ask for, or instead of it: "lol
 * look at him", "this is the best pic ever", "ngl this pic goes hard", "lmao this guy", "its for the
 * group chat". A remark asks for nothing; the plan says it was taken as one, not as an edit it failed.
 */

/** How a chat message opens: laughter, "ngl", "omg", "bro". */
const OPENING = `(?:(?:${LAUGHTER}|ngl|tbh|imo|omg|bro|bruh|fr|honestly|damn|wow|yo|ok|okay|lowkey|highkey|literally)[\\s,!.]+)*`;
/** Who or what the remark is about. */
const SUBJECT = "(?:(?:this|that|my)(?:\\s+[\\p{L}']+)?|it|he|she|they|u|you|ur|bro|bruh|dude)";
/** "look at him", "this is …", "he looks …", "it's …", "this guy", "wow", "nice pic": the shapes of a remark. */
const REMARK = new RegExp(
  `^${OPENING}(?:look\\s+at\\s+(?:him|her|them|this|that|me|it|us)\\b|${SUBJECT}(?:['’]s|['’]re|\\s+(?:is|are|was|were|looks?|goes|go|hits|be))\\b|(?:its|it['’]s)\\b(?!\\s+(?:too|so|kinda|a\\s+bit)\\b)|(?:this|that)\\s+(?:guy|dude|man|girl|lady|one|cat|dog)\\s*[!.]*$|(?:wo+w+|sheesh|oof|yikes|omg|damn|dayum|nice(?:\\s+(?:pic|one|photo))?|so\\s+cute|cute)[\\s!.]*$)`,
  'iu',
);
/**
 * Words that ask for an edit after all ("this needs laser eyes" is read by its rule; "it's for my pfp,
 * make it round" is two parts); "too", "so", "not … enough" say what is wrong, to be put right ("my
 * face is too red", "it's so dark", "it's not bright enough"); "wearing", "looks like" ask for what
 * is not in the picture ("she is wearing sunglasses", "he looks like a cowboy").
 */
const ASKING =
  /\b(?:make|add|put|give|turn|write|caption|change|remove|fix|can|could|pls|please|plz|needs?|want|should|too|so(?!\s+cute\b)|not|enough|wearing|wears?|like)\b/i;
/** What a complaint says of the picture's look: its light, its sharpness, a colour ("my face is red"). */
const COMPLAINT = new RegExp(
  `\\b(?:dark|darker|bright|brighter|dim|blurr?y|blurred|grainy|noisy|pixelated|crooked|tilted|pale|washed|faded|dull|${COLOUR_PATTERN})\\b`,
  'i',
);

/** Whether a part of a prompt is a remark about the picture rather than something asked of it. */
export const isRemark = (part: string): boolean =>
  REMARK.test(part.trim()) && !ASKING.test(part) && !COMPLAINT.test(part);
