import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

/** A fresh self-signed certificate for 127.0.0.1 in `dir`, as the server's TLS_CERT_FILE and TLS_KEY_FILE. */
export function selfSignedCertificate(dir: string): { TLS_CERT_FILE: string; TLS_KEY_FILE: string } {
  mkdirSync(dir, { recursive: true });
  const [cert, key] = [path.join(dir, 'loopback.crt'), path.join(dir, 'loopback.key')];
  const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', ...subject, '-days', '7'].concat(['-keyout', key, '-out', cert]),
    { stdio: 'ignore' },
  );
  return { TLS_CERT_FILE: cert, TLS_KEY_FILE: key };
}
