/**
 * Stands in, in the web build only, for crypto-js's `md5`, `sha1`, `hmac` and `evpkdf` modules (vite.config.ts,
 * `cipherWithoutPassphraseKdf`). crypto-js's `aes` and `cipher-core` require them for OpenSSL's passphrase key
 * derivation (EvpKDF over MD5), which the envelope never uses: domain's cipher parses the key's UTF-8 bytes and
 * passes them as the key (domain/src/gateway/cipher.ts). Should a passphrase ever reach AES in the web build, the
 * derivation fails loudly here instead of deriving a key no gateway would read.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- crypto-js's own CommonJS modules require() this stand-in
var CryptoJS = require("crypto-js/core.js");

function passphraseKeysLeftOut() {
  throw new Error("crypto-js's passphrase key derivation (EvpKDF) is left out of the web build: pass the key as parsed bytes");
}

CryptoJS.algo.EvpKDF = { create: passphraseKeysLeftOut };
module.exports = CryptoJS;
