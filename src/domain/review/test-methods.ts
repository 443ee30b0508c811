import { z } from 'zod';
import type { EvidenceQuality } from '../framework/evidence-quality';

/**
 * How an assessor tested a requirement, most conclusive first. ASD's Essential Eight assessment process
 * guide (October 2024) names no fixed list of methods; it ranks what each way of looking proves in its
 * section "Evidence quality" (a simulated activity, then the live configuration, then a copy of it, then
 * a policy or what staff say), sorts techniques into quantitative (configuration reviews, scripts and
 * tools) and qualitative (documents, interviews) in "Determine assessment approach", and lists each
 * control's checks "ordered by effectiveness". These five methods follow that order; the names are ours.
 */
export const TEST_METHOD_IDS = ['simulated-activity', 'live-configuration', 'configuration-copy', 'document-review', 'interview'] as const;

export type TestMethod = (typeof TEST_METHOD_IDS)[number];

/** Each method's name, what it is, and the best evidence quality it can give by the guide's grading. */
export const TEST_METHODS: Record<TestMethod, { label: string; meaning: string; bestQuality: EvidenceQuality }> = {
  'simulated-activity': {
    label: 'Tested with a simulated activity',
    meaning: 'The control was exercised: something it should stop was tried, by hand or with a tool such as ASD’s Essential Eight Maturity Verification Tool or a vulnerability scanner.',
    bestQuality: 'excellent',
  },
  'live-configuration': {
    label: 'Live configuration examined',
    meaning: 'The settings were looked at in the system’s own interface, or demonstrated by its administrator.',
    bestQuality: 'good',
  },
  'configuration-copy': {
    label: 'Copy of the configuration reviewed',
    meaning: 'A report, an export or a screenshot of the settings was reviewed, such as a group policy result or a script’s output.',
    bestQuality: 'fair',
  },
  'document-review': { label: 'Documents reviewed', meaning: 'Policies, procedures or registers that say the control is in place were read.', bestQuality: 'poor' },
  interview: { label: 'Interview', meaning: 'Staff who run the system described how the control is implemented.', bestQuality: 'poor' },
};

/** A test method id, as the review form or an API body gives it. */
export const testMethodSchema = z.enum(TEST_METHOD_IDS, { error: 'Choose a test method: a simulated activity, the live configuration, a copy of the configuration, documents or an interview' });
