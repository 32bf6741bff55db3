import { describe, expect, it } from 'vitest';
import { citedAnswer, groundedPrompt, type GroundingSource } from './grounded-answer';

const source = (title: string, href: string, text: string | null = `About ${title}.`): GroundingSource => ({ citation: { title, href, section: null }, text });
const sources = [source('Read Aloud', '/a'), source('Repeat Sentence', '/b'), source('Describe Image', '/c')];

describe('groundedPrompt', () => {
  it('numbers the sources, adds the learner’s results when given, and ends with the question', () => {
    const [system, user] = groundedPrompt({ question: 'What is my weakest task?', sources: [sources[0]!, source('Progress Report', '/progress-report', null)], learnerResults: 'Weakest: Read Aloud.' });
    expect(system!.role).toBe('system');
    expect(system!.content).toMatch(/only the numbered sources/);
    expect(user!.content).toContain('[1] Read Aloud (/a)\nAbout Read Aloud.');
    expect(user!.content).toContain('[2] Progress Report (/progress-report)\nA page of the app');
    expect(user!.content).toContain('Weakest: Read Aloud.');
    expect(user!.content.endsWith('What is my weakest task?')).toBe(true);
  });

  it('leaves the learner’s results out when there are none, and shortens a very long passage', () => {
    const [, user] = groundedPrompt({ question: 'Q?', sources: [source('Long', '/l', 'x'.repeat(10_000))], learnerResults: null });
    expect(user!.content).not.toContain('Facts about the learner');
    expect(user!.content.length).toBeLessThan(5000);
  });
});

describe('citedAnswer', () => {
  it('keeps only the sources referenced, in the order of their numbers, and renumbers the references', () => {
    expect(citedAnswer('Pauses cost fluency [3]. Content counts words [1, 3].', sources)).toEqual({
      text: 'Pauses cost fluency [2]. Content counts words [1, 2].',
      citations: [sources[0]!.citation, sources[2]!.citation],
    });
  });

  it('cites every source when the answer references none', () => {
    expect(citedAnswer('Speak at a steady pace.', sources)?.citations).toEqual(sources.map((entry) => entry.citation));
  });

  it('drops references to numbers it was not given', () => {
    expect(citedAnswer('Speak clearly [7]. Keep going [2].', sources)).toEqual({ text: 'Speak clearly. Keep going [1].', citations: [sources[1]!.citation] });
  });

  it('cites a section once when two sources share its link', () => {
    const twice = [source('Read Aloud', '/a'), source('Read Aloud again', '/a')];
    expect(citedAnswer('One [1]. Two [2].', twice)).toEqual({ text: 'One [1]. Two [1].', citations: [twice[0]!.citation] });
  });

  it('drops a reasoning block, and gives null for an answer with no words', () => {
    expect(citedAnswer('<think>Which source?</think>\nUse the guide [1].', sources)?.text).toBe('Use the guide [1].');
    expect(citedAnswer('  \n', sources)).toBeNull();
    expect(citedAnswer('<think>hmm</think>', sources)).toBeNull();
  });
});
