#define _GNU_SOURCE /* memmem */
#include "cli_secret.h"

#include <fcntl.h>
#include <sodium.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli_file.h"
#include "ecbatch/bls12_381.h"
#include "ecbatch/bte.h"

/* A share's encoding is 0x01 || varint(index) || 32 bytes: 34 to 38 bytes, far shorter than
 * any public polynomial, ciphertext, batch or response file. */
static int is_share(const uint8_t *b, size_t len) {
    ecb_bte_share share;
    if (len < 34 || len > ECB_BTE_SHARE_MAX_BYTES) return 0;
    int ok = ecb_bte_share_decode(&share, b, len) == ECB_OK;
    sodium_memzero(&share, sizeof share);
    return ok;
}

/* A BLS secret key file (`bls keygen`): exactly 32 bytes whose big-endian value is in 1..r-1.
 * Raw bytes carry no mark, so any such file counts (about 45% of 32-byte files): a digest or
 * other 32-byte output is then replaced only with --force, which errs on the safe side. */
static int is_bls_secret_key(const uint8_t *b, size_t len) {
    ecb_bls12_381_scalar s;
    if (len != 32) return 0;
    int ok = ecb_bls12_381_scalar_decode(&s, b) == ECB_OK && !sodium_is_zero(b, len);
    sodium_memzero(&s, sizeof s);
    return ok;
}

/* JSON text (its first non-blank byte opens an object or array) naming a key that starts with
 * "blindings (blindings, blindings_le_hex, blindings_u64: bpp_json.h). A substring test, so a
 * truncated or damaged document still counts. */
static int has_blindings(const uint8_t *b, size_t len) {
    size_t i = 0;
    while (i < len && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r'))
        i++;
    if (i == len || (b[i] != '{' && b[i] != '[')) return 0;
    static const char key[] = "\"blindings";
    return memmem(b + i, len - i, key, sizeof key - 1) != NULL;
}

const char *cli_secret_kind(const uint8_t *b, size_t len) {
    if (is_share(b, len)) return "a threshold-decryption share";
    if (has_blindings(b, len)) return "Bulletproofs+ blindings";
    if (is_bls_secret_key(b, len)) return "a BLS secret key";
    return NULL;
}

const char *cli_file_secret_kind(const char *path) {
    static const char unchecked[] = "content that cannot be read to check it for a secret";
    struct stat sb;
    if (stat(path, &sb) != 0 || !S_ISREG(sb.st_mode)) return NULL;
    if (sb.st_size == 0) return NULL;
    if ((uint64_t)sb.st_size > CLI_SECRET_SCAN_MAX) return unchecked;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    size_t len = (size_t)sb.st_size, got = 0;
    uint8_t *b = fd >= 0 ? malloc(len) : NULL;
    while (b != NULL && got < len) {
        ssize_t r = read(fd, b + got, len - got);
        if (r <= 0) break;
        got += (size_t)r;
    }
    /* fail safe: what cannot be read is not replaced without --force */
    const char *kind = b != NULL && got == len ? cli_secret_kind(b, len) : unchecked;
    if (b != NULL) sodium_memzero(b, len);
    free(b);
    if (fd >= 0) close(fd);
    return kind;
}

int cli_file_share_index(const char *path, uint32_t *index) {
    struct stat sb;
    uint8_t b[ECB_BTE_SHARE_MAX_BYTES + 1];
    ecb_bte_share share;
    if (stat(path, &sb) != 0 || !S_ISREG(sb.st_mode) || sb.st_size > ECB_BTE_SHARE_MAX_BYTES)
        return -1;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    ssize_t got = fd >= 0 ? read(fd, b, sizeof b) : -1;
    if (fd >= 0) close(fd);
    int ok = got > 0 && ecb_bte_share_decode(&share, b, (size_t)got) == ECB_OK;
    if (ok) *index = share.index;
    sodium_memzero(&share, sizeof share);
    sodium_memzero(b, sizeof b);
    return ok ? 0 : -1;
}
