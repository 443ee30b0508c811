import { randomUUID } from 'node:crypto';
import { DEFAULT_TIME_ZONE, dayOf } from '../../domain/calendar-day';
import type { Assessment, ResumeStep } from '../../domain/assessment';
import type { AssessmentKind } from '../../domain/assessment-kinds';
import { DAY_MS } from '../../domain/constants';
import { CONTROL_IDS } from '../../domain/controls';
import type { FollowUpStatus } from '../../domain/follow-up';
import type { RandomNumbers } from './random-numbers.server';
import { detailedAnswerMaker, improvedLevels, sampleCurrentLevels, samplePlanning, samplePriorities, sampleTargets, type Levels } from './sample-answers.server';
import { sampleContact, sampleOrganisation, type SampleContact, type SampleOrganisation } from './sample-organisations.server';
import { draftAt } from './sample-drafts.server';

/** One sample assessment as the store would hold it: the series it joins and its follow-up status. */
export interface SampleAssessment {
  assessment: Assessment;
  /** The id of the series' first assessment; null for a first assessment. */
  seriesId: string | null;
  followUpStatus: FollowUpStatus;
}

/** How far back sample assessments go: three years. */
const SPAN_MS = 3 * 365 * DAY_MS;
/** Drafts are saved within this many days of now, well inside the app's shortest default keeping time (30 days). */
const DRAFT_SAVED_WITHIN_DAYS = 25;
/** Organisations that may come back for another assessment; older ones are forgotten to keep memory flat. */
const RETURNING_POOL_SIZE = 5_000;

interface KnownOrganisation {
  organisation: SampleOrganisation;
  contact: SampleContact;
  /** Its last completed assessment, which a re-assessment starts from. */
  lastCompleted: Assessment | undefined;
  /** The id of its series' first assessment, once it has re-assessed. */
  seriesId: string | null;
  /** The follow-up status of its last completed assessment. */
  followUp?: FollowUpStatus;
}

/**
 * Where the i-th of `count` assessments falls in [0, 1) of the span, in order: the density grows
 * linearly (three times as many a day now as three years ago), as a service that is catching on.
 */
function positionInSpan(index: number, count: number, random: RandomNumbers): number {
  const share = (index + random.next()) / count;
  return (-1 + Math.sqrt(1 + 8 * share)) / 2;
}

/** Where consultants' follow-up of completed assessments stands. */
const FOLLOW_UPS = [['new', 35], ['contacted', 20], ['meeting-booked', 15], ['proposal-sent', 10], ['won', 12], ['lost', 8]] as const;

type Answers = Pick<Assessment, 'targetAssessments' | 'assessments' | 'requirementOutcomes'>;

/** A completed assessment's answers: a first one, or one a year or so after the earlier one it starts from. */
function completedAnswers(random: RandomNumbers, kind: AssessmentKind, earlier: Assessment | undefined, detailed: ReturnType<typeof detailedAnswerMaker>): Answers {
  const targetAssessments: Levels = earlier ? earlier.targetAssessments : sampleTargets(random);
  const standing = earlier ? improvedLevels(random, earlier.assessments, targetAssessments) : sampleCurrentLevels(random, targetAssessments);
  if (kind === 'quick') return { targetAssessments, assessments: standing, requirementOutcomes: {} };
  return { targetAssessments, ...detailed(random, targetAssessments, standing) };
}

/**
 * `count` realistic assessments in the order they arrived, created over the last three years up to
 * `now`: organisations with several assessments, some re-assessed in a series, quick checks and
 * detailed assessments, recent drafts saved part way, and follow-up under way. The same random
 * numbers give the same assessments apart from their ids, which are always new.
 */
export function* sampleAssessments(random: RandomNumbers, count: number, now: number): Generator<SampleAssessment> {
  const known: KnownOrganisation[] = [];
  // Alternate controls are due for review within a year of the seed's day, so none has lapsed yet.
  const detailed = detailedAnswerMaker(dayOf(now, DEFAULT_TIME_ZONE));
  for (let index = 0; index < count; index += 1) {
    const createdAt = Math.floor(now - SPAN_MS + positionInSpan(index, count, random) * SPAN_MS);
    const returning = known.length > 0 && random.chance(0.4) ? random.pick(known) : undefined;
    const organisation = returning ?? newOrganisation(random, known);
    if (returning && random.chance(0.3)) returning.contact = sampleContact(random, returning.organisation);
    const earlier = returning?.lastCompleted && random.chance(0.7) ? returning.lastCompleted : undefined;
    const seriesId = earlier ? (organisation.seriesId ?? earlier.id) : null;
    const kind: AssessmentKind = earlier ? earlier.kind : random.chance(0.12) ? 'detailed' : 'quick';
    const completed: Assessment = {
      id: randomUUID(),
      status: 'completed',
      kind,
      createdAt,
      updatedAt: Math.min(now, createdAt + 5 * 60_000 + random.below(3 * 3_600_000)),
      organizationName: organisation.organisation.name,
      respondentName: organisation.contact.name,
      respondentEmail: organisation.contact.email,
      ...completedAnswers(random, kind, earlier, detailed),
      timeline: null,
      priorities: [],
      constraints: '',
      resumeStep: null,
    };
    const planning = samplePlanning(random);
    completed.timeline = planning.timeline;
    completed.constraints = earlier && random.chance(0.5) ? earlier.constraints : planning.constraints;
    completed.priorities = samplePriorities(random, completed.targetAssessments, completed.assessments);

    const recent = createdAt > now - 90 * DAY_MS;
    if (recent && random.chance(0.35)) {
      const savedFrom = Math.max(createdAt, now - DRAFT_SAVED_WITHIN_DAYS * DAY_MS);
      const draft = draftAt(completed, resumeStepFor(random, kind));
      yield { assessment: { ...draft, updatedAt: savedFrom + random.below(Math.max(1, now - savedFrom)) }, seriesId, followUpStatus: 'new' };
      continue;
    }
    organisation.lastCompleted = completed;
    if (seriesId) organisation.seriesId = seriesId;
    // A re-assessment of a series the team has taken past New arrives as Re-assessed (decision 101); half of those
    // the team has moved on since.
    const followUpStatus: FollowUpStatus = seriesId && organisation.followUp && organisation.followUp !== 'new' && random.chance(0.5) ? 're-assessed' : random.weighted(FOLLOW_UPS);
    organisation.followUp = followUpStatus;
    yield { assessment: completed, seriesId, followUpStatus };
  }
}

function newOrganisation(random: RandomNumbers, known: KnownOrganisation[]): KnownOrganisation {
  const organisation = sampleOrganisation(random);
  const entry: KnownOrganisation = { organisation, contact: sampleContact(random, organisation), lastCompleted: undefined, seriesId: null };
  if (known.length < RETURNING_POOL_SIZE) known.push(entry);
  else known[random.below(RETURNING_POOL_SIZE)] = entry;
  return entry;
}

/** A step a draft of this kind is saved at, as the wizard names it. */
function resumeStepFor(random: RandomNumbers, kind: AssessmentKind): ResumeStep {
  const strategy = 1 + random.below(CONTROL_IDS.length);
  const closing = random.pick(['implementation', 'organisation', 'review'] as const);
  if (kind === 'detailed') return random.chance(0.7) ? `strategy-${strategy}` : closing;
  return random.weighted([
    [`target-${strategy}`, 3],
    [`current-${strategy}`, 4],
    [closing, 3],
  ] as const);
}
