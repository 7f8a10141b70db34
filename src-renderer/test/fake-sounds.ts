/** Sounds for the state classes' specs: unlocked at full volume, each sound heard recorded. */
import { Sounds, type SoundName } from '../src/lib/sounds';

export function recordingSounds(): { sounds: Sounds; heard: SoundName[] } {
  const heard: SoundName[] = [];
  const sounds = new Sounds(
    () => ({ volume: 100, muted: false }),
    () => ({ play: (sound) => heard.push(sound), resume: () => undefined }),
  );
  sounds.unlock();
  return { sounds, heard };
}
