import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * The addresses of the files in `public/` (the favicon, the sharing picture, the admin's block
 * pictures), each its path under `public/`: fixed for the life of a production process, since a
 * change to them is a deploy.
 */
export function publicFilePaths(root: string): string[] {
  const folder = path.join(root, 'public')
  let names: string[]
  try {
    names = readdirSync(folder, { recursive: true, encoding: 'utf8' })
  } catch {
    return []
  }
  return names.filter((name) => statSync(path.join(folder, name)).isFile()).map((name) => encodeURI(`/${name.split(path.sep).join('/')}`))
}
