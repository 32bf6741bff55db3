import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadPocketSphinx } from './pocketsphinx-native';
import { DEFAULT_MODEL_DIR } from './pocketsphinx-recognizer';

/** Whether the embedded recogniser can run here, and if not what to install. */
export interface SpeechEngineStatus {
  available: boolean;
  /** What is missing, e.g. "the Debian package pocketsphinx-en-us (…/en-us)". */
  problem?: string;
}

/**
 * Checks that PocketSphinx's libraries and US-English models are installed, without starting a
 * recogniser (for health checks, set-up scripts and tests that must skip with a reason).
 */
export function checkSpeechEngine(modelDir: string = DEFAULT_MODEL_DIR): SpeechEngineStatus {
  try {
    loadPocketSphinx();
  } catch (error) {
    return { available: false, problem: (error as Error).message };
  }
  for (const file of ['en-us/mdef', 'en-us.lm.bin', 'cmudict-en-us.dict']) {
    if (!existsSync(join(modelDir, file))) {
      return { available: false, problem: `the Debian package pocketsphinx-en-us is not installed (${join(modelDir, file)} is missing)` };
    }
  }
  return { available: true };
}
