import { describe, expect, it } from 'vitest';
import { recogniseIntent } from './learner-intents';
import { retrievalQuestions, unanswerableQuestions } from './retrieval-questions';

describe('recogniseIntent', () => {
  it.each([
    ['What is my weakest task?', { kind: 'weakest-task' }],
    ['Which task am I worst at', { kind: 'weakest-task' }],
    ['where do I struggle the most', { kind: 'weakest-task' }],
    ['What should I practise today?', { kind: 'practise-today' }],
    ['what do I need to study today', { kind: 'practise-today' }],
    ['What should I work on next?', { kind: 'practise-today' }],
    ["show me today's plan", { kind: 'practise-today' }],
    ['How did my fluency change this month?', { kind: 'skill-change', skill: { kind: 'enabling', id: 'oralFluency' }, weeks: 4 }],
    ['has my pronunciation improved this week', { kind: 'skill-change', skill: { kind: 'enabling', id: 'pronunciation' }, weeks: 1 }],
    ['how is my speaking going', { kind: 'skill-change', skill: { kind: 'skill', id: 'speaking' }, weeks: 4 }],
    ['is my writing getting better?', { kind: 'skill-change', skill: { kind: 'skill', id: 'writing' }, weeks: 4 }],
    ['What is my predicted score?', { kind: 'predicted-score' }],
    ['what score will I get in the real exam', { kind: 'predicted-score' }],
    ['am I ready for the exam?', { kind: 'predicted-score' }],
    ['How did I do in my last mock test?', { kind: 'last-mock-test' }],
    ['my latest mock test result', { kind: 'last-mock-test' }],
  ])('reads “%s” as a question about the learner’s data', (message, intent) => {
    expect(recogniseIntent(message)).toEqual(intent);
  });

  it.each([
    'how is my mock test overall score calculated',
    'what does the predicted band on my report mean',
    'how is my speaking scored',
    'how is read aloud scored',
    'how can I improve my pronunciation',
    'what should I do if my recording is refused because of noise in the room',
  ])('leaves “%s” to the guides', (message) => {
    expect(recogniseIntent(message)).toBeNull();
  });

  it('reads none of the retrieval test questions as a question about the learner’s data', () => {
    const misread = [...retrievalQuestions.map((entry) => entry.question), ...unanswerableQuestions].filter((question) => recogniseIntent(question) !== null);
    expect(misread).toEqual([]);
  });
});
