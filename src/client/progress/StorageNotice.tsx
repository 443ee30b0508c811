import { useState } from 'react';
import { canStore } from '../storage';

/** Warns, once, when this browser will not keep progress, so answers are not lost unexpectedly. */
export function StorageNotice() {
  const [storageWorks] = useState(canStore);
  if (storageWorks) return null;
  return (
    <p className="notice" role="status">
      This browser is not letting us save your progress. Your answers will be lost if you leave or reload the page.
    </p>
  );
}
