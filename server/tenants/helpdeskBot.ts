import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { BotAnswer } from '../../shared/contract/tenant';

export const NO_ANSWER: BotAnswer = { answered: false, answer: null, source: null };

interface Candidate {
  kind: 'qa' | 'knowledge_base';
  id: string;
  title: string;
  body: string;
  url: string | null;
  matched: number;
  terms: number;
  rank: number;
}

/**
 * Answers a question from the tenant's Q/A pairs and imported knowledge base with PostgreSQL
 * full-text search (english configuration, ranked with ts_rank). A document must contain at least
 * half of the question's significant words, so an unrelated question gets no answer rather than
 * a poor one. Run inside withTenant: row-level security limits the search to that tenant.
 */
export async function answerQuestion(trx: Transaction<DB>, question: string): Promise<BotAnswer> {
  const { rows } = await sql<Candidate>`
    WITH q AS (
      SELECT array(SELECT lexeme FROM unnest(to_tsvector('english', ${question}))) AS lexemes
    ), query AS (
      SELECT lexemes, cardinality(lexemes) AS terms,
        nullif(array_to_string(array(SELECT quote_literal(l) FROM unnest(lexemes) AS l), ' | '), '')::tsquery AS loose
      FROM q
    ), candidates AS (
      SELECT 'qa' AS kind, p.id::text AS id, p.question AS title, p.answer AS body, NULL::text AS url,
        p.search AS doc, 0 AS kind_order
      FROM qa_pairs p
      UNION ALL
      SELECT 'knowledge_base', d.id::text, d.title, d.body, d.url,
        to_tsvector('english', d.title || ' ' || d.body), 1
      FROM knowledge_documents d
    )
    SELECT c.kind, c.id, c.title, c.body, c.url, query.terms::int AS terms,
      (SELECT count(*) FROM unnest(c.doc) AS v WHERE v.lexeme = ANY (query.lexemes))::int AS matched,
      ts_rank(c.doc, query.loose)::float8 AS rank
    FROM candidates c, query
    WHERE query.loose IS NOT NULL AND c.doc @@ query.loose
    ORDER BY matched DESC, c.kind_order, rank DESC
    LIMIT 1`.execute(trx);
  const best = rows[0];
  if (!best || best.matched < Math.max(1, Math.ceil(best.terms / 2))) return NO_ANSWER;
  if (best.kind === 'qa') {
    return {
      answered: true,
      answer: best.body,
      source: { kind: 'qa', title: best.title, url: null },
    };
  }
  const { rows: excerpt } = await sql<{ text: string }>`
    SELECT ts_headline('english', ${best.body},
      nullif(array_to_string(array(SELECT quote_literal(lexeme) FROM unnest(to_tsvector('english', ${question}))), ' | '), '')::tsquery,
      'MaxWords=45, MinWords=15, MaxFragments=2, FragmentDelimiter=" … ", StartSel="", StopSel=""') AS text`.execute(
    trx,
  );
  return {
    answered: true,
    answer: excerpt[0]?.text.trim() || best.body.slice(0, 300),
    source: { kind: 'knowledge_base', title: best.title, url: best.url },
  };
}
