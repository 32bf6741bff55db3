/** A group of Help Center articles, listed under its title when nothing is searched. */
interface HelpTopic {
  title: string;
  /** Article slugs (`content/help/<slug>.md`), in reading order. */
  slugs: readonly string[];
}

/** The Help Center's topics, in the order the page lists them; every article belongs to exactly one. */
export const helpTopics: readonly HelpTopic[] = [
  { title: 'Getting started', slugs: ['getting-started', 'practice-pages', 'microphone-setup'] },
  { title: 'Scores and how accurate they are', slugs: ['speaking-scores', 'writing-scores', 'reading-and-listening-scores'] },
  { title: 'Mock tests', slugs: ['mock-tests', 'mock-test-scores', 'score-report'] },
  { title: 'Planning and progress', slugs: ['study-plan', 'progress-and-history'] },
  { title: 'Your account', slugs: ['accounts-and-passwords', 'privacy-and-your-data'] },
];
