import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_WORD_LENGTH, MAX_WRITING_LENGTH, WritingInputError, assessWriting, prepareWritingAssessment, writingInputProblem } from './assess-writing';
import type { WritingAssessment, WritingAssessmentInput } from './types';

// Original texts written for these tests.
const PASSAGE = `Urban beekeeping has spread rapidly across European cities over the past decade. Rooftop hives now sit on
offices, hotels and schools, and city honey is sold as a local product. Supporters say that city bees benefit from a
wide variety of flowers in parks and gardens, and that the hives teach residents about pollination. However,
ecologists warn that too many honeybee colonies can harm wild bees, which compete for the same limited nectar. In some
districts of London and Paris, the number of hives has grown faster than the supply of flowers. Researchers therefore
recommend that cities plant more flowering trees and limit new hives until the food supply can support them.`;

const SWT_IDEAS = ['urban beekeeping spread in cities', 'honeybees compete with wild bees for nectar', 'plant more flowers and limit hives'];

const GOOD_SUMMARY = 'Urban beekeeping has spread quickly in European cities, but because honeybees compete with wild bees for scarce nectar, researchers recommend planting more flowering trees and limiting new hives.';

const ESSAY_PROMPT = 'Some people believe that governments should spend more money on public transport than on building new roads. To what extent do you agree or disagree?';
const ESSAY_ASPECTS = ['public transport investment', 'building new roads', 'traffic congestion and pollution'];

const GOOD_ESSAY = `Governments everywhere must decide how to divide limited budgets between public transport and new roads. In my view, investment in buses, trams and trains deserves priority, although roads cannot be neglected entirely.

The strongest argument for public transport is efficiency. A single tram carries as many passengers as dozens of cars, so a well-designed network reduces traffic congestion without consuming additional land. Moreover, electric trains and buses produce far less pollution than private vehicles, which matters in cities where poor air quality already damages residents' health. Building new roads, by contrast, often encourages more driving; within a few years the extra lanes are as crowded as the old ones.

Nevertheless, roads remain essential in rural regions, where distances are long and passengers are too few to justify frequent services. Freight also depends on a reliable road network, and emergency vehicles need routes that are maintained properly. Therefore, a sensible policy would repair existing roads while directing most new spending towards public transport in and around cities.

Critics argue that such projects are expensive and slow to deliver. This is partly true, yet the costs are spread over decades, and the benefits, including shorter journeys, cleaner air and fewer accidents, accumulate throughout that period.

In conclusion, I largely agree that governments should spend more on public transport than on building new roads, provided that rural communities and freight routes are not forgotten.`;

const POOR_ESSAY = `i think goverment must spend money for bus and road . bus is good and road is good also . many people doesnt have car so they need bus every days . if they dont have bus they cant go to work and they cant go to school , this is very bad for them . also road is good because car need road and people like car very much . the goverment should make more road because there is many car in the city and the city have traffic . traffic is very bad . people is angry when they have traffic and they come late to work . i think bus is good and road is good , so goverment must give money to bus and give money to road also . bus is cheap and car is expensive , so poor people use bus and rich people use car . it is good for everyone if goverment give money to both . the bus is good for the enviroment also because one bus can take many people , and many car make the air dirty . but some people dont like bus because bus is slow and bus is not comfortable . they like car more better . so i think goverment must spend money for bus and road both , because bus is good and road is good and people need both of them in the city and in the village also , this is my opinion about this topic .`;

function sst(words: number, extra = ''): string {
  const base = 'The lecture explained that urban honeybees can harm wild bees, because both need the same limited nectar. The speaker said that many cities added hives faster than flowers, so researchers suggest planting more trees and limiting new hives until the food supply improves. She also noted that rooftop hives help residents learn about pollination and local food.';
  const all = `${base} ${extra}`.trim().split(/\s+/);
  return all.slice(0, words).join(' ').replace(/[,;]?$/, '.').replace(/\.\.$/, '.');
}

function positionsAreValid(result: WritingAssessment, text: string): void {
  for (const issue of result.issues) {
    expect(issue.start).toBeGreaterThanOrEqual(0);
    expect(issue.end).toBeGreaterThan(issue.start);
    expect(issue.end).toBeLessThanOrEqual(text.length);
    expect(issue.message.length).toBeGreaterThan(0);
    expect(Array.isArray(issue.suggestions)).toBe(true);
  }
}

function assess(input: WritingAssessmentInput) {
  return assessWriting(input);
}

beforeAll(async () => {
  await prepareWritingAssessment();
}, 120_000);

describe('Summarize Written Text', () => {
  const base = { task: 'summarize-written-text', sourceText: PASSAGE, keyIdeas: SWT_IDEAS } as const;

  it('gives full marks to a correct one-sentence summary of every key idea', async () => {
    const result = await assess({ ...base, text: GOOD_SUMMARY });
    expect(result.traits).toMatchObject({ content: { score: 2, max: 2 }, form: { score: 1, max: 1 }, grammar: { score: 2 }, vocabulary: { score: 2 } });
    expect(result.total).toEqual({ score: 7, max: 7 });
    expect(result.gates).toEqual([]);
    positionsAreValid(result, GOOD_SUMMARY);
  });

  it('gives content 1 when a key idea is missing', async () => {
    const result = await assess({ ...base, text: 'Urban beekeeping has spread quickly in European cities, and researchers recommend planting more flowering trees and limiting new hives.' });
    expect(result.traits.content?.score).toBe(1);
    expect(result.feedback.join(' ')).toContain('honeybees compete with wild bees');
  });

  it('zeroes the item for two sentences, but still reports every trait', async () => {
    const text = GOOD_SUMMARY.replace(', but because', '. Because');
    const result = await assess({ ...base, text });
    expect(result.gates.map((g) => g.rule)).toContain('one-sentence');
    expect(result.total.score).toBe(0);
    expect(result.traits.form?.score).toBe(0);
    expect(result.traits.content?.score).toBe(2);
    expect(result.traits.vocabulary?.score).toBe(2);
  });

  it('zeroes the item under 5 words', async () => {
    const result = await assess({ ...base, text: 'Bees need flowers.' });
    expect(result.gates.map((g) => g.rule)).toContain('word-count');
    expect(result.total.score).toBe(0);
  });

  it('gives grammar 0 for a summary full of grammar errors', async () => {
    const text = 'Urban beekeeping have spread in city, and honeybees competes with wild bees for nectar, so researcher recommends that city must to plant more tree and limits hives.';
    const result = await assess({ ...base, text });
    expect(result.traits.grammar?.score).toBe(0);
    expect(result.issues.filter((i) => i.category === 'grammar').length).toBeGreaterThanOrEqual(3);
  });

  it('gives content 0 and names the gate for an off-topic answer', async () => {
    const result = await assess({ ...base, text: 'Football is the most popular sport in the world because it is cheap to play and exciting to watch on television.' });
    expect(result.traits.content?.score).toBe(0);
    expect(result.gates.map((g) => g.rule)).toEqual(['content']);
    expect(result.total.score).toBe(0);
  });

  it('caps content and marks the copied words when a passage sentence is copied', async () => {
    const copied = 'Researchers therefore recommend that cities plant more flowering trees and limit new hives until the food supply can support them.';
    const result = await assess({ ...base, keyIdeas: undefined, text: copied });
    expect(result.traits.content!.score).toBeLessThanOrEqual(1);
    const issue = result.issues.find((i) => i.source === 'content:copied');
    expect(issue).toBeDefined();
    expect(copied.slice(issue!.start, issue!.end)).toContain('recommend that cities plant more flowering trees');
  });

  it('scores content from the passage itself when the item lists no key ideas', async () => {
    const result = await assess({ task: 'summarize-written-text', sourceText: PASSAGE, text: GOOD_SUMMARY });
    expect(result.traits.content?.score).toBe(2);
    expect(result.metrics.keyIdeas).toBeGreaterThan(0);
  });
});

describe('Summarize Spoken Text', () => {
  const base = { task: 'summarize-spoken-text', keyIdeas: ['honeybees harm wild bees', 'hives added faster than flowers', 'plant trees and limit hives'] } as const;

  it('gives full form at 50–70 words and 1 at 45', async () => {
    expect((await assess({ ...base, text: sst(60) })).traits.form?.score).toBe(2);
    expect((await assess({ ...base, text: sst(45) })).traits.form?.score).toBe(1);
  });

  it('applies the spelling count rule: none = 2, one = 1, more = 0', async () => {
    const clean = sst(60);
    expect((await assess({ ...base, text: clean })).traits.spelling?.score).toBe(2);
    expect((await assess({ ...base, text: clean.replace('limited', 'limitted') })).traits.spelling?.score).toBe(1);
    expect((await assess({ ...base, text: clean.replace('limited', 'limitted').replace('researchers', 'reserchers') })).traits.spelling?.score).toBe(0);
  });

  it('zeroes an answer in capitals, keeping the measured traits', async () => {
    const result = await assess({ ...base, text: sst(60).toUpperCase() });
    expect(result.gates.map((g) => g.rule)).toContain('all-capitals');
    expect(result.total.score).toBe(0);
    expect(result.traits.content?.score).toBeGreaterThan(0);
  });

  it('uses the 2025 maxima when asked (content 0–4, total 12)', async () => {
    const result = await assess({ ...base, text: sst(60), rubric: '2025' });
    expect(result.traits.content?.max).toBe(4);
    expect(result.total.max).toBe(12);
    expect(result.traits.content?.score).toBe(4);
  });
});

describe('Write Essay', () => {
  const base = { task: 'write-essay', prompt: ESSAY_PROMPT, keyAspects: ESSAY_ASPECTS } as const;

  it('scores a well-developed, accurate essay high on every trait', async () => {
    const result = await assess({ ...base, text: GOOD_ESSAY });
    expect(result.traits).toMatchObject({
      content: { score: 3, max: 3 }, form: { score: 2, max: 2 }, grammar: { score: 2 }, spelling: { score: 2 },
      developmentStructureCoherence: { score: 2 }, generalLinguisticRange: { score: 2 }, vocabularyRange: { score: 2 },
    });
    expect(result.total).toEqual({ score: 15, max: 15 });
    positionsAreValid(result, GOOD_ESSAY);
  });

  it('scores an error-ridden, repetitive one-paragraph essay low on language traits', async () => {
    const result = await assess({ ...base, text: POOR_ESSAY });
    expect(result.traits.grammar?.score).toBe(0);
    expect(result.traits.spelling?.score).toBe(0);
    expect(result.traits.vocabularyRange?.score).toBe(0);
    expect(result.traits.developmentStructureCoherence!.score).toBeLessThanOrEqual(1);
    expect(result.traits.generalLinguisticRange!.score).toBeLessThanOrEqual(1);
    expect(result.traits.grammar!.raw).toBeLessThan(0.5);
    const misspelt = result.issues.filter((i) => i.category === 'spelling').map((i) => POOR_ESSAY.slice(i.start, i.end));
    expect(misspelt).toContain('goverment');
    expect(misspelt).toContain('enviroment');
    positionsAreValid(result, POOR_ESSAY);
  });

  it('zeroes an essay under 120 words but still reports its traits', async () => {
    const text = GOOD_ESSAY.split(/\n\n/).slice(0, 2).join('\n\n');
    const result = await assess({ ...base, text });
    expect(result.gates.map((g) => g.rule)).toEqual(['word-count']);
    expect(result.total.score).toBe(0);
    expect(result.traits.grammar?.score).toBe(2);
    expect(result.traits.form?.score).toBe(0);
  });

  it('accepts British or American spelling and flags mixing as style', async () => {
    const british = GOOD_ESSAY.replace('neglected entirely', 'neglected entirely, and the colour of the policy must be realised');
    const mixed = british.replace('Governments everywhere must decide', 'Governments everywhere must decide (and analyze)');
    expect((await assess({ ...base, text: british })).traits.spelling?.score).toBe(2);
    const result = await assess({ ...base, text: mixed });
    expect(result.traits.spelling?.score).toBe(2);
    const style = result.issues.find((i) => i.source === 'spelling:dialect-mix');
    expect(style).toBeDefined();
    expect(mixed.slice(style!.start, style!.end)).toBe('analyze');
    expect(style!.suggestions).toEqual(['analyse']);
  });

  it('uses the 2025 maxima when asked (content, DSC and GLR 0–6, total 26)', async () => {
    const result = await assess({ ...base, text: GOOD_ESSAY, rubric: '2025' });
    expect(result.total.max).toBe(26);
    expect(result.traits.developmentStructureCoherence?.max).toBe(6);
    expect(result.traits.content?.score).toBe(6);
  });

  it('without key aspects, estimates content and says so', async () => {
    const result = await assess({ task: 'write-essay', prompt: ESSAY_PROMPT, text: GOOD_ESSAY });
    expect(result.traits.content!.score).toBeGreaterThanOrEqual(2);
    expect(result.feedback.join(' ')).toContain('no key aspects');
  });
});

describe('input handling', () => {
  it('scores an empty answer as 0 with the empty gate', async () => {
    const result = await assess({ task: 'write-essay', text: '   \n ' });
    expect(result.total).toEqual({ score: 0, max: 15 });
    expect(result.gates).toEqual([{ rule: 'empty', message: 'No answer was written.' }]);
    expect(writingInputProblem('  ')?.code).toBe('empty');
  });

  it('refuses a huge answer with a learner-facing error', async () => {
    const huge = 'word '.repeat(MAX_WRITING_LENGTH / 4);
    await expect(assess({ task: 'write-essay', text: huge })).rejects.toBeInstanceOf(WritingInputError);
    expect(writingInputProblem(huge)?.message).toMatch(/too long/);
  });

  it('refuses a run of characters with no spaces at once, naming it, and still reads long real words', async () => {
    const runOn = `Working from home ${'x'.repeat(5_000)} is popular.`;
    const started = performance.now();
    await expect(assess({ task: 'write-essay', text: runOn })).rejects.toMatchObject({ code: 'run-on' });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(writingInputProblem(runOn)?.message).toMatch(/5,000 characters in a row with no space \(“x{20}…”\)/);
    expect(writingInputProblem(`Some ${'x'.repeat(MAX_WORD_LENGTH)} here.`)).toBeNull();
    expect(writingInputProblem('Antidisestablishmentarianism and internationalisation are long words.')).toBeNull();
  });

  it('handles text beyond the Basic Multilingual Plane with correct positions', async () => {
    const text = 'Bees 🐝 are important for food, and they helps farmers grow crops in many regions of the world today.';
    const result = await assess({ task: 'summarize-written-text', sourceText: PASSAGE, text });
    const issue = result.issues.find((i) => text.slice(i.start, i.end) === 'helps');
    expect(issue?.suggestions).toContain('help');
  });
});
