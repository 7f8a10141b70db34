import { networkInterfaces } from 'node:os';
import type { ShareAddress } from '../../src-shared/api';
import { ServiceError } from '../errors';

/** 127.0.0.0/8: this computer only (tests stand devices in on 127.0.0.2 and up). */
const LOOPBACK = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

const isLoopback = (address: string) =>
  LOOPBACK.test(address) && address.split('.').every((part) => Number(part) <= 255);

/**
 * The IPv4 interfaces a game may be shared on, the local network's first: never the wildcard
 * address, so the server listens on one network only.
 */
export function shareAddresses(
  interfaces: ReturnType<typeof networkInterfaces> = networkInterfaces(),
): ShareAddress[] {
  const found: ShareAddress[] = [];
  for (const [name, entries] of Object.entries(interfaces)) {
    for (const entry of entries ?? []) {
      if (entry.family === 'IPv4') found.push({ address: entry.address, name });
    }
  }
  // The local network before this computer's own loopback.
  return found.sort((a, b) => Number(isLoopback(a.address)) - Number(isLoopback(b.address)));
}

/** The address asked for when the host has it (or it is loopback), else a refusal in words. */
export function checkedAddress(asked: string, offered: readonly ShareAddress[]): string {
  if (isLoopback(asked) || offered.some((entry) => entry.address === asked)) return asked;
  const names = offered.map((entry) => `${entry.address} (${entry.name})`).join(', ');
  throw new ServiceError(
    'bad-request',
    `this computer has no network interface at ${asked}: pick one of ${names || 'none found'}`,
  );
}
