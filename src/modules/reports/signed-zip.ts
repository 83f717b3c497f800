import { createHash } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import yazl from 'yazl';
import { detachedCadesSignature } from '../certificates/cades.js';
import type { SigningCredentials } from '../certificates/signing-credentials.js';

/**
 * A legal file and its signature in one ZIP, streamed: `fileName` holds exactly the bytes of `file`, and
 * `fileName.p7s` their detached CAdES-BES signature (arts. 86–88 of Portaria 671). One pass: the bytes go into
 * the ZIP (deflated by yazl in zlib's thread pool) as they are hashed, and the signature, which needs their
 * whole digest, is the entry after them. Memory stays flat whatever the file's size. A failure of the file or
 * of the signature destroys the ZIP, so the download is aborted rather than ending short; a ZIP whose client
 * goes away destroys the file.
 */
export function signedZip(file: Readable, fileName: string, credentials: SigningCredentials): Readable {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as unknown as Readable;
  const digest = createHash('sha256');
  const hashed = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      digest.update(chunk);
      callback(null, chunk);
    },
  });
  const fail = (error: Error) => {
    file.destroy();
    output.destroy(error);
  };
  file.once('error', fail);
  hashed.once('error', fail);
  zip.once('error', fail);
  output.once('close', () => file.destroy());
  file.pipe(hashed);
  zip.addReadStream(hashed, fileName);
  hashed.once('end', () => {
    detachedCadesSignature(credentials, digest.digest()).then((signature) => {
      // DER does not deflate: stored as it is.
      zip.addBuffer(signature, `${fileName}.p7s`, { compress: false });
      zip.end();
    }, fail);
  });
  return output;
}
