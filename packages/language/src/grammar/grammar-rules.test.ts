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
    ['The informations were useful.', 'uncountable-plural', 'informations', 'information'],
    ['We learned a lot of thing at school.', 'quantifier-number', 'thing', 'things'],
    ['They should help them self first.', 'reflexive-pronoun', 'them self', 'themselves'],
    ['Because it is cheaper.', 'fragment', 'Because it is cheaper.', undefined],
    ['For example the internet and the phone.', 'fragment', 'For example the internet and the phone.', undefined],
    ['Students should study hard, they will succeed later.', 'comma-splice', ',', '.'],
    ['the city is growing fast.', 'capitalisation', 'the', 'The'],
    ['We born in a small town.', 'missing-verb', 'born', 'were born'],
    ['People who works from home save time.', 'relative-clause-agreement', 'works', 'work'],
    ['Everyone know the answer.', 'subject-verb-agreement', 'know', 'knows'],
    ['The results of the survey shows a trend.', 'subject-verb-agreement', 'shows', 'show'],
    ['There is also some drawbacks.', 'there-is-are', 'is', 'are'],
    ['Remote work can also isolating employees.', 'modal-verb-form', 'isolating', 'isolate'],
    ['The new law has change the way people shop.', 'perfect-verb-form', 'change', 'changed'],
    ['The bridge was build in a year.', 'passive-verb-form', 'build', 'built'],
    ['Teacher should explain the rules.', 'missing-article', 'Teacher', 'A teacher'],
    ['Online classes are as effective than lectures.', 'comparison-word', 'than', 'as'],
    ['Trains are more faster than buses.', 'comparative-form', 'more faster', 'faster'],
    ['It was the baddest day.', 'comparative-form', 'baddest', 'worst'],
    ['The result depends of the weather.', 'preposition-collocation', 'depends of', 'depends on'],
    ['We discussed about the budget.', 'preposition-collocation', 'discussed about', 'discussed'],
    ['Last week we visit the museum.', 'past-time-tense', 'visit', 'visited'],
    ['She has finished the course last month.', 'past-time-tense', 'has finished', 'finished'],
    ['However the plan has weaknesses.', 'discourse-comma', 'However', 'However,'],
    ['Why do people move to cities.', 'question-mark', '.', '?'],
    ['Its important to sleep well.', 'its-contraction', 'Its', "It's"],
    ['Many exists on borrowed land.', 'subject-verb-agreement', 'exists', 'exist'],
    ['Cities need buses which runs all night.', 'relative-clause-agreement', 'runs', 'run'],
    ['Walls protect those worker exposed to traffic.', 'determiner-number', 'those worker', 'those workers'],
    ['He opened the box, looked inside and finds a letter.', 'past-time-tense', 'finds', 'found'],
    ['Such schemes are cheap, but their effect is small, they work best with other policies.', 'comma-splice', ',', '.'],
    ['The police has arrested a man.', 'subject-verb-agreement', 'has', 'have'],
    ['It rained all day, it flooded the road, we stayed at home.', 'comma-splice', ',', '.'],
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
    'People who work from home often save time.',
    'If I were the mayor, I would plant more trees.',
    'This arrangement suits most families.',
    'Having finished the work, they went home.',
    'Traffic in the city centre has become a serious problem.',
    'The more you read, the better you write.',
    'Success consists in hard work.',
    'Last year prices rose by ten percent.',
    'Many exist on borrowed land, yet many have been cleared and few follow the rules.',
    'Children learn two languages, which means that they switch easily.',
    'Walls protect those exposed to traffic and those living near airports.',
    'Its causes include higher incomes, later marriage, divorce, longer lives and independence.',
    'The fare depended on distance and was usually paid in cash.',
    'Such schemes are cheap, but because their effect is small, they work best with other policies.',
    'Containers moved goods between ships, trucks and trains.',
    // Correct text that the rules once misread: "both … and" joining verbs, "media" as a mass noun, a series of
    // clauses with the same subject ending in ", and".
    'Some antibodies both block and kill the virus.',
    'Social media offers young people a place to share ideas.',
    'The data shows a clear rise in sales.',
    'Light pollution hides the stars, it leads birds astray, it kills insects, and it disrupts human sleep.',
  ])('finds nothing wrong in: %s', (text) => {
    expect(findIssues(text)).toEqual([]);
  });
});
