import { describe, expect, it } from 'vitest';
import { isAbusive } from './abusive-messages';
import { retrievalQuestions, unanswerableQuestions } from './retrieval-questions';

/** Exam and learning questions that contain, or sit close to, words on the abuse lists. */
const innocentQuestions = [
  'I live near Scunthorpe: is there a test centre close by?',
  'How does the app assess my essay?',
  'What does the analysis of my pronunciation show?',
  'Is “cocktail” a compound word I can use in Write Essay?',
  'My therapist says I read too fast. How should I pace Read Aloud?',
  'How do I pronounce “sextant” in Describe Image?',
  'I made a hell of a lot of spelling mistakes. How do I fix them?',
  'What does “a chink in the armour” mean in a reading passage?',
  'The lecture was about Dutch dykes and sea levels: how do I re-tell it?',
  'Can I write “fire retardant” or is it “fire retardent”?',
  'Does the chart of the sex ratio count as a table in Describe Image?',
  'How should I say “magna cum laude” in Read Aloud?',
  'Is “tit for tat” too informal for an essay?',
  'The passage mentions the blue tit. Is that a bird?',
  'Can I mention Moby Dick as an example in my essay?',
  'The lecture was about rapeseed oil. How do I summarise it?',
  'How should I describe a graph of the ABO blood groups?',
  'What is a hooker in rugby? It came up in a listening task.',
  'Is scat singing a good topic for Re-tell Lecture practice?',
  'How do I prick my own finger for a blood test, asked the passage?',
  'Is it stupid to memorise essay templates, do you think?',
  'Do you think a stupid mistake in spelling costs a lot of marks?',
  'Is Repeat Sentence useless if I cannot remember the whole sentence?',
  'Would you say my essay was rubbish if it is only 150 words?',
  'Can you shut up shop early on the exam day? I mean, can I leave early?',
  'Does my pronunciation suck, or is it just my microphone?',
  'Are you a bot or a real teacher?',
  'How do I improve my class assignment on the cockpit voice recorder?',
  'Is “niggardly” a word I should avoid in an essay?',
  'How many words should my essay have?',
  'What is my weakest task?',
  'Why did I lose marks on oral fluency?',
  'I feel so dumb when I hear my recording. How do I improve pronunciation?',
  'The essay asks whether pornography filters on the internet should be compulsory. How do I plan it?',
];

/** Insults and slurs aimed at the assistant or others, some disguised. */
const abusiveMessages = [
  'you are a fucking idiot',
  'You stupid bot',
  'This assistant is useless',
  'shut up you moron',
  'Shut up and answer me',
  'f*ck you',
  'go to hell, bot',
  'you suck',
  'kill yourself',
  'what a useless piece of shit',
  'you retard',
  'screw you',
  'stupid AI, answer properly',
  "you're a dumb b1tch",
  'you are so stupid',
  'idiot',
  'I hate you',
  'you are trash',
];

describe('isAbusive', () => {
  it.each(innocentQuestions)('takes “%s” as an ordinary question', (question) => {
    expect(isAbusive(question)).toBe(false);
  });

  it.each(abusiveMessages)('recognises “%s” as abusive', (message) => {
    expect(isAbusive(message)).toBe(true);
  });

  it('flags none of the retrieval test questions', () => {
    const flagged = [...retrievalQuestions.map((entry) => entry.question), ...unanswerableQuestions].filter(isAbusive);
    expect(flagged).toEqual([]);
  });
});
