import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.js';

const KEY_FILE = 'master.key';

/**
 * Encrypts secrets at rest (webhook signing secrets) with AES-256-GCM under the master key. Stored form:
 * `v1.<iv>.<tag>.<ciphertext>`, base64url parts. The version prefix lets the key or algorithm rotate later.
 */
export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  /**
   * The master key from PONTUAL_MASTER_KEY; outside production, when it is absent, a key file in DATA_DIR
   * created on first start (mode 0600). Production without a key never gets here: config refuses to load.
   */
  static fromConfig(config: Config): SecretBox {
    if (config.masterKey) return new SecretBox(config.masterKey);
    fs.mkdirSync(config.dataDir, { recursive: true });
    const file = path.join(config.dataDir, KEY_FILE);
    try {
      fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return new SecretBox(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex'));
  }

  encrypt(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), ciphertext]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  decrypt(stored: string): string {
    const [version, iv, tag, ciphertext] = stored.split('.');
    if (version !== 'v1' || !iv || !tag || ciphertext === undefined) throw new Error('unknown secret format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}
