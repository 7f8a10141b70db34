import { describe, expect, it } from 'vitest';
import type { FarkleEvent } from '../../../../src-shared/farkle';
import { announce, momentsOf, verdictLine } from './farkle';
import { pigCoachWords, pigEventWords, pigOneWords } from './pig';
import { missWords, winWords } from './rolldice';
import { Voice, youSeat } from './voice';

const YOU_AND_MILO = [
  { name: 'You', bot: null },
  { name: 'Milo', bot: 'milo' },
];

describe('who is "you"', () => {
  it('is the person seat under the player’s own name', () => {
    const seats = [
      { name: 'Ann', bot: null },
      { name: 'ana ', bot: null },
    ];
    expect(youSeat(seats, 'Ana')).toBe(1);
  });

  it('is nobody at a table where no seat has the player’s name', () => {
    const seats = [
      { name: 'Milo', bot: 'milo' },
      { name: 'Ada', bot: null },
    ];
    expect(youSeat(seats, 'You')).toBeNull();
    expect(youSeat(seats, 'Ada')).toBe(1);
  });

  it('is nobody in a hotseat where no seat has the player’s name', () => {
    const seats = [
      { name: 'Ann', bot: null },
      { name: 'Ben', bot: null },
    ];
    expect(youSeat(seats, 'You')).toBeNull();
  });

  it('is never a bot, even one under the player’s name', () => {
    expect(youSeat([{ name: 'You', bot: 'milo' }], 'You')).toBeNull();
  });
});

describe('Farkle in the second person for the player, the third for the rest', () => {
  const voice = Voice.of(YOU_AND_MILO, 'You');
  const totals = () => 1500;
  const say = (event: FarkleEvent) => announce(event, voice);
  const moment = (event: FarkleEvent) => momentsOf([event], voice, totals)[0];

  it('tells the player’s own farkle, bank, hot dice and win as theirs', () => {
    expect(moment({ type: 'farkle', seat: 0, lost: 1500, penalty: 0 })?.detail).toBe(
      'You farkled: 1,500 lost',
    );
    expect(moment({ type: 'bank', seat: 0, points: 500, total: 500 })?.detail).toBe(
      'You bank and now have 500',
    );
    expect(moment({ type: 'hot-dice', seat: 0 })?.detail).toBe(
      'All six dice scored: you roll six fresh dice',
    );
    expect(moment({ type: 'on-board', seat: 0 })?.detail).toBe('Your points now count');
    expect(moment({ type: 'game-over', winner: 0 })?.title).toBe('You win!');
    expect(say({ type: 'on-board', seat: 0 })).toBe('You are on the board.');
    expect(say({ type: 'game-over', winner: 0 })).toBe('You win the game!');
  });

  it('tells the other seats by name', () => {
    expect(moment({ type: 'farkle', seat: 1, lost: 300, penalty: 0 })?.detail).toBe(
      'Milo farkled: 300 lost',
    );
    expect(moment({ type: 'bank', seat: 1, points: 500, total: 800 })?.detail).toBe(
      'Milo banks and now has 800',
    );
    expect(moment({ type: 'game-over', winner: 1 })?.title).toBe('Milo wins!');
    expect(say({ type: 'on-board', seat: 1 })).toBe('Milo is on the board.');
    expect(voice.turn(1)).toBe('Milo’s turn');
    expect(voice.turn(0)).toBe('Your turn');
  });

  it('gives the end card’s verdict to whoever played, never "You won, You!"', () => {
    expect(verdictLine(voice, 0, true)).toBe('Well played!');
    expect(verdictLine(voice, 0, false)).toBe('This one got away.');
    const ann = Voice.of([{ name: 'Ann', bot: null }, YOU_AND_MILO[1]!], 'You');
    expect(verdictLine(ann, 0, true)).toBe('You won, Ann!');
    expect(verdictLine(ann, 0, false)).toBe('Ann, this one got away.');
  });
});

describe('Pig and Roll-Dice-Roll', () => {
  it('speak to the player in Pig', () => {
    const voice = Voice.of(YOU_AND_MILO, 'You');
    expect(
      pigEventWords(
        [
          { type: 'pig', seat: 0, lost: 12 },
          { type: 'game-over', winner: 1 },
        ],
        voice,
      ),
    ).toBe('A 1: you lose 12. Milo wins.');
  });

  it('show a 1 on the felt in the second person for the player, and the coach in figures', () => {
    const voice = Voice.of(YOU_AND_MILO, 'You');
    expect(pigOneWords(0, 12, voice)).toBe('A 1! You lose 12.');
    expect(pigOneWords(1, 12, voice)).toBe('A 1! Milo loses 12.');
    expect(pigOneWords(0, 0, voice)).toBe('A 1! Your turn is over.');
    expect(pigCoachWords({ best: 'hold', roll: 0.4121, hold: 0.6 })).toBe(
      'Hold is best: rolling wins 41.2% of games, holding 60.0%.',
    );
    expect(pigCoachWords({ best: 'roll', roll: 0.5306, hold: null })).toBe(
      'Roll is best: rolling wins 53.1% of games.',
    );
  });

  it('congratulate the player by name only when they have one', () => {
    expect(winWords(Voice.of([{ name: 'You', bot: null }], 'You'))).toBe('You win!');
    expect(winWords(Voice.of([{ name: 'Ada', bot: null }], 'Ada'))).toBe('You win, Ada!');
    expect(winWords(Voice.of([{ name: 'Milo', bot: 'milo' }], 'You'))).toBe(
      'Congratulations, Milo!',
    );
    expect(winWords(Voice.of([{ name: 'Ada', bot: null }], 'You'))).toBe('Congratulations, Ada!');
    expect(missWords(40, Voice.of([{ name: 'You', bot: null }], 'You'))).toBe('Not this time.');
  });
});
