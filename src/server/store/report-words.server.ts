import type { Kysely, Selectable } from 'kysely';
import { reportWordsFieldsSchema, UNWRITTEN_REPORT_WORDS, type ReportWordsFields, type StoredReportWords } from '../../domain/review/report-words';
import type { AssessmentReportWordsTable, Database } from './schema.server';

/** The commentary column as kept: a JSON object by strategy; anything else reads as none written. */
function commentaryOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

function toReportWords(row: Selectable<AssessmentReportWordsTable>): StoredReportWords {
  const fields = reportWordsFieldsSchema.parse({
    marking: row.marking,
    systemClassification: row.system_classification,
    entityAddress: row.entity_address,
    assessorQualifications: row.assessor_qualifications,
    background: row.background,
    keySecurityRisks: row.key_security_risks,
    positiveFindings: row.positive_findings,
    opinion: row.opinion,
    strategyCommentary: commentaryOf(row.strategy_commentary),
  });
  return { ...fields, version: Number(row.version) };
}

/** The columns of the report words. */
function columnsOf(words: ReportWordsFields) {
  return {
    marking: words.marking,
    system_classification: words.systemClassification,
    entity_address: words.entityAddress,
    assessor_qualifications: words.assessorQualifications,
    background: words.background,
    key_security_risks: words.keySecurityRisks,
    positive_findings: words.positiveFindings,
    opinion: words.opinion,
    strategy_commentary: JSON.stringify(words.strategyCommentary),
  };
}

/** The report words of an assessment's review: as saved, or none written (version 0). */
export async function reportWordsOf(db: Kysely<Database>, assessmentId: string): Promise<StoredReportWords> {
  const row = await db.selectFrom('assessment_report_words').selectAll().where('assessment_id', '=', assessmentId).executeTakeFirst();
  return row ? toReportWords(row) : UNWRITTEN_REPORT_WORDS;
}

/**
 * Saves the report words read at `readVersion` (0: none saved yet), making them one version more; false when
 * someone saved others since. The review's row must exist (the words go with it).
 */
export async function saveReportWords(db: Kysely<Database>, assessmentId: string, words: ReportWordsFields, readVersion: number, savedAt: number, savedBy: string): Promise<boolean> {
  const values = { ...columnsOf(words), version: readVersion + 1, saved_at: savedAt, saved_by: savedBy };
  if (readVersion === 0) {
    const inserted = await db
      .insertInto('assessment_report_words')
      .values({ assessment_id: assessmentId, ...values })
      .onConflict((conflict) => conflict.column('assessment_id').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
  }
  const updated = await db.updateTable('assessment_report_words').set(values).where('assessment_id', '=', assessmentId).where('version', '=', readVersion).executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}
