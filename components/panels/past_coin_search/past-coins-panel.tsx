'use client';
import { useState } from 'react';
import { EVENT_TEXT_MAX } from '@/lib/contract/social-event';
import { DEFAULT_LIMIT } from '@/lib/operations/past_coin_search/contract';
import type { RunRecord } from '../../api/types';
import { CountedTextarea } from '../../form/counted-textarea';
import { ExampleChips } from '../../form/example-chips';
import { clip } from '../../format';
import { codePointLength } from '../../limits';
import { RunForm } from '../../run/run-form';
import { RunPanel, type PanelWords } from '../../run/run-panel';
import { useCheckedRun } from '../../run/use-checked-run';
import { CoinResults } from './coin-results';
import { EXAMPLE_QUERIES } from './examples';
import { QueryField } from './query-field';
import { buildRequest, requestProblem } from './request';
import { SearchOptions } from './search-options';
import type { PastCoinsRequest, PastCoinsResponse, SearchMode } from './types';

function describe(record: RunRecord) {
  const request = record.request as Partial<PastCoinsRequest>;
  const results = (record.response as Partial<PastCoinsResponse> | null)?.results;
  const found = Array.isArray(results) ? ` · ${results.length} found` : '';
  const searched = request.query !== undefined ? `“${request.query.trim()}”` : `Post: ${request.event?.text ?? ''}`;
  return `${clip(searched, 64)}${found}`;
}

const WORDS: PanelWords = {
  title: 'Past coins',
  description:
    'Has a coin like this launched before, and how did it do? Search launched coins by name, ticker or words, or paste a post to find coins launched from posts like it.',
  empty: 'The closest past coins appear here, best first, with their market cap and launch day.',
  describe,
};

export function PastCoinsPanel() {
  const [mode, setMode] = useState<SearchMode>('query');
  const [query, setQuery] = useState('');
  const [post, setPost] = useState('');
  const [limit, setLimit] = useState(DEFAULT_LIMIT);
  const checked = useCheckedRun<PastCoinsRequest>('past_coin_search', requestProblem);
  const { run, start } = checked;

  const restore = (record: RunRecord) => {
    const request = record.request as Partial<PastCoinsRequest>;
    setMode(request.event !== undefined ? 'post' : 'query');
    if (request.query !== undefined) setQuery(request.query);
    if (request.event !== undefined) setPost(request.event.text ?? '');
    setLimit(request.limit ?? DEFAULT_LIMIT);
  };

  const form = (
    <RunForm
      label="Past coins search"
      pending={run.isPending}
      problem={checked.problem}
      onSubmit={() => start(buildRequest(mode, query, post, limit))}
    >
      <SearchOptions mode={mode} setMode={setMode} limit={limit} setLimit={setLimit} disabled={run.isPending} />
      {mode === 'query' ? (
        <>
          <QueryField value={query} onChange={setQuery} />
          <ExampleChips
            id="past-coins-examples-label"
            title="Try"
            examples={EXAMPLE_QUERIES}
            labelOf={(example) => example}
            disabled={run.isPending}
            mono
            onPick={(example) => {
              setQuery(example);
              start(buildRequest('query', example, post, limit));
            }}
          />
        </>
      ) : (
        <CountedTextarea
          id="past-coins-post"
          label="Post text"
          value={post}
          onChange={setPost}
          length={codePointLength(post)}
          max={EVENT_TEXT_MAX}
          flagged={codePointLength(post) > EVENT_TEXT_MAX}
          counterTestId="post-counter"
          rows={5}
          placeholder="Paste a social post: finds coins launched from posts like it."
        />
      )}
    </RunForm>
  );

  return (
    <RunPanel words={WORDS} checked={checked} form={form} restore={restore}>
      {(record) => <CoinResults record={record} />}
    </RunPanel>
  );
}
