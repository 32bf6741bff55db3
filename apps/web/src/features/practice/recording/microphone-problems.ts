import type { MicrophoneProblem } from './audio-device';

/** What went wrong with the microphone and how to fix it, in plain words. */
export const microphoneProblemHelp: Record<MicrophoneProblem, { title: string; fix: string; action: string }> = {
  denied: {
    title: 'Microphone access is blocked for this site.',
    fix: 'Click the microphone or lock icon in the address bar, choose Allow for the microphone, then press Try again.',
    action: 'Try again',
  },
  'no-device': {
    title: 'No microphone was found.',
    fix: 'Plug in or switch on a microphone or headset (and check it is selected in your system sound settings), then press Try again.',
    action: 'Try again',
  },
  'in-use': {
    title: 'The microphone could not be started.',
    fix: 'Another app may be using it: close video calls and other recording apps, then press Try again.',
    action: 'Try again',
  },
  unsupported: {
    title: 'This browser cannot record audio.',
    fix: 'Use a current version of Chrome, Edge, Firefox or Safari.',
    action: 'Try again',
  },
  insecure: {
    title: 'Recording needs a secure page.',
    fix: 'Open PTE Coach at an https:// address (or on localhost); browsers only allow the microphone there.',
    action: 'Try again',
  },
  blocked: {
    title: 'Your browser is waiting for a click before it uses sound.',
    fix: 'Press Start to begin.',
    action: 'Start',
  },
  unknown: {
    title: 'The microphone could not be opened.',
    fix: 'Check that a microphone is connected and allowed for this site, then press Try again.',
    action: 'Try again',
  },
};
