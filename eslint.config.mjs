import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import path from 'node:path'

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/
const PASCAL = /^[A-Z][A-Za-z0-9]*$/
// Folders named after a Payload schema unit (a collection, global or block) take its PascalCase name; helpers beside them are kebab-case.
const SCHEMA_UNIT_PARENTS = ['src/cms/collections', 'src/cms/globals', 'src/cms/blocks', 'src/site/blocks']
// A Next.js route segment: a word, a (group), a [param], a [...catch-all] or [[...optional]], a ~private-looking prefix.
const ROUTE_SEGMENT = /^(\(|\[{1,2}(\.\.\.)?|~)?[a-z0-9]+(-[a-z0-9]+)*(\)|\]{1,2})?$/
// Payload names its migrations by date and time.
const MIGRATION = /^\d{8}_\d{6}_[a-z0-9_]+\.(ts|json)$/

/** What is wrong with a repository path's folders and file name, or undefined when it follows the naming rule (docs/conventions.md). */
function fileNameProblem(relative) {
  const parts = relative.split('/')
  const file = parts.pop()
  for (const [index, folder] of parts.entries()) {
    const parent = parts.slice(0, index).join('/')
    if (SCHEMA_UNIT_PARENTS.includes(parent)) {
      if (!PASCAL.test(folder) && !KEBAB.test(folder)) return `folder "${folder}": PascalCase for a schema unit, else kebab-case`
    } else if (parent.startsWith('src/app')) {
      if (!ROUTE_SEGMENT.test(folder)) return `route folder "${folder}": kebab-case words`
    } else if (!KEBAB.test(folder.replace(/^\./, ''))) return `folder "${folder}": kebab-case`
  }
  if (parts[0] === 'migrations' && MIGRATION.test(file)) return undefined
  const [stem, ...extensions] = file.replace(/^\./, '').split('.')
  if (!extensions.every((extension) => KEBAB.test(extension))) return `file "${file}": kebab-case`
  if (KEBAB.test(stem)) return undefined
  if (PASCAL.test(stem) && extensions.join('.') === 'tsx') return undefined
  return `file "${file}": kebab-case, or PascalCase for a React component's .tsx`
}

const fileNames = {
  meta: { type: 'suggestion', schema: [], docs: { description: 'One naming rule for folders and files (docs/conventions.md)' } },
  create(context) {
    const relative = path.relative(context.cwd, context.filename).split(path.sep).join('/')
    return {
      Program(node) {
        const problem = fileNameProblem(relative)
        if (problem) context.report({ node, message: `Naming: ${problem}.` })
      },
      // Style sheets are not linted themselves; their names are checked where they are imported.
      ImportDeclaration(node) {
        const source = String(node.source.value)
        if (!source.endsWith('.css') || !source.startsWith('.')) return
        const sheet = path.posix.basename(source)
        if (!KEBAB.test(sheet.slice(0, -'.css'.length))) context.report({ node: node.source, message: `Naming: style sheet "${sheet}": kebab-case.` })
      },
    }
  },
}

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    plugins: { local: { rules: { 'file-names': fileNames } } },
    rules: {
      'local/file-names': 'error',
      // `_name` marks what is left out on purpose: a destructured field dropped from a copy, an unused argument.
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // Pictures come from the media collection in the sizes and formats sharp made for them
      // (src/site/media), or are members' uploads: next/image's optimiser would do the work twice.
      '@next/next/no-img-element': 'off',
    },
  },
  {
    // Tests and their helpers are no React code: `use` is Playwright's fixture callback, `use…` helpers are no hooks.
    files: ['tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Written by `payload migrate:create`: its signature names arguments a migration may not use.
    files: ['migrations/**'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'node_modules/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'src/payload-types.ts',
    'src/app/(payload)/admin/importMap.js',
  ]),
])
