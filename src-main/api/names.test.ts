import { describe, expect, it } from 'vitest';
import type {
  FarkleView,
  PresetView,
  ProfileView,
  ReplayFile,
  RollDiceView,
} from '../../src-shared/api';
import { openTestApp } from './test-app';

const game = (name: string) => ({
  preset: 'ece209',
  rules: null,
  seats: [{ name, bot: null }],
  seed: '333',
  generator: 'ece209',
});

/** Code points as hex, so a failure shows exactly which bytes changed. */
const points = (text: string) => [...text].map((c) => c.codePointAt(0)!.toString(16));

/** Names no one may take, each with the words that say why. */
const refused: [string, string, RegExp][] = [
  ['a NUL', 'Ada\u0000', /control characters/],
  ['an escape', '\u001b[31mAda', /control characters/],
  ['a bell', 'Ada\u0007', /control characters/],
  ['a C1 control', 'Ada\u0085x', /control characters/],
  ['a right-to-left override', '\u202eadA', /text direction/],
  ['a left-to-right isolate', 'A\u2066da\u2069', /text direction/],
  ['a right-to-left mark', 'Ada\u200f', /text direction/],
  ['an Arabic letter mark', 'Ada\u061c', /text direction/],
  ['a zero-width space', 'A\u200bda', /invisible/],
  ['a line separator', 'A\u2028da', /invisible/],
  ['a lone high surrogate', 'Ada\ud800', /lone surrogate/],
  ['a lone low surrogate', '\udc00Ada', /lone surrogate/],
  ['two Hangul fillers after a name', 'Ann\u3164\u3164', /invisible/],
  ['a Hangul choseong filler', 'Ann\u115f', /invisible/],
  ['a Hangul jungseong filler', '\u1160Ann', /invisible/],
  ['a halfwidth Hangul filler', 'A\uffa0nn', /invisible/],
  ['only a Hangul filler', '\u3164', /invisible/],
  ['the braille blank', '\u2800', /invisible/],
  ['a braille blank inside', 'An\u2800n', /invisible/],
  ['a combining grapheme joiner', 'An\u034fn', /invisible/],
  ['a lone variation selector', '\ufe0f', /invisible/],
  ['a variation selector on a letter', 'Ann\ufe0f', /invisible/],
  ['a zero-width joiner at the end', 'Ann\u200d', /invisible/],
  ['a zero-width joiner between Latin letters', 'An\u200dn', /invisible/],
  ['emoji tags on a letter', 'Ann\u{e0067}\u{e007f}', /invisible/],
  ['a combining mark alone', '\u0301', /accent or mark/],
  ['a combining mark on a space', 'Ann \u0308', /accent or mark/],
  ['only spaces', '   ', /needs a name/],
  ['25 letters', 'a'.repeat(25), /at most 24/],
  ['25 emoji', '😀'.repeat(25), /at most 24/],
  ['a pile of combining marks', `a${'\u0301'.repeat(200)}`, /at most 24/],
];

describe('names', () => {
  it.each(refused)(
    'refuses %s in a new game, a Roll-Dice-Roll game and a rename',
    async (_what, name, error) => {
      const { dispatch, call } = openTestApp();
      const created = await dispatch('createGame', game(name));
      expect(created.ok ? null : created.error.message).toMatch(error);
      const rollDice = await dispatch('createRollDice', {
        player: { name, bot: null },
        seed: null,
        generator: null,
      });
      expect(rollDice.ok ? null : rollDice.error.message).toMatch(error);
      await call<FarkleView>('createGame', game('Ada'));
      const [profile] = await call<ProfileView[]>('listProfiles');
      const renamed = await dispatch('renameProfile', { profileId: profile!.id, name });
      expect(renamed.ok ? null : renamed.error.message).toMatch(error);
      expect((await call<ProfileView[]>('listProfiles')).map((p) => p.name)).toEqual(['Ada']);
    },
  );

  it('takes 24 characters as the player sees them, whatever their code units', async () => {
    const { call } = openTestApp();
    const family = '👨‍👩‍👧'; // one character on screen, five code points
    const view = await call<FarkleView>('createGame', game(family.repeat(24)));
    expect(view.seats[0]!.name).toBe(family.repeat(24));
  });

  it('keeps a name byte for byte through a restart, an export and an import', async () => {
    const decomposed = '  Zoe\u0308 Cafe\u0301  '; // NFD accents, padded
    const composed = 'Zo\u00eb Caf\u00e9';
    const names = [decomposed, 'Ωμέγα 🎲', '李小龍', 'Ñandú 👩\u200d💻', 'أحمد'];
    const { call, dataDir } = openTestApp();
    for (const name of names) {
      // Typed seeds: an unfinished game with a drawn seed stays sealed, out of the export.
      const view = await call<FarkleView>('createGame', { ...game(name), seed: '7' });
      expect(view.seats[0]!.name.normalize('NFC')).toBe(view.seats[0]!.name);
    }
    await call<RollDiceView>('createRollDice', {
      player: { name: decomposed, bot: null },
      seed: '7',
      generator: null,
    });
    const expected = [composed, ...names.slice(1)].map(points);
    const stored = async (app: { call: typeof call }) =>
      (await app.call<ProfileView[]>('listProfiles')).map((p) => points(p.name)).sort();
    expect(await stored({ call })).toEqual([...expected].sort());

    const reopened = openTestApp(dataDir);
    expect(await stored(reopened)).toEqual([...expected].sort());
    const exported = await reopened.call<ReplayFile>('exportHistory');
    const target = openTestApp();
    await target.call('importFile', { text: exported.text });
    expect(await stored(target)).toEqual([...expected].sort());
    const again = await target.call<ReplayFile>('exportHistory');
    expect((JSON.parse(again.text) as { games: unknown[] }).games).toEqual(
      (JSON.parse(exported.text) as { games: unknown[] }).games,
    );
  });

  it.each(refused.filter(([, , error]) => !/at most|needs a name/.test(error.source)))(
    'refuses %s as the name of a saved rule set',
    async (_what, name, error) => {
      const { dispatch, call } = openTestApp();
      const { rules } = (await call<PresetView[]>('listPresets'))[0]!;
      const saved = await dispatch('saveRuleSet', { name, preset: 'minimal', rules });
      expect(saved.ok ? null : saved.error.message).toMatch(error);
      const exported = await dispatch('exportRules', { name, preset: 'minimal', rules });
      expect(exported.ok ? null : exported.error.message).toMatch(error);
      expect(await call<unknown[]>('listRuleSets')).toEqual([]);
    },
  );

  it.each([
    ['an emoji family', '👨\u200d👩\u200d👧'],
    ['a heart on fire', '❤\ufe0f\u200d🔥'],
    ["England's flag", '🏴\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}'],
    ['a keycap', '1\ufe0f\u20e3'],
    ['a Persian name with a non-joiner', 'می\u200cخواهم'],
    ['a Devanagari half form', 'क\u094d\u200dष'],
    ['a Korean name', '김민준'],
  ])('keeps %s, whose hidden characters change what is drawn', async (_what, name) => {
    const { call } = openTestApp();
    const view = await call<FarkleView>('createGame', game(name));
    expect(points(view.seats[0]!.name)).toEqual(points(name));
  });

  it('stores the composed form of a decomposed rename', async () => {
    const { call } = openTestApp();
    await call<FarkleView>('createGame', game('Ada'));
    const [profile] = await call<ProfileView[]>('listProfiles');
    const renamed = await call<ProfileView>('renameProfile', {
      profileId: profile!.id,
      name: ' Rene\u0301e ',
    });
    expect(points(renamed.name)).toEqual(points('Ren\u00e9e'));
  });
});
