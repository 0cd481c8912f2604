/** Offers text as a file download (the browser host, where main cannot write where the player chooses). */
export function offerDownload(fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'application/json' }))
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  document.body.append(a)
  a.click()
  a.remove()
  // The click starts the download asynchronously; the URL must live a little longer.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
