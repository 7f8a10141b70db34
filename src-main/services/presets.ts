import type { PresetView } from '../../src-shared/api';
import type { PresetId } from '../../src-shared/farkle';
import { PRESETS } from '../engine';

/**
 * The presets with their rules texts, read once through `rulesText` (the host's file reader:
 * the IT 312 course program asks for the rules to come from a file).
 */
export function loadPresets(rulesText: (id: PresetId) => string): PresetView[] {
  return PRESETS.map((p) => ({ ...p, text: rulesText(p.id) }));
}
