/**
 * Learners' questions about the exam, the tasks and the app, each with the page (or pages, when two answer it
 * equally) whose passages should answer it: the assistant's retrieval test set. Written as learners ask, with their
 * abbreviations, British and American spellings and the odd typo.
 */

const guide = (typeId: string) => `/resources/study-materials/${typeId}`;
const skill = (name: string) => `/resources/study-materials/skills/${name}`;
const help = (slug: string) => `/resources/help/${slug}`;

/** A question and the pages that answer it (any of them counts as right). */
interface RetrievalQuestion {
  question: string;
  pages: string[];
}

/** The retrieval test set: at least 60 questions. */
export const retrievalQuestions: RetrievalQuestion[] = [
  // Speaking tasks
  { question: 'how is read aloud scored', pages: [guide('read-aloud')] },
  { question: 'How long do I get to prepare before reading aloud?', pages: [guide('read-aloud')] },
  { question: 'what if I stumble on a word in RA', pages: [guide('read-aloud')] },
  { question: 'repeat sentence tips, I forget the end of the sentence', pages: [guide('repeat-sentence')] },
  { question: 'How many points can I get for repeat sentence content?', pages: [guide('repeat-sentence')] },
  { question: 'Should I use a template for describe image?', pages: [guide('describe-image')] },
  { question: 'how to describe a bar chart in DI', pages: [guide('describe-image')] },
  { question: 'what should I say in retell lecture', pages: [guide('re-tell-lecture')] },
  { question: 'how long can my answer be for re-tell lecture', pages: [guide('re-tell-lecture')] },
  { question: 'answer short question one word or full sentence?', pages: [guide('answer-short-question')] },
  { question: 'how is summarize group discussion marked', pages: [guide('summarize-group-discussion')] },
  { question: 'how do I mention each speaker in a group discussion summary', pages: [guide('summarize-group-discussion')] },
  { question: 'respond to a situation: how polite should I be?', pages: [guide('respond-to-a-situation')] },
  { question: 'what is appropriacy in RTS', pages: [guide('respond-to-a-situation')] },

  // Writing tasks
  { question: 'how many words for summarize written text', pages: [guide('summarize-written-text')] },
  { question: 'can my SWT be more than one sentence', pages: [guide('summarize-written-text')] },
  { question: 'what happens if my essay is too short', pages: [guide('write-essay'), help('writing-scores')] },
  { question: 'how many words should an essay have', pages: [guide('write-essay')] },
  { question: 'how should I structure my essay paragraphs', pages: [guide('write-essay')] },
  { question: 'is it bad to memorise essay templates', pages: [guide('write-essay')] },
  { question: 'summarise spoken text word limit', pages: [guide('summarize-spoken-text')] },
  { question: 'How do I take notes for SST?', pages: [guide('summarize-spoken-text'), skill('note-taking')] },

  // Reading tasks
  { question: 'do wrong answers lose points in multiple choice multiple answers reading', pages: [guide('reading-multiple-choice-multiple-answers'), help('reading-and-listening-scores')] },
  { question: 'how is re-order paragraphs scored', pages: [guide('re-order-paragraphs'), help('reading-and-listening-scores')] },
  { question: 'how to find the first sentence in reorder paragraphs', pages: [guide('re-order-paragraphs')] },
  { question: 'reading and writing fill in the blanks strategy with the drop-down', pages: [guide('reading-writing-fill-in-the-blanks')] },
  { question: 'fill in the blanks reading drag words from a box', pages: [guide('reading-fill-in-the-blanks')] },
  { question: 'tips for reading multiple choice single answer', pages: [guide('reading-multiple-choice-single-answer')] },

  // Listening tasks
  { question: 'how is write from dictation scored', pages: [guide('write-from-dictation'), help('reading-and-listening-scores')] },
  { question: 'does spelling matter in WFD', pages: [guide('write-from-dictation')] },
  { question: 'highlight incorrect words: clicking too many words', pages: [guide('highlight-incorrect-words')] },
  { question: 'select missing word beep at the end of the recording', pages: [guide('select-missing-word')] },
  { question: 'highlight correct summary how to choose', pages: [guide('highlight-correct-summary')] },
  { question: 'listening fill in the blanks: typing while the audio plays', pages: [guide('listening-fill-in-the-blanks')] },
  { question: 'listening multiple choice single answer strategy', pages: [guide('listening-multiple-choice-single-answer')] },
  { question: 'negative marking in listening multiple answers', pages: [guide('listening-multiple-choice-multiple-answers'), help('reading-and-listening-scores')] },

  // Skills
  { question: 'how can I improve my oral fluency', pages: [skill('oral-fluency')] },
  { question: 'I hesitate and say umm a lot when speaking', pages: [skill('oral-fluency')] },
  { question: 'which sounds do learners get wrong in pronunciation', pages: [skill('pronunciation')] },
  { question: 'word stress and the schwa', pages: [skill('pronunciation')] },
  { question: 'common grammar mistakes that cost marks', pages: [skill('grammar')] },
  { question: 'how to check my grammar before submitting', pages: [skill('grammar')] },
  { question: 'British or American spelling, which is accepted?', pages: [skill('spelling')] },
  { question: 'I make typos when typing fast', pages: [skill('spelling')] },
  { question: 'how do I paraphrase without making errors', pages: [skill('vocabulary')] },
  { question: 'what are collocations', pages: [skill('vocabulary')] },
  { question: 'what symbols and abbreviations to use in notes', pages: [skill('note-taking')] },
  { question: 'how to summarise a passage: topic, claim and support', pages: [skill('summarising')] },

  // The app
  { question: 'my microphone is not working', pages: [help('microphone-setup')] },
  { question: 'why does the recording stop after 3 seconds of silence', pages: [help('microphone-setup'), skill('oral-fluency')] },
  { question: 'my recording was refused, what do I do', pages: [help('microphone-setup')] },
  { question: 'the browser blocked microphone access', pages: [help('microphone-setup')] },
  { question: 'how accurate is the speaking score compared to human raters', pages: [help('speaking-scores')] },
  { question: 'how accurate is the essay scoring', pages: [help('writing-scores')] },
  { question: 'what gives zero for form in writing', pages: [help('writing-scores')] },
  { question: 'how is my mock test overall score calculated', pages: [help('mock-test-scores')] },
  { question: 'what does the likely range around my score mean', pages: [help('mock-test-scores')] },
  { question: 'can I pause a mock test and come back later', pages: [help('mock-tests')] },
  { question: 'what happens if my internet connection drops during a mock test', pages: [help('mock-tests')] },
  { question: 'how long does a full mock test take', pages: [help('mock-tests')] },
  { question: 'how do I print my score report', pages: [help('score-report')] },
  { question: 'what are enabling skills on the report', pages: [help('score-report')] },
  { question: 'how do I create a study plan', pages: [help('study-plan')] },
  { question: 'I missed a day of my study plan', pages: [help('study-plan')] },
  { question: 'how is the predicted band per skill worked out', pages: [help('progress-and-history')] },
  { question: 'where can I see my past attempts', pages: [help('progress-and-history')] },
  { question: 'how do I download my data', pages: [help('privacy-and-your-data')] },
  { question: 'how to delete my account', pages: [help('privacy-and-your-data'), help('accounts-and-passwords')] },
  { question: 'I forgot my password', pages: [help('accounts-and-passwords')] },
  { question: 'the password reset email did not arrive', pages: [help('accounts-and-passwords')] },
  { question: 'is my draft answer saved if I leave the page', pages: [help('practice-pages')] },
  { question: 'how do I choose another question on a practice page', pages: [help('practice-pages')] },
  { question: 'where do I start as a new user', pages: [help('getting-started')] },
];

/** Questions nothing in the guides or Help Center answers: the assistant must say it does not know. */
export const unanswerableQuestions: string[] = [
  'what is the capital of France',
  'who won the football world cup in 2010',
  'give me a recipe for chocolate cake',
  'what will the weather be like tomorrow in Sydney',
  'how do I renew my passport',
  'recommend a good film to watch tonight',
  'tell me a joke',
  'how do I cook rice',
  'what is the best laptop to buy',
  'book me a flight to London',
];
