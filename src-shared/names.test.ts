import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NAME_MAX, cleanName } from './names';

/** Characters a name may not keep, written out independently of the rule's own patterns. */
function forbidden(code: number): boolean {
  const bidi = [0x200e, 0x200f, 0x061c];
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    bidi.includes(code) ||
    (code >= 0xd800 && code <= 0xdfff) ||
    code === 0x200b ||
    code === 0xfeff ||
    code === 0x2028 ||
    code === 0x2029 ||
    [0x115f, 0x1160, 0x3164, 0xffa0, 0x2800, 0x034f].includes(code)
  );
}

/** Names made of everyday letters, accents, emoji and the characters a name may not keep. */
const text = fc
  .array(
    fc.oneof(
      fc.constantFrom('a', 'Z', ' ', 'é', 'e\u0301', '李', '🎲', '👨‍👩‍👧', '\u0308'),
      fc.integer({ min: 0, max: 0x2fff }).map((code) => String.fromCharCode(code)),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

describe('the name rule', () => {
  it('keeps only names that are trimmed, NFC, short enough and free of hidden characters', () => {
    fc.assert(
      fc.property(text, (raw) => {
        const clean = cleanName(raw);
        if (!clean.ok) return;
        const { name } = clean;
        expect(name).toBe(name.trim());
        expect(name).toBe(name.normalize('NFC'));
        expect(name.length).toBeGreaterThan(0);
        expect([...name].some((c) => forbidden(c.codePointAt(0)!))).toBe(false);
        expect([...new Intl.Segmenter().segment(name)].length).toBeLessThanOrEqual(NAME_MAX);
        // Kept names are kept as they are: a name read back passes unchanged.
        expect(cleanName(name)).toEqual({ ok: true, name });
      }),
      { seed: 209, numRuns: 2000 },
    );
  });

  it('refuses any name holding a forbidden character, whatever surrounds it', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 10 }),
        fc.integer({ min: 0, max: 0xffff }).filter(forbidden),
        fc.string({ maxLength: 10 }),
        (before, code, after) => {
          expect(cleanName(`A${before}${String.fromCharCode(code)}${after}A`).ok).toBe(false);
        },
      ),
      { seed: 142, numRuns: 2000 },
    );
  });
});
