import { describe, expect, it } from 'vitest';
import { API_DOMAINS, API_METHODS } from '../../src-shared/api';
import { handlersByDomain, type HandlersByDomain } from './handler';

/** Every domain with a stand-in handler for each of its methods. */
function standIns(): HandlersByDomain {
  const entries = Object.entries(API_DOMAINS).map(([domain, methods]) => [
    domain,
    Object.fromEntries(Object.keys(methods).map((method) => [method, () => method])),
  ]);
  return Object.fromEntries(entries) as HandlersByDomain;
}

describe('handlers registered domain by domain', () => {
  it('declare every API method in exactly one domain', () => {
    const declared = Object.values(API_DOMAINS).flatMap((methods) => Object.keys(methods));
    expect(declared.sort()).toEqual([...API_METHODS].sort());
  });

  it('join into one handler a method', () => {
    const handlers = handlersByDomain(standIns()) as unknown as Record<string, () => string>;
    expect(Object.keys(handlers).sort()).toEqual([...API_METHODS].sort());
    expect(handlers.rematch!()).toBe('rematch');
  });

  it('refuse two handlers of one name', () => {
    const domains = standIns();
    const twice = { ...domains, life: { ...domains.life, getGame: domains.farkle.getGame } };
    expect(() => handlersByDomain(twice)).toThrow('two handlers of "getGame" (the second in life)');
  });
});
