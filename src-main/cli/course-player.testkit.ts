import { readFileSync } from 'node:fs';
import type { TextInput } from './input';
import { runCourseGame } from './course-game';

export const SET_ASIDE = 'Set aside which dice? (their faces, like 15) ';

/** A player that sets aside every 1, 5 and triple and banks from 350 or on hot dice. */
function scriptedPlayer(players: number, output: () => string, answers: string[]): TextInput {
  const answer = (shown: string): string => {
    if (shown.endsWith('How many players? ')) return String(players);
    if (shown.endsWith(SET_ASIDE)) {
      const faces = /Rolling \d (?:die|dice): ([\d ]+)\n[^\n]*$/.exec(shown)![1]!.split(' ');
      return ['1', '2', '3', '4', '5', '6']
        .map((face) => {
          const count = faces.filter((f) => f === face).length;
          return face.repeat(face === '1' || face === '5' ? count : 3 * Math.floor(count / 3));
        })
        .join('');
    }
    const bank = Number(/bank (\d+) \(b\)\? $/.exec(shown)![1]);
    return bank >= 350 || /Hot dice! [^\n]*$/.test(shown) ? 'b' : 'r';
  };
  return {
    token: async () => null,
    line: async () => {
      answers.push(answer(output()));
      return answers.at(-1)!;
    },
  };
}

/** A whole IT 312 or CSC 276 game played in process by the scripted player: its transcript and answers. */
export async function playCourseGame(
  id: 'it312' | 'csc276',
  players: number,
  seed: number,
): Promise<{ output: string; answers: string[] }> {
  let output = '';
  const answers: string[] = [];
  await runCourseGame(
    { input: scriptedPlayer(players, () => output, answers), write: (t) => (output += t) },
    {
      preset: id,
      rulesText: readFileSync(`resources/rules/${id}.txt`, 'utf8'),
      generator: 'xoroshiro128plus',
      seed,
    },
  );
  return { output, answers };
}
