import { Link } from '../router';
import { useImports } from './ImportsProvider';
import './imports.css';

/** "Import from your systems" near the top of a strategy step: the import step, where exports of the organisation's systems propose answers. */
export function ImportLink() {
  const access = useImports();
  if (!access) return null;
  return (
    <p className="import-link">
      <Link to={access.importStepHref}>Import from your systems</Link>
      <span className="hint"> — let an export of your configuration propose answers.</span>
    </p>
  );
}
