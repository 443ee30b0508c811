import { evidenceFilesByRequirement, evidenceKindInWords, fileSizeInWords } from '../../domain/evidence-files';
import { evidenceFileUrl, fetchEvidenceFiles } from '../api/evidence-files';
import { useApiQuery } from '../api/useApiQuery';
import { ErrorBox } from '../ErrorBox';

/** Loads the catalogue with the list, so a quick check's detail page never downloads it. */
const loadRequirementTexts = () => import('../../domain/framework/catalogue').then((module) => new Map(module.REQUIREMENTS.map((requirement) => [requirement.id, requirement.text])));

/**
 * "Evidence files" of a detailed assessment on the support detail page: each requirement's files (name,
 * kind, size, SHA-256, and whether an assessor added it) with a download link. Each list and download is
 * written to the audit log by the server.
 */
export function EvidenceFilesList({ assessmentId }: { assessmentId: string }) {
  const files = useApiQuery(`evidence-files:${assessmentId}`, async () => {
    const listed = await fetchEvidenceFiles(assessmentId);
    const assessors = new Set(listed.filter((file) => file.addedBy === 'assessor').map((file) => file.id));
    return { files: listed, assessors, texts: await loadRequirementTexts() };
  });
  return (
    <section className="card" aria-labelledby="evidence-files-title">
      <h2 id="evidence-files-title">Evidence files</h2>
      {files.error ? (
        <ErrorBox>The evidence files could not be listed: {files.error.message}. Reload the page to try again.</ErrorBox>
      ) : !files.data ? (
        <p role="status">Loading the evidence files...</p>
      ) : files.data.files.length === 0 ? (
        <p>No files were attached.</p>
      ) : (
        [...evidenceFilesByRequirement(files.data.files)].map(([requirementId, kept]) => (
          <div key={requirementId}>
            <h3>{files.data?.texts.get(requirementId) ?? requirementId}</h3>
            <ul>
              {kept.map((file) => (
                <li key={file.id}>
                  <a href={evidenceFileUrl(assessmentId, file.id)} download={file.fileName}>
                    {file.fileName}
                  </a>{' '}
                  <span className="hint">
                    ({files.data?.assessors.has(file.id) ? "assessor's file, " : ''}
                    {evidenceKindInWords(file.mediaType)}, {fileSizeInWords(file.size)}; SHA-256 <code className="evidence-hash">{file.sha256}</code>)
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
