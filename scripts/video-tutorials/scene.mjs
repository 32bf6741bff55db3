/**
 * The timeline of one walkthrough: when each narration segment was spoken, when the video was edited (a banner,
 * a skip ahead), and, read from the page at the end, when the page's own audio played and when the microphone
 * opened. Times are wall-clock milliseconds; `origin` is the moment the video starts (the practice page ready).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { readPageState, showBanner, spotlightElement } from './page-hooks.mjs';

/** The silence left after each narration segment before the next step, milliseconds. */
const AFTER_SEGMENT_MS = 450;

/** One walkthrough being recorded: its page, its narration and what happened when. */
export class Scene {
  /**
   * @param page the Playwright page being recorded
   * @param narration the synthesised segments by key: `{ file, duration, cues }`
   */
  constructor(page, narration) {
    this.page = page;
    this.narration = narration;
    /** Narration segments as spoken: `{ key, at, file, duration, cues }`. */
    this.spoken = [];
    /** Caption-only cues (what is heard or done without narration): `{ at, end, text }`. */
    this.notes = [];
    /** Stretches of waiting cut out of the video: `{ from, to }`. */
    this.cuts = [];
    this.origin = null;
  }

  /** Cuts `from`–`to` out of the video (a wait in which nothing changes), noted in the captions. */
  cut(from, to, note) {
    if (to <= from) return;
    this.cuts.push({ from, to });
    this.notes.push({ at: to, end: to + 2000, text: `[${note}]` });
  }

  /** Seconds into the finished video of the wall-clock time `at`: from the origin, less the cuts before it. */
  videoSeconds(at) {
    const cut = this.cuts.reduce((sum, { from, to }) => sum + Math.max(0, Math.min(at, to) - from), 0);
    return (at - this.origin - cut) / 1000;
  }

  /** Marks the start of the video: everything before is cut. */
  start() {
    this.origin = Date.now();
  }

  /**
   * Speaks the segment `key` and runs `during` (the step it describes) at the same time; returns once both the
   * narration and the step are over, so picture and voice stay in step.
   */
  async say(key, during) {
    const segment = this.narration[key];
    if (!segment) throw new Error(`no narration segment "${key}"`);
    if (this.spoken.some((spoken) => spoken.key === key)) throw new Error(`narration segment "${key}" spoken twice`);
    const at = Date.now();
    this.spoken.push({ key, at, ...segment });
    const result = during ? await during() : undefined;
    const left = at + segment.duration * 1000 + AFTER_SEGMENT_MS - Date.now();
    if (left > 0) await sleep(left);
    return result;
  }

  /** Whether the narration has a segment `key` (some steps are narrated only for some tasks). */
  has(key) {
    return Object.hasOwn(this.narration, key);
  }

  /** Scrolls `locator` into the middle of the window, smoothly, and outlines it. */
  async spotlight(locator, { block = 'center' } = {}) {
    await locator.evaluate((element, where) => element.scrollIntoView({ behavior: 'smooth', block: where }), block);
    await locator.evaluate(spotlightElement);
    await sleep(500);
  }

  /** Removes the outline. */
  async clearSpotlight() {
    await this.page.evaluate(spotlightElement, null);
  }

  /** Shows `text` in a banner for `ms` milliseconds (an edit of the video, also written into the captions). */
  async banner(text, ms = 2500) {
    const at = Date.now();
    await this.page.evaluate(showBanner, text);
    await sleep(ms);
    await this.page.evaluate(showBanner, null);
    this.notes.push({ at, end: Date.now(), text: `[${text}]` });
  }

  /** Adds a caption for something heard without narration (the recording, the learner's answer), from `at` to `end`. */
  note(text, at, end) {
    if (end > at) this.notes.push({ at, end, text: `[${text}]` });
  }

  /** Waits `ms` milliseconds (the picture runs on, with no narration). */
  async hold(ms) {
    await sleep(ms);
  }

  /** The page's media log and the moment the microphone opened, read from the page. */
  async readPageLog() {
    return this.page.evaluate(readPageState);
  }
}
