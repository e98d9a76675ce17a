/** Opens a download address: the browser saves the attachment and stays on the page. */
export function startDownload(url: string) {
  window.location.assign(url);
}
