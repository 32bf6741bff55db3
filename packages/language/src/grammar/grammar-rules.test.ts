import { describe, expect, it } from 'vitest';
import { splitSentences } from '../text/segments';
import { runGrammarRules } from './grammar-rules';
import { tagSentences } from './tagging';

function findIssues(text: string) {
  const sentences = splitSentences(text);
  return runGrammarRules({ text, sentences, terms: tagSentences(text, sentences) });
}

describe('grammar rules', () => {
  it.each([
    ['Technology have changed our lives.', 'subject-verb-agreement', 'have', 'has'],
    ["Many people doesn't agree with this.", 'subject-verb-agreement', "doesn't", "don't"],
    ['They likes the new library.', 'subject-verb-agreement', 'likes', 'like'],
    ['This are the main reasons.', 'subject-verb-agreement', 'are', 'is'],
    ['There is many reasons for this.', 'there-is-are', 'is', 'are'],
    ['Students can learns faster online.', 'modal-verb-form', 'learns', 'learn'],
    ['We will going to the museum.', 'modal-verb-form', 'going', 'go'],
    ['The government must to act now.', 'modal-verb-form', 'to', ''],
    ["He didn't went to school yesterday.", 'do-verb-form', 'went', 'go'],
    ['I am agree with the writer.', 'be-agree', 'am agree', 'agree'],
    ['Every students need support.', 'determiner-number', 'Every students', 'Every student'],
    ['These problem are serious.', 'determiner-number', 'These problem', 'These problems'],
    ['I have three cat at home.', 'number-noun', 'cat', 'cats'],
    ['She gave me an information about it.', 'uncountable-noun', 'an information', 'information'],
    ['The informations were useful.', 'uncountable-noun', 'informations', 'information'],
    ['We learned a lot of thing at school.', 'quantifier-number', 'thing', 'things'],
    ['They should help them self first.', 'reflexive-pronoun', 'them self', 'themselves'],
    ['Because it is cheaper.', 'fragment', 'Because it is cheaper.', undefined],
    ['For example the internet and the phone.', 'fragment', 'For example the internet and the phone.', undefined],
    ['Students should study hard, they will succeed later.', 'comma-splice', ',', '.'],
    ['the city is growing fast.', 'capitalisation', 'the', 'The'],
    ['We born in a small town.', 'missing-verb', 'born', 'were born'],
  ])('%s → %s', (text, rule, flagged, suggestion) => {
    const issue = findIssues(text).find((i) => i.source === `rule:${rule}`);
    expect(issue, `no ${rule} issue`).toBeDefined();
    expect(text.slice(issue!.start, issue!.end)).toBe(flagged);
    if (suggestion !== undefined) expect(issue!.suggestions[0]).toBe(suggestion);
    expect(issue!.category).toBe('grammar');
  });

  it.each([
    'Technology has changed our lives.',
    'If you study hard, you will succeed.',
    'The number of students is growing every year.',
    'People who work hard usually succeed.',
    'Reading books improves vocabulary.',
    'The government have decided to raise taxes.',
    'Each of the students has a book, and there are many reasons for this.',
    'Although it is expensive, public transport is worth the money.',
    'There is a lot of evidence that the data show a clear trend.',
    'I think that these days children spend too much time online.',
    'It was wrong of him to leave, but he can be forgiven.',
    'Let it go, and help them grow.',
  ])('finds nothing wrong in: %s', (text) => {
    expect(findIssues(text)).toEqual([]);
  });
});
