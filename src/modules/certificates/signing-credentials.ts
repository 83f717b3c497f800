/**
 * A tenant's A1 certificate, decrypted for one signature: what the CAdES signature of the legal files and the
 * PAdES signature of the worker's receipt both need (PRODUCT.md §12). Never logged, never kept beyond the call.
 */
export interface SigningCredentials {
  /** The private key, PKCS#8 PEM. */
  privateKeyPem: string;
  /** The signer's certificate, PEM. */
  certificatePem: string;
  /** The other certificates the PKCS#12 carried (intermediate CAs), PEM, the signer's issuer first; may be empty. */
  chainPem: string[];
}
