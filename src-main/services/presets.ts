import type { PresetView } from '../../src-shared/api';
import { PRESETS } from '../engine';
import { rulesText } from '../host/resources';

/** The presets with their rules texts, read from disk once (seed 002: rules come from a file). */
export function loadPresets(): PresetView[] {
  return PRESETS.map((p) => ({ ...p, text: rulesText(p.id) }));
}
