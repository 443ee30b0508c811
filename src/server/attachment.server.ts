/** The Content-Disposition of a file to save: its name in plain ASCII for old clients, and whole in UTF-8. */
export function attachmentHeader(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
