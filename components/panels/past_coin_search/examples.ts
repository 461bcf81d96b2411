/** Searches to try: a cashtag, a name with a typo's worth of joining, a character's name. */
export const EXAMPLE_QUERIES = ['$PEPE', 'grokwif', 'Paimon'];
