/**
 * Every player-facing sentence about a seat, built in one place: the Voice knows which seat is
 * "you" (second person) and tells everyone else in the third. The ground a translation would
 * stand on later; numbers and faces are formatted in ../format.
 */
export { Voice, youSeat, upper, type Sitter } from './voice';
export * from './farkle';
export * from './replay';
export * from './pig';
export * from './rolldice';
export * from './ear';
export * from './review';
export * from './backup';
export * from './odds';
export * from './guide';
export * from './seat-odds';
