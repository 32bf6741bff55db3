/**
 * Groups of words that express the same idea in summaries and essays, for matching key ideas. A small hand-written
 * supplement to WordNet (`word-relations.ts`), which splits many of these across senses or does not relate them
 * ("increase" and "more", "critic" and "opponent").
 */
const synonymGroups: readonly (readonly string[])[] = [
  ['increase', 'rise', 'grow', 'growth', 'climb', 'surge', 'soar', 'expand', 'expansion', 'go up', 'boost', 'more', 'higher'],
  ['decrease', 'fall', 'decline', 'drop', 'reduce', 'reduction', 'lower', 'shrink', 'cut', 'less', 'fewer', 'diminish'],
  ['improve', 'improvement', 'enhance', 'better', 'strengthen', 'advance', 'progress'],
  ['worsen', 'deteriorate', 'harm', 'damage', 'hurt', 'weaken', 'threaten', 'threat'],
  ['important', 'significant', 'crucial', 'vital', 'essential', 'key', 'major', 'critical', 'central'],
  ['problem', 'issue', 'challenge', 'difficulty', 'concern', 'obstacle'],
  ['cause', 'lead', 'result', 'produce', 'trigger', 'drive', 'contribute', 'responsible'],
  ['effect', 'impact', 'consequence', 'outcome', 'influence', 'result'],
  ['benefit', 'advantage', 'gain', 'merit', 'positive', 'help', 'useful'],
  ['disadvantage', 'drawback', 'downside', 'cost', 'negative', 'risk'],
  ['city', 'urban', 'town', 'metropolitan', 'cities'],
  ['rural', 'countryside', 'village', 'farm', 'agricultural'],
  ['country', 'nation', 'state', 'national'],
  ['people', 'population', 'residents', 'citizens', 'public', 'individuals', 'humans', 'society', 'person'],
  ['company', 'firm', 'business', 'corporation', 'employer', 'industry', 'organisation', 'organization'],
  ['government', 'authorities', 'state', 'policymakers', 'officials', 'politicians'],
  ['research', 'study', 'studies', 'investigation', 'experiment', 'survey', 'findings', 'evidence'],
  ['scientist', 'researcher', 'expert', 'scholar', 'specialist'],
  ['child', 'children', 'kid', 'young', 'youth', 'teenager', 'adolescent', 'student', 'pupil'],
  ['money', 'funds', 'funding', 'finance', 'financial', 'cost', 'budget', 'spending', 'investment', 'economic'],
  ['job', 'work', 'employment', 'career', 'occupation', 'profession', 'labour', 'labor'],
  ['school', 'education', 'educational', 'teaching', 'learning', 'university', 'academic'],
  ['health', 'healthy', 'wellbeing', 'well-being', 'medical', 'disease', 'illness'],
  ['environment', 'environmental', 'nature', 'ecosystem', 'climate', 'ecological'],
  ['pollution', 'pollute', 'contamination', 'emissions', 'waste', 'dirty'],
  ['technology', 'technological', 'digital', 'computer', 'internet', 'online', 'device'],
  ['change', 'shift', 'transform', 'transformation', 'alter', 'modify'],
  ['method', 'way', 'approach', 'technique', 'strategy', 'means'],
  ['show', 'demonstrate', 'reveal', 'indicate', 'suggest', 'prove', 'find'],
  ['many', 'numerous', 'several', 'various', 'multiple', 'lots'],
  ['old', 'ancient', 'historic', 'traditional', 'earlier', 'past'],
  ['new', 'modern', 'recent', 'novel', 'innovative', 'contemporary'],
  ['big', 'large', 'huge', 'vast', 'massive', 'substantial', 'considerable'],
  ['small', 'little', 'minor', 'slight', 'tiny', 'limited'],
  ['fast', 'quick', 'rapid', 'rapidly', 'quickly', 'swift'],
  ['slow', 'gradual', 'gradually', 'slowly'],
  ['use', 'usage', 'utilise', 'utilize', 'employ', 'apply', 'adopt'],
  ['create', 'make', 'build', 'develop', 'produce', 'construct', 'establish'],
  ['travel', 'tourism', 'tourist', 'trip', 'journey', 'visit', 'visitor'],
  ['food', 'diet', 'nutrition', 'eating', 'meal'],
  ['water', 'ocean', 'sea', 'marine', 'river'],
  ['energy', 'power', 'electricity', 'fuel'],
  ['animal', 'species', 'wildlife', 'creature'],
  ['plant', 'crop', 'vegetation', 'tree', 'forest'],
  ['critic', 'opponent', 'sceptic', 'skeptic', 'detractor'],
  ['supporter', 'defender', 'advocate', 'proponent'],
  ['worker', 'employee', 'staff', 'personnel', 'workforce'],
  ['consumer', 'buyer', 'customer', 'shopper', 'purchaser'],
];

let index: Map<string, string[]> | undefined;

/** The words grouped with a lower-case word (empty when it is in no group). */
export function groupSynonyms(lower: string): readonly string[] {
  if (!index) {
    index = new Map();
    for (const group of synonymGroups) {
      for (const word of group) index.set(word, [...(index.get(word) ?? []), ...group.filter((w) => w !== word)]);
    }
  }
  return index.get(lower) ?? [];
}
