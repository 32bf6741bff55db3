/**
 * The scripted walkthrough of every task type on its real practice page: read the prompt, answer (type, choose,
 * drag, or speak through the fake microphone), submit, and show the assessment. Each step is tied to a narration
 * segment through `scene.say(key, step)`. One function per answer family, with the few per-type details (what
 * to answer, what to point at) taken from the bank item.
 */
import { setTimeout as sleep } from 'node:timers/promises';

/** A prompt recording longer than this is cut short in the video (seconds heard, then a skip to its end). */
const LONG_AUDIO_SECONDS = 25;
/** How much of a long recording the video plays before skipping ahead, and how much of its end it keeps. */
const HEARD_BEFORE_SKIP_SECONDS = 7;
const KEPT_AT_END_SECONDS = 3;
/** The banner shown while skipping ahead, milliseconds. */
const SKIP_BANNER_MS = 2500;
/** How many words of a written answer are typed key by key before the rest is filled in. */
const TYPED_WORDS = 5;
/** The longest wait for an assessment the video keeps whole, milliseconds; the rest of a longer one is cut. */
const WAIT_KEPT_MS = 2500;
/** How long to wait for a speech assessment (the first one also starts the speech engine), milliseconds. */
const SPEECH_RESULT_TIMEOUT_MS = 180_000;

/** The text the fake microphone speaks for a speaking item. */
export function spokenAnswer(typeId, item) {
  if (typeId === 'read-aloud') return item.prompt.text;
  if (typeId === 'repeat-sentence') return item.answerKey.sentence;
  return item.modelAnswer;
}

/**
 * Seconds of silence to put before the spoken answer in the fake microphone's file: from the moment the microphone
 * opens (when the check is skipped) until the recorder is surely recording. Chromium plays the file from when the
 * microphone opens, and the recorder ignores silence before speech, so erring long only delays the answer.
 */
export function microphoneLeadSeconds(type, narration, promptSeconds) {
  let lead = 0.5;
  if (promptSeconds !== null) {
    const heard = promptSeconds > LONG_AUDIO_SECONDS ? HEARD_BEFORE_SKIP_SECONDS + SKIP_BANNER_MS / 1000 + KEPT_AT_END_SECONDS + 1 : promptSeconds;
    lead += (type.timings.audioLeadSeconds ?? 0) + 1 + heard;
  }
  if (narration.prepare) lead += narration.prepare.duration + 0.5 + 1;
  return Math.ceil(lead * 10) / 10;
}

/** Waits until `locator` shows text matching `pattern` (it may appear, or disappear, meanwhile). */
async function waitForText(locator, pattern, timeout = 30_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const text = (await locator.textContent({ timeout: 1000 }).catch(() => '')) ?? '';
    if (pattern.test(text)) return text;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern} (last text: "${text}")`);
    await sleep(100);
  }
}

/** The result card shown after submitting. */
function resultCard(page) {
  return page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: /^Your result/ }) });
}

/** The paragraph of the prompt that begins like `text` (its first words, before any blank). */
function paragraphStarting(page, text) {
  const words = text.split(/\{\{|\n/)[0].trim().split(/\s+/).slice(0, 6).join(' ');
  return page.locator('p').filter({ hasText: words }).first();
}

/** Opens the item's practice page and waits for its title. */
async function openItem(page, ctx) {
  await page.goto(`${ctx.route}?id=${encodeURIComponent(ctx.item.id)}`);
  // The first page a fresh server serves can be slow while its assessment engines warm up; the video starts later.
  await page.getByRole('heading', { level: 2, name: ctx.item.title }).waitFor({ timeout: 120_000 });
}

/** Types `text` into `field` key by key at a readable pace. */
async function typeInto(field, text, { delay = 35 } = {}) {
  await field.click();
  await field.pressSequentially(text, { delay, timeout: 180_000 });
}

/**
 * Skips a playing recording to its last seconds (an edit of the video, announced by a banner), so a long lecture
 * does not fill the video. The recorder and the player then carry on exactly as when it ends by itself.
 */
async function skipToEndOfRecording(scene, page) {
  const audio = page.getByRole('region', { name: 'Recording' }).locator('audio');
  const banner = scene.banner('The video skips to the end of the recording', SKIP_BANNER_MS);
  await audio.evaluate((element, keep) => {
    if (Number.isFinite(element.duration) && element.currentTime < element.duration - keep) element.currentTime = element.duration - keep;
  }, KEPT_AT_END_SECONDS);
  await banner;
}

/** Fails unless the page's recording player has its recording (it says so when the file is missing). */
async function expectRecording(page, ctx) {
  const status = page.getByRole('region', { name: 'Recording' }).getByRole('status');
  const text = await waitForText(status, /^(Beginning in|Playing|Completed)|not available/, 30_000);
  if (/not available/.test(text)) {
    throw new Error(`the practice page has no recording for ${ctx.item.id}; synthesise the bank's audio first (npm run content:audio)`);
  }
}

/** Listens to a prompt recording: waits for it to start, lets a long one play a while, skips it ahead. */
async function listenToRecording(scene, page, promptSeconds, { waitForEnd }) {
  const player = page.getByRole('region', { name: 'Recording' });
  const status = player.getByRole('status');
  await waitForText(status, /^(Playing|Completed)/, 30_000);
  if (promptSeconds > LONG_AUDIO_SECONDS) {
    await scene.hold(HEARD_BEFORE_SKIP_SECONDS * 1000);
    await skipToEndOfRecording(scene, page);
  }
  if (waitForEnd) await waitForText(status, /^Completed/, (promptSeconds + 10) * 1000);
}

/** Presses Submit (narrated), narrates the scoring while the assessment runs, then shows the result card. */
async function submitAndShowResult(scene, page, { timeout = 60_000 } = {}) {
  const submit = page.getByRole('button', { name: 'Submit' });
  await scene.say('submit', async () => {
    await scene.spotlight(submit);
    await submit.click();
  });
  await scene.clearSpotlight();
  const card = resultCard(page);
  const shown = card.getByRole('heading', { name: /^Your result/ }).waitFor({ timeout }).then(() => Date.now());
  shown.catch(() => undefined);
  await scene.say('scoring');
  // The assessment usually takes a few seconds; a longer wait, with nothing changing, is cut out of the video.
  const waitFrom = Date.now();
  const shownAt = await shown;
  if (shownAt - waitFrom > WAIT_KEPT_MS) {
    scene.cut(waitFrom + WAIT_KEPT_MS / 2, shownAt - WAIT_KEPT_MS / 2, 'The video skips the wait for the assessment');
  }
  await scene.spotlight(card, { block: 'start' });
  await scene.say('feedback');
  return card;
}

/** Ends on the tip, scrolling down through the feedback while it is spoken. */
async function closeWithTip(scene, page, feedback) {
  await scene.clearSpotlight();
  await scene.say('tip', async () => {
    if (feedback && (await feedback.count()) > 0) await scene.spotlight(feedback.first());
    else await page.mouse.wheel(0, 400);
  });
  await scene.hold(800);
}

/** Speaking tasks: the microphone check is the pause for the introduction; then the task runs as in the exam. */
async function speaking(scene, page, ctx) {
  await openItem(page, ctx);
  const check = page.getByTestId('microphone-check');
  await check.waitFor();
  scene.start();
  const prompt = {
    'read-aloud': () => paragraphStarting(page, ctx.item.prompt.text),
    'describe-image': () => page.getByRole('img', { name: ctx.item.prompt.alt }),
    'respond-to-a-situation': () => page.getByRole('region', { name: 'Situation' }),
  }[ctx.type.id];
  await scene.spotlight(prompt ? prompt() : page.getByTestId('speaking-recorder'));
  await scene.say('intro');
  if (scene.has('timing')) {
    await scene.spotlight(page.getByTestId('speaking-recorder'));
    await scene.say('timing');
  }
  await scene.spotlight(check);
  await scene.say('check');
  await scene.clearSpotlight();
  await check.getByRole('button', { name: 'Skip the check' }).click();

  const status = page.getByTestId('recorder-status');
  if (ctx.promptSeconds !== null) {
    // The recording plays after its countdown (the recorder's status says so until it has ended).
    await expectRecording(page, ctx);
    await waitForText(status, /^(Listen to the recording|Beginning in|Recording)/, 30_000);
    if (ctx.promptSeconds > LONG_AUDIO_SECONDS) await listenToRecording(scene, page, ctx.promptSeconds, { waitForEnd: false });
  }
  await waitForText(status, /^(Beginning in|Recording)/, (ctx.promptSeconds ?? 0) * 1000 + 30_000);
  if (scene.has('prepare')) {
    await scene.spotlight(page.getByTestId('speaking-recorder'));
    await scene.say('prepare');
    const skip = page.getByRole('button', { name: 'Skip preparation' });
    if (await skip.isVisible()) await skip.click();
  }
  await waitForText(status, /^Recording$/, 30_000);
  const recordingFrom = Date.now();
  await scene.spotlight(page.getByTestId('speaking-recorder'));
  await waitForText(status, /^Completed$/, (ctx.type.timings.answerSeconds + 15) * 1000);
  ctx.recording = { from: recordingFrom, to: Date.now() };
  scene.note('The learner answers into the microphone', recordingFrom, ctx.recording.to);
  const feedback = {
    'read-aloud': page.getByTestId('word-marks'),
    'repeat-sentence': page.getByRole('heading', { name: 'The sentence', exact: true }),
  }[ctx.type.id];
  await submitAndShowResult(scene, page, { timeout: SPEECH_RESULT_TIMEOUT_MS });
  await closeWithTip(scene, page, feedback);
}

/** Written answers (Summarize Written Text, Write Essay, Summarize Spoken Text) in the exam editor. */
async function written(scene, page, ctx) {
  await openItem(page, ctx);
  scene.start();
  const { item } = ctx;
  if (ctx.promptSeconds !== null) {
    await expectRecording(page, ctx);
    await scene.spotlight(page.getByRole('region', { name: 'Recording' }));
    await scene.say('intro');
    await scene.say('timing');
    await scene.say('listen', () => listenToRecording(scene, page, ctx.promptSeconds, { waitForEnd: false }));
    await waitForText(page.getByRole('region', { name: 'Recording' }).getByRole('status'), /^Completed/, 30_000);
  } else {
    const prompt = item.prompt.passage ? paragraphStarting(page, item.prompt.passage) : page.getByText(item.prompt.question).first();
    await scene.spotlight(prompt);
    await scene.say('intro');
    await scene.say('timing');
  }
  const label = { 'summarize-written-text': 'Your one-sentence summary', 'write-essay': 'Your essay', 'summarize-spoken-text': 'Your summary' }[ctx.type.id];
  const editor = page.getByLabel(label);
  await scene.say('answer', async () => {
    await scene.spotlight(editor);
    const answer = ctx.type.id === 'write-essay' ? item.modelAnswer : misspellOneWord(item.modelAnswer);
    // The first words are typed key by key; the rest is filled in at once, as the narration says for the essay.
    const typed = answer.split(/\s+/).slice(0, TYPED_WORDS).join(' ');
    await typeInto(editor, typed, { delay: 40 });
    if (typed !== answer) {
      await editor.fill(answer);
      await scene.banner('The rest of the answer is filled in at once', 1800);
    }
  });
  await submitAndShowResult(scene, page);
  await closeWithTip(scene, page, page.locator('mark'));
}

/** Drops the third letter of the answer's first long lower-case word, so the feedback has a spelling error to show. */
function misspellOneWord(text) {
  const word = /\b[a-z]{9,}\b/.exec(text)?.[0];
  return word ? text.replace(word, word.slice(0, 2) + word.slice(3)) : text;
}

/** Choice tasks, reading and listening: single answer (the right option) or multiple answers (the right ones and one wrong). */
async function choices(scene, page, ctx) {
  await openItem(page, ctx);
  scene.start();
  const { item } = ctx;
  const group = page.getByRole('group', { name: item.prompt.question });
  await introduce(scene, page, ctx, group);
  const multiple = Array.isArray(item.answerKey.correct);
  const correct = multiple ? item.answerKey.correct : [item.answerKey.correct];
  const chosen = multiple ? [...correct, item.prompt.options.find((option) => !correct.includes(option.id)).id] : correct;
  await scene.say('answer', async () => {
    await scene.spotlight(group);
    for (const id of chosen) {
      const option = item.prompt.options.find((candidate) => candidate.id === id);
      await group.getByRole(multiple ? 'checkbox' : 'radio', { name: option.text }).check();
      await sleep(700);
    }
  });
  await finishListening(scene, page, ctx);
  await submitAndShowResult(scene, page);
  await closeWithTip(scene, page, page.getByRole('heading', { name: 'Explanation', exact: true }));
}

/** The introduction and timing, pointing at the passage (reading) or the recording (listening, which starts playing). */
async function introduce(scene, page, ctx, fallback) {
  const { item } = ctx;
  if (ctx.promptSeconds !== null) {
    await expectRecording(page, ctx);
    await scene.spotlight(fallback);
    await scene.say('intro');
    await scene.spotlight(page.getByRole('region', { name: 'Recording' }));
    await scene.say('timing');
    await waitForText(page.getByRole('region', { name: 'Recording' }).getByRole('status'), /^(Playing|Completed)/, 30_000);
  } else {
    const text = item.prompt.passage ?? item.prompt.paragraphs?.[0]?.text;
    await scene.spotlight(text ? paragraphStarting(page, text) : fallback);
    await scene.say('intro');
    await scene.spotlight(fallback);
    await scene.say('timing');
  }
}

/** Before submitting a listening answer: a recording still playing is skipped to its end. */
async function finishListening(scene, page, ctx) {
  if (ctx.promptSeconds === null) return;
  const status = page.getByRole('region', { name: 'Recording' }).getByRole('status');
  if (/^Playing/.test((await status.textContent()) ?? '')) {
    const left = await page.getByRole('region', { name: 'Recording' }).locator('audio').evaluate((element) => element.duration - element.currentTime);
    if (left > KEPT_AT_END_SECONDS + 1) await skipToEndOfRecording(scene, page);
    await waitForText(status, /^Completed/, (left + 10) * 1000);
  }
}

/** Blanks: drop-down lists (one wrong on purpose), a word bank (dragged), or typed words (one misspelt). */
async function blanks(scene, page, ctx) {
  await openItem(page, ctx);
  scene.start();
  const { item } = ctx;
  const answers = item.answerKey.answers;
  const firstBlank = ctx.type.id === 'reading-fill-in-the-blanks' ? page.getByRole('button', { name: /^Blank 1:/ }) : page.getByLabel('Blank 1', { exact: true });
  await introduce(scene, page, ctx, ctx.type.id === 'reading-fill-in-the-blanks' ? page.getByRole('group', { name: 'Word bank' }) : firstBlank);
  await scene.say('answer', async () => {
    for (const [index, answer] of answers.entries()) {
      const blank = index + 1;
      if (ctx.type.id === 'reading-writing-fill-in-the-blanks') {
        const wrong = index === answers.length - 1 ? item.prompt.blanks[index].options.find((option) => option !== answer) : answer;
        const select = page.getByRole('combobox', { name: `Blank ${blank}` });
        await scene.spotlight(select);
        await select.selectOption(wrong);
      } else if (ctx.type.id === 'reading-fill-in-the-blanks') {
        const gap = page.getByRole('button', { name: new RegExp(`^Blank ${blank}:`) });
        await scene.spotlight(gap);
        await page.getByRole('group', { name: 'Word bank' }).getByRole('button', { name: answer, exact: true }).dragTo(gap);
      } else {
        const input = page.getByLabel(`Blank ${blank}`, { exact: true });
        await scene.spotlight(input);
        const typed = index === 1 && answer.length > 5 ? answer.slice(0, 3) + answer.slice(4) : answer;
        await typeInto(input, typed, { delay: 60 });
      }
      await sleep(400);
    }
  });
  await finishListening(scene, page, ctx);
  await submitAndShowResult(scene, page);
  await closeWithTip(scene, page, page.getByRole('heading', { name: 'Explanation', exact: true }));
}

/** Re-order Paragraphs: the first paragraph dragged, the others added and arranged with the keyboard. */
async function reorder(scene, page, ctx) {
  await openItem(page, ctx);
  scene.start();
  const { item } = ctx;
  const source = page.getByRole('list', { name: 'Source' });
  const yours = page.getByRole('list', { name: 'Your order' });
  await introduce(scene, page, ctx, source);
  const order = item.answerKey.order;
  const textOf = (id) => item.prompt.paragraphs.find((paragraph) => paragraph.id === id).text;
  await scene.say('answer', async () => {
    await scene.spotlight(source);
    await source.getByRole('listitem').filter({ hasText: textOf(order[0]).slice(0, 40) }).dragTo(yours);
    await sleep(600);
    for (const id of order.slice(1)) {
      await page.getByRole('button', { name: `Add ${id} to your order` }).press('Enter');
      await sleep(500);
    }
    await scene.spotlight(yours);
  });
  await submitAndShowResult(scene, page);
  await closeWithTip(scene, page, page.getByRole('heading', { name: /^Correct order/ }));
}

/** Highlight Incorrect Words: the changed words clicked while the recording plays. */
async function highlightWords(scene, page, ctx) {
  await openItem(page, ctx);
  scene.start();
  const transcript = page.getByRole('group', { name: 'Transcript: select the words that differ from the recording' });
  await introduce(scene, page, ctx, transcript);
  await scene.say('answer', async () => {
    await scene.spotlight(transcript);
    for (const word of ctx.item.answerKey.incorrectWords) {
      await transcript.getByRole('button').nth(word.index).click();
      await sleep(700);
    }
  });
  await finishListening(scene, page, ctx);
  await submitAndShowResult(scene, page);
  await closeWithTip(scene, page, page.getByRole('list', { name: 'Marks' }));
}

/** Write from Dictation: the sentence heard, typed after the recording ends. */
async function dictation(scene, page, ctx) {
  await openItem(page, ctx);
  scene.start();
  const field = page.getByLabel('Type the sentence you heard');
  await introduce(scene, page, ctx, field);
  await waitForText(page.getByRole('region', { name: 'Recording' }).getByRole('status'), /^Completed/, 30_000);
  await scene.say('answer', async () => {
    await scene.spotlight(field);
    await typeInto(field, ctx.item.answerKey.sentence.toLowerCase().replace(/[.]$/, ''), { delay: 60 });
  });
  await submitAndShowResult(scene, page);
  await closeWithTip(scene, page, page.getByRole('list', { name: 'Words of the sentence' }));
}

/** The walkthrough of each answer family, by family; two listening types have their own. */
const byFamily = { speaking, summarize: written, 'single-answer': choices, 'multi-answer': choices, blanks, reorder };
const byType = { 'highlight-incorrect-words': highlightWords, 'write-from-dictation': dictation };

/**
 * Runs the walkthrough of `ctx.type` on `page`, recording into `scene`. `ctx`: `{ type, item, route,
 * promptSeconds }` (the item's prompt recording length, or null when it has none); the speaking walkthrough adds
 * `ctx.recording` (when the microphone was recording).
 */
export async function runWalkthrough(scene, page, ctx) {
  const walk = byType[ctx.type.id] ?? byFamily[ctx.type.family];
  if (!walk) throw new Error(`no walkthrough for ${ctx.type.id} (${ctx.type.family})`);
  await walk(scene, page, ctx);
  const unspoken = Object.keys(scene.narration).filter((key) => !scene.spoken.some((spoken) => spoken.key === key));
  if (unspoken.length > 0) throw new Error(`${ctx.type.id}: narration segments never spoken: ${unspoken.join(', ')}`);
}
