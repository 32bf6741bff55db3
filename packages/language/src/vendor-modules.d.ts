// Type declarations for the untyped CommonJS packages this workspace uses.

declare module 'nspell' {
  interface NSpell {
    correct(word: string): boolean;
    suggest(word: string): string[];
    spell(word: string): { correct: boolean; forbidden: boolean; warn: boolean };
    add(word: string): NSpell;
  }
  function nspell(dictionary: { aff: Uint8Array; dic: Uint8Array }): NSpell;
  export default nspell;
}

declare module 'wink-lemmatizer' {
  const lemmatizer: {
    noun(word: string): string;
    verb(word: string): string;
    adjective(word: string): string;
  };
  export default lemmatizer;
}

declare module 'wink-porter2-stemmer' {
  function stem(word: string): string;
  export default stem;
}

declare module 'synonyms' {
  const synonyms: {
    (word: string): Record<string, string[]> | undefined;
    dictionary: Record<string, Record<string, string[]>>;
  };
  export default synonyms;
}
