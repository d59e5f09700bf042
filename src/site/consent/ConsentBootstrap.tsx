import { CONSENT_BOOTSTRAP_SCRIPT } from './bootstrap'

/**
 * The consent bootstrap as the first child of <head>: a plain inline script the browser runs
 * while parsing, before any tag, stylesheet-dependent paint or React. Never re-run by React.
 */
export function ConsentBootstrap() {
  return <script dangerouslySetInnerHTML={{ __html: CONSENT_BOOTSTRAP_SCRIPT }} />
}
