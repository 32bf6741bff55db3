import { createContext, useContext } from 'react';
import type { AudioDevice } from './audio-device';
import { browserAudioDevice } from './browser-audio-device';

/** The audio device the recorder and the microphone check use: the browser's, or a double in tests. */
export const AudioDeviceContext = createContext<AudioDevice>(browserAudioDevice);

/** The audio device in context. */
export function useAudioDevice(): AudioDevice {
  return useContext(AudioDeviceContext);
}
