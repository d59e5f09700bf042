/** deploy/nginx.conf with this machine's ports and folders in the lines it marks "cluster:". */
export type ClusterNginxSettings = {
  listenPort: number
  instancePorts: number[]
  workDir: string
}

export function clusterNginxConf(template: string, { listenPort, instancePorts, workDir }: ClusterNginxSettings): string {
  const lines = template.split('\n')
  const begin = lines.findIndex((line) => line.includes('# cluster: instances begin'))
  const end = lines.findIndex((line) => line.includes('# cluster: instances end'))
  if (begin < 0 || end < begin) throw new Error('deploy/nginx.conf has lost its "# cluster: instances begin/end" lines')
  const indent = lines[begin]!.match(/^\s*/)![0]
  // The template's first server line gives every instance's settings; each is listed again as a backup, as there.
  const settings = lines
    .slice(begin + 1, end)
    .map((line) => line.match(/^\s*server\s+\S+\s+([^;]*?)\s*;/)?.[1])
    .find((found) => found !== undefined)
  if (settings === undefined) throw new Error('deploy/nginx.conf has no server line between its "# cluster: instances begin/end" lines')
  const primary = settings.replace(/\s*\bbackup\b/, '')
  const servers = [
    ...instancePorts.map((port) => `${indent}server 127.0.0.1:${port} ${primary};`),
    ...instancePorts.map((port) => `${indent}server 127.0.0.1:${port} ${primary} backup;`),
  ]
  const replaced = [...lines.slice(0, begin + 1), ...servers, ...lines.slice(end)].map((line) => {
    const marker = line.match(/#\s*cluster:\s*(\w+)\s*$/)?.[1]
    const keepIndent = line.match(/^\s*/)![0]
    switch (marker) {
      case 'listen':
        return `${keepIndent}listen 127.0.0.1:${listenPort};`
      case 'pid':
        return `${keepIndent}pid ${workDir}/nginx.pid;`
      case 'error_log':
        return `${keepIndent}error_log ${workDir}/error.log warn;`
      case 'cache':
        return line.replace(/proxy_cache_path \S+/, `proxy_cache_path ${workDir}/cache`)
      default:
        return line
    }
  })
  const result = replaced.join('\n')
  for (const marker of ['listen', 'pid', 'error_log', 'cache']) {
    if (!template.includes(`# cluster: ${marker}`)) throw new Error(`deploy/nginx.conf has lost its "# cluster: ${marker}" line`)
  }
  return result
}
