/** What History says about a backup of every game: before it (sealed games), and after it. */
import { points } from '../format';

const unfinished = (n: number) => `${points(n)} unfinished ${n === 1 ? 'game' : 'games'}`;

/** Before the export: the sealed games it carries, and what carrying them means. */
export function sealedNotice(sealed: number): string {
  const games = unfinished(sealed);
  return `${games} ${sealed === 1 ? 'is' : 'are'} included; ${sealed === 1 ? 'its' : 'their'} dice become readable in the file, so from now on ${sealed === 1 ? 'it counts as a game' : 'they count as games'} with a known seed.`;
}

/** After it: the file, and what was carried or left out, named in words. */
export function exportedWords(fileName: string, sealed: number, leftOut: boolean): string {
  if (sealed === 0) return `Saved every game as ${fileName}.`;
  const games = unfinished(sealed);
  return leftOut
    ? `Saved ${fileName}, leaving out ${games} with a sealed seed (still sealed, kept only here).`
    : `Saved every game as ${fileName}; ${games} now ${sealed === 1 ? 'counts' : 'count'} as ${sealed === 1 ? 'a game' : 'games'} with a known seed.`;
}
