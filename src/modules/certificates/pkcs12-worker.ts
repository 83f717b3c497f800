import { ApiError, type FieldError } from '../../platform/errors.js';
import { type ReadPkcs12, readPkcs12 } from './pkcs12.js';

export type Pkcs12Answer = { read: ReadPkcs12 } | { refused: FieldError };

/** Opens one PKCS#12 in a worker thread (see `openPkcs12`): what it holds, or why it was refused. */
export default function openInThread(task: { file: Uint8Array; password: string }): Pkcs12Answer {
  try {
    return { read: readPkcs12(Buffer.from(task.file), task.password) };
  } catch (error) {
    if (error instanceof ApiError)
      return { refused: error.errors[0] ?? { field: 'file', message: error.message } };
    throw error;
  }
}
