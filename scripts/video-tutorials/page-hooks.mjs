/* global window, document, HTMLMediaElement, requestAnimationFrame -- these functions run in the page. */
/**
 * What the recording script adds to every page of a walkthrough, as a Playwright init script. It only observes and
 * decorates; it never changes how the app behaves:
 * - a log of the page's own audio (`playing`, `pause`, `ended`, `seeked` of every <audio>/<video>), with wall-clock
 *   times, so the soundtrack can replay the prompt audio exactly where the learner heard it;
 * - the moment the microphone opened (when `getUserMedia` resolved) and the moment the recorder first heard the
 *   answer, so the spoken answer can be placed in the soundtrack where it was heard;
 * - a spotlight (an outline on the element being talked about) and a banner for edits such as skipping ahead.
 */

/** The init script. Runs in the page, before the app's own scripts. */
export function installPageHooks() {
  const log = [];
  const state = { log, microphoneOpenedAt: null, speechHeardAt: null };
  Object.defineProperty(window, '__videoTutorial', { value: state, configurable: false });
  // When the recorder first hears the answer (its level meter moves while recording): where the spoken answer
  // belongs in the soundtrack, whatever delay the fake microphone had.
  const listening = setInterval(() => {
    const recorder = document.querySelector('[data-testid="speaking-recorder"]');
    const level = Number(document.querySelector('[data-testid="microphone-level"]')?.getAttribute('aria-valuenow') ?? 0);
    if (recorder?.getAttribute('data-phase') === 'recording' && level >= 8) {
      state.speechHeardAt = Date.now();
      clearInterval(listening);
    }
  }, 40);
  for (const type of ['playing', 'pause', 'ended', 'seeked']) {
    document.addEventListener(
      type,
      (event) => {
        const media = event.target;
        if (!(media instanceof HTMLMediaElement)) return;
        log.push({ type, src: media.currentSrc, mediaTime: media.currentTime, at: Date.now(), paused: media.paused });
      },
      true,
    );
  }
  const devices = navigator.mediaDevices;
  if (devices?.getUserMedia) {
    const getUserMedia = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      if (constraints?.audio && state.microphoneOpenedAt === null) state.microphoneOpenedAt = Date.now();
      return stream;
    };
  }
  const style = document.createElement('style');
  style.textContent = `
    [data-video-spotlight] { outline: 3px solid #f59e0b !important; outline-offset: 4px; border-radius: 6px; transition: outline-color 200ms; }
    #video-tutorial-banner { position: fixed; left: 50%; top: 16px; transform: translateX(-50%); z-index: 2147483647; padding: 8px 16px;
      border-radius: 999px; background: rgba(17, 24, 39, 0.92); color: #fff; font: 600 15px/1.4 system-ui, sans-serif; box-shadow: 0 4px 16px rgba(0,0,0,.25); }
  `;
  document.addEventListener('DOMContentLoaded', () => document.head.append(style), { once: true });
}

/** In the page: outlines `element` (and no other). */
export function spotlightElement(element) {
  for (const other of document.querySelectorAll('[data-video-spotlight]')) other.removeAttribute('data-video-spotlight');
  element?.setAttribute('data-video-spotlight', '');
}

/** In the page: shows `text` in a banner at the top of the window, or removes the banner when `text` is null. */
export function showBanner(text) {
  document.getElementById('video-tutorial-banner')?.remove();
  if (text === null) return;
  const banner = document.createElement('div');
  banner.id = 'video-tutorial-banner';
  banner.setAttribute('aria-hidden', 'true');
  banner.textContent = text;
  document.body.append(banner);
}

/** In the page: signs the demo learner in, as the app keeps its bearer token. */
export function storeAuthToken(token) {
  window.localStorage.setItem('pte-coach.auth-token', token);
}

/** In the page: resolves with the wall-clock time once what is on screen now has been painted. */
export function paintedAt() {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(Date.now()))));
}

/** In the page: the media log, the moment the microphone opened and the moment the answer was first heard. */
export function readPageState() {
  const state = window.__videoTutorial;
  return { log: [...state.log], microphoneOpenedAt: state.microphoneOpenedAt, speechHeardAt: state.speechHeardAt };
}
