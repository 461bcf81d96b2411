import type { SearchTerms } from '../../engines/ai_name';

/**
 * What naming offers other operations (wired by the composition root): what a post would be named
 * after (the embedded namer's name, ticker and highest-ranked words), whichever engine names
 * requests. Past-coin search finds coins launched from posts like one by these.
 */
export type NamingTermsFinder = (text: string) => SearchTerms;

declare module '../services' {
  interface ServiceTypes {
    namingTerms: NamingTermsFinder;
  }
}
