/** Hands a file from the main process to the player as a download (nothing leaves the machine). */
import type { ReplayFile } from '../../../src-shared/api';

export function downloadFile(file: ReplayFile): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
