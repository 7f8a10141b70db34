import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storageProblem } from '../db/errors';

/**
 * Refuses, in words, a temporary folder Hot Dice cannot write: imports are staged there and the
 * browser host keeps uploads there, so start-up checks it rather than failing on the first use
 * (or at once, with a stack trace).
 */
export function checkTempFolder(folder = tmpdir()): void {
  try {
    rmSync(mkdtempSync(join(folder, 'hotdice-check-')), { recursive: true, force: true });
  } catch (error) {
    const problem = storageProblem(error);
    const why =
      problem === 'read-only'
        ? 'it is read-only'
        : problem === 'full'
          ? 'the disk is full'
          : `it is missing or not a folder (${(error as { code?: string }).code ?? String(error)})`;
    throw new Error(
      `the temporary folder ${folder} cannot be written: ${why}. Nothing was changed: make it ` +
        'writable, or set TMPDIR (TEMP on Windows) to a folder you can write, and start Hot Dice again.',
      { cause: error },
    );
  }
}
