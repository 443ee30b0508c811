import { evidenceStorageWarnings, type EvidenceStorage } from '../../domain/evidence-storage';

/** The dashboard's warning while the evidence files near the installation's cap or the data folder's disk runs low; nothing while there is room. */
export function StorageWarning({ storage }: { storage: EvidenceStorage }) {
  const warnings = evidenceStorageWarnings(storage);
  if (warnings.length === 0) return null;
  return (
    <section className="notice storage-warning" aria-labelledby="storage-warning-title">
      <h2 id="storage-warning-title">Storage is running out</h2>
      {warnings.map((warning) => (
        <p key={warning}>{warning}</p>
      ))}
    </section>
  );
}
