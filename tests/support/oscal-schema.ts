import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';

/** NIST's OSCAL 1.1.2 assessment results JSON Schema, as the repository keeps it (docs/oscal/README.md). */
export const ASSESSMENT_RESULTS_SCHEMA_FILE = path.resolve(import.meta.dirname, '../../docs/oscal/oscal_assessment-results_schema-1.1.2.json');

const schema: unknown = JSON.parse(fs.readFileSync(ASSESSMENT_RESULTS_SCHEMA_FILE, 'utf8'));
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
ajv.addSchema(schema as object, 'oscal-ar');
const validateWhole = ajv.getSchema('oscal-ar');

/** The schema's complaints about a document ([] when it is valid), each as "path: message". */
export function assessmentResultsErrors(document: unknown): string[] {
  if (!validateWhole) throw new Error('The OSCAL schema did not compile');
  return validateWhole(document) ? [] : (validateWhole.errors ?? []).map((error: ErrorObject) => `${error.instancePath}: ${error.message ?? ''}`);
}

/** The schema's complaints about one part of a document against one of its definitions, such as "#assembly_oscal-metadata_metadata". */
export function definitionErrors(anchor: string, value: unknown): string[] {
  const validate = ajv.getSchema(`http://csrc.nist.gov/ns/oscal/1.1.2/oscal-ar-schema.json${anchor}`);
  if (!validate) throw new Error(`The OSCAL schema has no definition ${anchor}`);
  return validate(value) ? [] : (validate.errors ?? []).map((error: ErrorObject) => `${error.instancePath}: ${error.message ?? ''}`);
}
