/* MemorySanitizer build of ctcheck only: libsodium is not instrumented, so what it writes keeps
 * whatever marks the memory had (a fresh stack buffer looks secret, a wiped secret still looks
 * secret) and its return values carry stale marks. The link wraps (-Wl,--wrap) each libsodium
 * function the library and ctcheck call: the wrapper calls the real one, then marks its
 * outputs secret when any input was secret and public otherwise, as instrumented code would
 * (a hash of a secret is secret; random bytes and zeroes are public). */
#include <sanitizer/msan_interface.h>
#include <sodium.h>

/* 1 when any byte of p[0..len) is marked secret. */
static int tainted(const void *p, size_t len) {
    return p != NULL && len > 0 && __msan_test_shadow(p, len) != -1;
}

static void mark(void *p, size_t len, int secret) {
    if (p == NULL || len == 0) return;
    if (secret)
        __msan_poison(p, len);
    else
        __msan_unpoison(p, len);
}

static int public_int(int r) {
    __msan_unpoison(&r, sizeof r);
    return r;
}

int __real_sodium_init(void);
int __wrap_sodium_init(void) {
    return public_int(__real_sodium_init());
}

void __real_randombytes_buf(void *buf, size_t size);
void __wrap_randombytes_buf(void *buf, size_t size) {
    __real_randombytes_buf(buf, size);
    mark(buf, size, 0);
}

void __real_sodium_memzero(void *pnt, size_t len);
void __wrap_sodium_memzero(void *pnt, size_t len) {
    __real_sodium_memzero(pnt, len);
    mark(pnt, len, 0);
}

int __real_sodium_memcmp(const void *b1, const void *b2, size_t len);
int __wrap_sodium_memcmp(const void *b1, const void *b2, size_t len) {
    int secret = tainted(b1, len) || tainted(b2, len);
    int r = public_int(__real_sodium_memcmp(b1, b2, len));
    mark(&r, sizeof r, secret);
    return r;
}

int __real_crypto_generichash_blake2b_salt_personal(unsigned char *out, size_t outlen,
                                                    const unsigned char *in,
                                                    unsigned long long inlen,
                                                    const unsigned char *key, size_t keylen,
                                                    const unsigned char *salt,
                                                    const unsigned char *personal);
int __wrap_crypto_generichash_blake2b_salt_personal(unsigned char *out, size_t outlen,
                                                    const unsigned char *in,
                                                    unsigned long long inlen,
                                                    const unsigned char *key, size_t keylen,
                                                    const unsigned char *salt,
                                                    const unsigned char *personal) {
    int secret = tainted(in, (size_t)inlen) || tainted(key, keylen) || tainted(salt, 16) ||
                 tainted(personal, 16);
    int r = public_int(__real_crypto_generichash_blake2b_salt_personal(out, outlen, in, inlen, key,
                                                                       keylen, salt, personal));
    mark(out, outlen, secret);
    return r;
}

int __real_crypto_hash_sha256(unsigned char *out, const unsigned char *in,
                              unsigned long long inlen);
int __wrap_crypto_hash_sha256(unsigned char *out, const unsigned char *in,
                              unsigned long long inlen) {
    int secret = tainted(in, (size_t)inlen);
    int r = public_int(__real_crypto_hash_sha256(out, in, inlen));
    mark(out, crypto_hash_sha256_BYTES, secret);
    return r;
}

/* Streaming states: the state is secret once anything secret went in. */
int __real_crypto_hash_sha256_init(crypto_hash_sha256_state *state);
int __wrap_crypto_hash_sha256_init(crypto_hash_sha256_state *state) {
    int r = public_int(__real_crypto_hash_sha256_init(state));
    mark(state, sizeof *state, 0);
    return r;
}

int __real_crypto_hash_sha256_update(crypto_hash_sha256_state *state, const unsigned char *in,
                                     unsigned long long inlen);
int __wrap_crypto_hash_sha256_update(crypto_hash_sha256_state *state, const unsigned char *in,
                                     unsigned long long inlen) {
    int secret = tainted(state, sizeof *state) || tainted(in, (size_t)inlen);
    int r = public_int(__real_crypto_hash_sha256_update(state, in, inlen));
    mark(state, sizeof *state, secret);
    return r;
}

int __real_crypto_hash_sha256_final(crypto_hash_sha256_state *state, unsigned char *out);
int __wrap_crypto_hash_sha256_final(crypto_hash_sha256_state *state, unsigned char *out) {
    int secret = tainted(state, sizeof *state);
    int r = public_int(__real_crypto_hash_sha256_final(state, out));
    mark(out, crypto_hash_sha256_BYTES, secret);
    mark(state, sizeof *state, 0); /* libsodium wipes it */
    return r;
}

int __real_crypto_auth_hmacsha256_init(crypto_auth_hmacsha256_state *state,
                                       const unsigned char *key, size_t keylen);
int __wrap_crypto_auth_hmacsha256_init(crypto_auth_hmacsha256_state *state,
                                       const unsigned char *key, size_t keylen) {
    int secret = tainted(key, keylen);
    int r = public_int(__real_crypto_auth_hmacsha256_init(state, key, keylen));
    mark(state, sizeof *state, secret);
    return r;
}

int __real_crypto_auth_hmacsha256_update(crypto_auth_hmacsha256_state *state,
                                         const unsigned char *in, unsigned long long inlen);
int __wrap_crypto_auth_hmacsha256_update(crypto_auth_hmacsha256_state *state,
                                         const unsigned char *in, unsigned long long inlen) {
    int secret = tainted(state, sizeof *state) || tainted(in, (size_t)inlen);
    int r = public_int(__real_crypto_auth_hmacsha256_update(state, in, inlen));
    mark(state, sizeof *state, secret);
    return r;
}

int __real_crypto_auth_hmacsha256_final(crypto_auth_hmacsha256_state *state, unsigned char *out);
int __wrap_crypto_auth_hmacsha256_final(crypto_auth_hmacsha256_state *state, unsigned char *out) {
    int secret = tainted(state, sizeof *state);
    int r = public_int(__real_crypto_auth_hmacsha256_final(state, out));
    mark(out, crypto_auth_hmacsha256_BYTES, secret);
    mark(state, sizeof *state, 0);
    return r;
}
