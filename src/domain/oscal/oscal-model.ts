/**
 * The parts of NIST's OSCAL 1.1.2 model the assessment results export writes, as TypeScript types: only the
 * fields it fills. The JSON Schema kept in docs/oscal is what checks a document; these types keep the code honest
 * about field names.
 */

/** A name and value in a namespace (OSCAL's `property`); `name` and `class` are OSCAL tokens. */
export interface OscalProp {
  name: string;
  ns?: string;
  value: string;
  class?: string;
}

export interface OscalParty {
  uuid: string;
  type: 'person' | 'organization';
  name: string;
  props?: OscalProp[];
  remarks?: string;
}

export interface OscalMetadata {
  title: string;
  'last-modified': string;
  version: string;
  'oscal-version': '1.1.2';
  props?: OscalProp[];
  roles: { id: string; title: string }[];
  parties: OscalParty[];
  'responsible-parties': { 'role-id': string; 'party-uuids': string[] }[];
}

export interface OscalOrigin {
  actors: { type: 'tool' | 'assessment-platform' | 'party'; 'actor-uuid': string; 'role-id'?: string }[];
}

export interface OscalReviewedControls {
  description: string;
  'control-selections': { description: string; 'include-controls': { 'control-id': string }[] }[];
}

export interface OscalLocalObjective {
  'control-id': string;
  description: string;
  props: OscalProp[];
  parts: { id: string; name: 'objective'; prose: string }[];
}

export interface OscalRelevantEvidence {
  description: string;
  props: OscalProp[];
}

export type OscalMethod = 'EXAMINE' | 'INTERVIEW' | 'TEST' | 'UNKNOWN';

export interface OscalObservation {
  uuid: string;
  title: string;
  description: string;
  props: OscalProp[];
  methods: OscalMethod[];
  types: string[];
  origins: OscalOrigin[];
  'relevant-evidence'?: OscalRelevantEvidence[];
  collected: string;
  remarks?: string;
}

export interface OscalRisk {
  uuid: string;
  title: string;
  description: string;
  statement: string;
  props: OscalProp[];
  status: 'open' | 'deviation-requested' | 'deviation-approved';
  origins: OscalOrigin[];
  deadline?: string;
  'related-observations'?: { 'observation-uuid': string }[];
}

export interface OscalFinding {
  uuid: string;
  title: string;
  description: string;
  props: OscalProp[];
  origins: OscalOrigin[];
  target: {
    type: 'objective-id';
    'target-id': string;
    status: { state: 'satisfied' | 'not-satisfied'; reason: 'pass' | 'fail' | 'other' };
  };
  'related-observations'?: { 'observation-uuid': string }[];
  'related-risks'?: { 'risk-uuid': string }[];
}

export interface OscalResult {
  uuid: string;
  title: string;
  description: string;
  start: string;
  end: string;
  props: OscalProp[];
  'reviewed-controls': OscalReviewedControls;
  observations?: OscalObservation[];
  risks?: OscalRisk[];
  findings: OscalFinding[];
}

export interface OscalResource {
  uuid: string;
  title: string;
  description: string;
  rlinks?: { href: string; 'media-type': string }[];
  base64?: { filename: string; 'media-type': string; value: string };
}

/** An OSCAL assessment results document, as the export writes it. */
export interface OscalAssessmentResults {
  'assessment-results': {
    uuid: string;
    metadata: OscalMetadata;
    'import-ap': { href: string; remarks: string };
    'local-definitions': { 'objectives-and-methods': OscalLocalObjective[] };
    results: OscalResult[];
    'back-matter': { resources: OscalResource[] };
  };
}

/** The minimal assessment plan the results import, kept inline in their back matter. */
export interface OscalAssessmentPlan {
  'assessment-plan': {
    uuid: string;
    metadata: OscalMetadata;
    'import-ssp': { href: string; remarks: string };
    'reviewed-controls': OscalReviewedControls;
    'back-matter': { resources: OscalResource[] };
  };
}
