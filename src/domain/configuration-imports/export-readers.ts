import { isAppLockerPolicy, readAppLockerPolicy } from './applocker-policy';
import { isAssessmentImport, readAssessmentImport } from './assessment-import';
import type { ExportResult } from './export-reading';
import { isGroupPolicyReport, readGroupPolicyReport } from './group-policy-report';
import { isInstalledUpdatesCsv, isInstalledUpdatesJson, readInstalledUpdatesCsv, readInstalledUpdatesJson, type UpdatesContext } from './installed-updates';
import { isIntunePolicy, readIntunePolicy } from './intune-policy';
import { isLocalAdministratorsJson, isNetLocalGroupText, readLocalAdministratorsJson, readNetLocalGroupText } from './local-administrators';
import { readExport, type ExportContext, type ExportReader } from './read-export';
import { isWdacPolicy, readWdacPolicy } from './wdac-policy';

const updatesContext = (context: ExportContext): UpdatesContext => (context.collectedOn ? { collectedOn: context.collectedOn } : {});

/** Every importer, in the order they are tried: each knows its own files by their shape, so the order only breaks ties. */
export const EXPORT_READERS: readonly ExportReader[] = [
  { input: 'xml', recognises: isGroupPolicyReport, read: readGroupPolicyReport },
  { input: 'xml', recognises: isAppLockerPolicy, read: readAppLockerPolicy },
  { input: 'xml', recognises: isWdacPolicy, read: readWdacPolicy },
  { input: 'json', recognises: isAssessmentImport, read: readAssessmentImport },
  { input: 'json', recognises: isIntunePolicy, read: readIntunePolicy },
  { input: 'json', recognises: isLocalAdministratorsJson, read: (json) => readLocalAdministratorsJson(json) },
  { input: 'json', recognises: isInstalledUpdatesJson, read: (json, context) => readInstalledUpdatesJson(json, updatesContext(context)) },
  { input: 'text', recognises: isNetLocalGroupText, read: (text) => readNetLocalGroupText(text) },
  { input: 'text', recognises: isInstalledUpdatesCsv, read: (text, context) => readInstalledUpdatesCsv(text, updatesContext(context)) },
];

/** What the importers read, in words, for a refusal of a file none of them knows. */
export const UNDERSTOOD_EXPORTS =
  'Group Policy reports (Get-GPOReport -ReportType Xml, gpresult /x), AppLocker policies (Get-AppLockerPolicy -Effective -Xml), Windows Defender Application Control policies (the policy’s XML), Intune settings catalog policies (Microsoft Graph JSON), the members of the local Administrators group (Get-LocalGroupMember Administrators | ConvertTo-Json, or net localgroup administrators), installed updates (Get-HotFix | ConvertTo-Json, or its CSV) and the tool’s own import format (JSON)';

/** An export of the organisation's systems read by whichever importer knows it, or refused in words. */
export function readSystemExport(bytes: Uint8Array, context: ExportContext = {}): ExportResult {
  return readExport(bytes, context, EXPORT_READERS, UNDERSTOOD_EXPORTS);
}
