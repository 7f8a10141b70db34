/**
 * The one rule for a name, wherever a name comes in (a player in a new game, a profile's rename,
 * an import, a saved rule set): trimmed, in Unicode NFC so the same name is stored as the same
 * bytes, and free of characters that hide or disguise text, so two names that look the same are
 * the same name and no name shows blank.
 */
export const NAME_MAX = 24;
export const RULE_SET_NAME_MAX = 40;

/** What a name is for: how long it may be, and what to say when it is missing. */
export interface NameKind {
  max: number;
  missing: string;
}
export const PLAYER_NAME: NameKind = { max: NAME_MAX, missing: 'every player needs a name' };
export const RULE_SET_NAME: NameKind = {
  max: RULE_SET_NAME_MAX,
  missing: 'give the rule set a name',
};

// Direction controls: embeddings, overrides, isolates, and the marks (LRM, RLM, ALM).
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;
const CONTROL = /\p{Cc}/u;
const LONE_SURROGATE = /\p{Cs}/u;
// Characters that draw nothing: formatting, separators, the default-ignorables (among them the
// Hangul fillers U+115F, U+1160, U+3164, U+FFA0) and the braille blank, which is a visible symbol
// by category but an empty cell on screen.
const INVISIBLE = /[\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]/u;
// Invisible characters that change the one before them, kept only where they do: joiners inside
// emoji and scripts that join, variation selectors after a character they vary, emoji tags.
const JOINER = /[\u200C\u200D]/u;
const EMOJI_VARIATION = /[\uFE0E\uFE0F]/u;
const IDEOGRAPH_VARIATION = /[\u{E0100}-\u{E01EF}]/u;
const OTHER_VARIATION = /[\uFE00-\uFE0D]/u;
const MONGOLIAN_VARIATION = /[\u180B-\u180D\u180F]/u;
const TAG = /[\u{E0020}-\u{E007F}]/u;
const PLAIN = /[\p{ASCII}\p{Z}]/u;
const MARK = /^\p{M}/u;
const SPACE = /^\p{Z}/u;

/** Code points per name, so a few "characters" cannot carry thousands of combining marks. */
const CODE_POINTS_PER_CHARACTER = 8;
// Marked pure so that a bundle reading only NAME_MAX (the renderer's) leaves it out.
const graphemes = /* @__PURE__ */ new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Whether an invisible modifier at `i` changes what is drawn, from the characters around it. */
function modifies(points: string[], i: number): boolean {
  const c = points[i]!;
  const before = points[i - 1];
  const after = points[i + 1];
  if (before === undefined) return false;
  if (JOINER.test(c)) {
    // Between two visible characters of a script or emoji that joins (an emoji's own U+FE0F may
    // come before it): never at an end, next to a space or ASCII, or doubled.
    const visible = (p: string | undefined) =>
      p !== undefined && !PLAIN.test(p) && !INVISIBLE.test(p);
    return (visible(before) || before === '\uFE0F') && visible(after);
  }
  if (EMOJI_VARIATION.test(c)) return /\p{Emoji}/u.test(before);
  if (IDEOGRAPH_VARIATION.test(c)) return /\p{Ideographic}/u.test(before);
  if (MONGOLIAN_VARIATION.test(c)) return /\p{Script=Mongolian}/u.test(before);
  if (OTHER_VARIATION.test(c)) return !PLAIN.test(before) && !INVISIBLE.test(before);
  if (TAG.test(c)) return before === '\u{1F3F4}' || TAG.test(before);
  return false;
}

/** Whether the name holds an invisible character that changes nothing on screen. */
function hiddenCharacter(name: string): boolean {
  const points = [...name];
  return points.some((c, i) => INVISIBLE.test(c) && !modifies(points, i));
}

/** A combining mark with no letter under it: at the start, or on a space. */
function loneMark(characters: string[]): boolean {
  return characters.some((g) => MARK.test(g) || (SPACE.test(g) && [...g].length > 1));
}

/** The name as it is kept, or the problem with it in the player's words. */
export function cleanName(
  text: string,
  kind: NameKind = PLAYER_NAME,
): { ok: true; name: string } | { ok: false; error: string } {
  if (LONE_SURROGATE.test(text)) {
    return { ok: false, error: 'a name cannot contain a broken character (a lone surrogate)' };
  }
  const name = text.trim().normalize('NFC');
  if (CONTROL.test(name)) {
    return {
      ok: false,
      error: 'a name cannot contain control characters (such as NUL, escape or bell)',
    };
  }
  if (BIDI.test(name)) {
    return { ok: false, error: 'a name cannot contain characters that change the text direction' };
  }
  if (hiddenCharacter(name)) {
    return {
      ok: false,
      error:
        'a name cannot contain invisible characters (such as zero-width spaces, Hangul fillers ' +
        'or a blank braille cell): two names that look the same must be the same name',
    };
  }
  if (name.length === 0) return { ok: false, error: kind.missing };
  const characters = [...graphemes.segment(name)].map((s) => s.segment);
  if (loneMark(characters)) {
    return { ok: false, error: 'a name cannot have an accent or mark without a letter under it' };
  }
  if ([...name].length > CODE_POINTS_PER_CHARACTER * kind.max || characters.length > kind.max) {
    return { ok: false, error: `a name can be at most ${kind.max} characters` };
  }
  return { ok: true, name };
}
