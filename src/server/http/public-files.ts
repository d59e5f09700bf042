import { readdirSync } from 'node:fs'
import path from 'node:path'

/**
 * The addresses of the files in `public/` (the favicon, the sharing picture, the admin's block
 * pictures), each its path under `public/`: fixed for the life of a production process, since a
 * change to them is a deploy. Links are left out (they go to Next), and so followed nowhere.
 */
export function publicFilePaths(root: string): string[] {
  const folder = path.join(root, 'public')
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
      .map((name) => `/${name.split(path.sep).map(encodeURIComponent).join('/')}`)
  } catch {
    return []
  }
}
