/**
 * The one rule for a player's or a profile's name, wherever a name comes in (a new game, a
 * rename, an import): trimmed, in Unicode NFC so the same name is stored as the same bytes, and
 * free of characters that hide or disguise text.
 */
export const NAME_MAX = 24;
/** Code points per name, so a few "characters" cannot carry thousands of combining marks. */
const NAME_MAX_CODE_POINTS = 8 * NAME_MAX;

// Direction controls: embeddings, overrides, isolates, and the marks (LRM, RLM, ALM).
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;
const CONTROL = /\p{Cc}/u;
const LONE_SURROGATE = /\p{Cs}/u;
// Invisible formatting, line and paragraph separators; the zero-width (non-)joiners and the tag
// characters are kept, as emoji sequences and some scripts need them.
const INVISIBLE = /(?!\u200C|\u200D|[\u{E0020}-\u{E007F}])[\p{Cf}\p{Zl}\p{Zp}]/u;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The name as it is kept, or the problem with it in the player's words. */
export function cleanName(text: string): { ok: true; name: string } | { ok: false; error: string } {
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
  if (INVISIBLE.test(name)) {
    return { ok: false, error: 'a name cannot contain invisible formatting characters' };
  }
  if (name.length === 0) return { ok: false, error: 'every player needs a name' };
  if ([...name].length > NAME_MAX_CODE_POINTS || [...graphemes.segment(name)].length > NAME_MAX) {
    return { ok: false, error: `a name can be at most ${NAME_MAX} characters` };
  }
  return { ok: true, name };
}
