import { safeEvidenceFileName } from '../../domain/evidence-file-name';
import { accessKeyHeader } from '../api/assessments';
import { fetchEvidenceZip } from '../api/evidence-files';
import { saveFile } from '../download';
import { ErrorBox } from '../ErrorBox';
import { ownMessage, useAction } from '../forms/useAction';

/** "Download evidence (ZIP)": every evidence file of a detailed assessment in one archive, a folder per requirement. */
export function DownloadEvidenceZip({ id, organisation }: { id: string; organisation: string }) {
  const download = useAction(ownMessage('The evidence files could not be downloaded. Please try again.'));
  const get = async () => {
    const zip = await fetchEvidenceZip(id, accessKeyHeader(id));
    saveFile(zip, safeEvidenceFileName(`evidence-${organisation}.zip`));
  };
  return (
    <>
      <button type="button" className="button button--secondary" aria-disabled={download.busy} onClick={() => void download.run(get)}>
        {download.busy ? 'Preparing the evidence files...' : 'Download evidence (ZIP)'}
        <span className="visually-hidden"> of {organisation}</span>
      </button>
      <ErrorBox>{download.error}</ErrorBox>
    </>
  );
}
