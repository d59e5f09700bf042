import { execFileSync } from 'node:child_process'
import { X509Certificate } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export type StageCertificates = {
  /** Trust it (curl --cacert) or ignore certificate errors. */
  ca: string
  certificate: string
  key: string
}

export const STAGE_DOMAIN = 'orbit.test'

const RENEW_BEFORE_MS = 30 * 24 * 60 * 60 * 1000

export function stageCertificates(folder: string): StageCertificates {
  const files: StageCertificates = {
    ca: path.join(folder, 'ca.pem'),
    certificate: path.join(folder, 'site.pem'),
    key: path.join(folder, 'site.key'),
  }
  if (stillValid(files.ca) && stillValid(files.certificate) && fs.existsSync(files.key)) return files
  // Only the certificates' own folder is private: nginx's workers and PostgreSQL's user must enter the ones above.
  fs.mkdirSync(path.dirname(folder), { recursive: true })
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 })
  const caKey = path.join(folder, 'ca.key')
  const request = path.join(folder, 'site.csr')
  const extensions = path.join(folder, 'site.ext')
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
  openssl(['req', '-x509', ...ec, '-keyout', caKey, '-out', files.ca, '-days', '825', '-subj', '/CN=Orbit stage certificate authority'])
  openssl(['req', ...ec, '-keyout', files.key, '-out', request, '-subj', `/CN=www.${STAGE_DOMAIN}`])
  fs.writeFileSync(
    extensions,
    [`subjectAltName=DNS:${STAGE_DOMAIN},DNS:*.${STAGE_DOMAIN}`, 'basicConstraints=CA:FALSE', 'keyUsage=digitalSignature', 'extendedKeyUsage=serverAuth'].join(
      '\n',
    ),
  )
  openssl([
    'x509',
    '-req',
    '-in',
    request,
    '-CA',
    files.ca,
    '-CAkey',
    caKey,
    '-CAcreateserial',
    '-out',
    files.certificate,
    '-days',
    '397',
    '-extfile',
    extensions,
  ])
  fs.rmSync(request)
  fs.rmSync(extensions)
  return files
}

function stillValid(file: string): boolean {
  try {
    const certificate = new X509Certificate(fs.readFileSync(file))
    return new Date(certificate.validTo).getTime() - Date.now() > RENEW_BEFORE_MS
  } catch {
    return false
  }
}

function openssl(args: string[]): void {
  try {
    execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] })
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim()
    throw new Error(`openssl ${args[0]} failed${stderr ? `: ${stderr}` : ''} (is openssl installed?)`)
  }
}
