/* libFuzzer target: threshold BLS partial signatures (include/ecbatch/bls.h, "threshold
 * signatures") decoded and verified from fuzzed bytes, against a fixed 3-of-5 dealing of each
 * variant (known coefficients, so the group signature is known). Byte 0 picks the variant (bit
 * 0) and the mode (bit 1):
 *  - raw: up to 8 partials straight from the input (byte 1: how many; then their bytes, zero-
 *    padded), the rest the message;
 *  - near-valid: the partials of shares byte1 % 5, byte1 / 5 % 5, ... (up to 8) on the message
 *    (bytes 3..), then, when bit 2 of byte 0 is set, one bit of one partial flipped (byte 2
 *    picks the partial and, with byte 0's high bits, the bit), so that the pairing path and
 *    the index checks are reached with valid and barely invalid partials.
 * Every call must return a documented status; the batch verifier must name exactly the partials
 * that ecb_bls_threshold_verify refuses (and succeed when it refuses none); recovery from
 * partials that all verify, with t distinct indices, must give Sign with a_0; unflipped
 * near-valid partials must verify. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch/bls.h"
#include "ecbatch/bte.h"

#define T 3
#define N 5
#define MAXP 8

static ecb_bte_public *pubs[2];
static ecb_bte_share shares[2][N];
static uint8_t coefficients[T * 32];

static void need(int cond) {
    if (!cond) abort();
}

static void setup(void) {
    for (int k = 0; k < T; k++) {
        memset(coefficients + 32 * k, 0, 32);
        coefficients[32 * k + 31] = (uint8_t)(11 + 7 * k);
        coefficients[32 * k + 1] = (uint8_t)(0x5a ^ k);
    }
    for (int v = 0; v < 2; v++)
        need(ecb_bte_deal_from_coefficients(&pubs[v], shares[v], (ecb_bte_variant)v, T, N,
                                            coefficients) == ECB_OK);
}

static int documented(ecb_status st) {
    return st == ECB_OK || st == ECB_ERR_VERIFY_FAILED || st == ECB_ERR_ZERO_INDEX ||
           st == ECB_ERR_INDEX_OUT_OF_RANGE || st == ECB_ERR_BAD_FLAGS ||
           st == ECB_ERR_INFINITY_PAYLOAD || st == ECB_ERR_NON_CANONICAL ||
           st == ECB_ERR_NOT_ON_CURVE || st == ECB_ERR_NOT_IN_SUBGROUP;
}

static uint32_t index_of(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (pubs[0] == NULL) setup();
    if (size < 2) return 0;
    const int vi = data[0] & 1, near_valid = (data[0] & 2) != 0;
    const ecb_bls_variant v = vi ? ECB_BLS_MIN_SIG : ECB_BLS_MIN_PK;
    const ecb_bte_public *pub = pubs[vi];
    const size_t pb = ecb_bls_partial_signature_bytes(v);
    uint8_t partials[MAXP * 100] = {0};
    const uint8_t *msg;
    size_t k, msg_len;
    int flipped = 0;
    if (near_valid) {
        k = 1 + data[1] % MAXP;
        msg = size > 3 ? data + 3 : NULL;
        msg_len = size > 3 ? size - 3 : 0;
        for (size_t i = 0, sel = data[1]; i < k; i++, sel /= N)
            need(ecb_bls_threshold_sign(v, partials + i * pb, &shares[vi][(sel + i) % N], msg,
                                        msg_len) == ECB_OK);
        if (size > 2 && (data[0] & 4)) {
            unsigned bit =
                ((unsigned)data[2] | (unsigned)(data[0] >> 3) << 8) % (unsigned)(8 * pb * k);
            partials[bit / 8] ^= (uint8_t)(1u << (bit % 8));
            flipped = 1;
        }
    } else {
        k = 1 + data[1] % MAXP;
        size_t have = size - 2, take = have < k * pb ? have : k * pb;
        memcpy(partials, data + 2, take);
        msg = have > k * pb ? data + 2 + k * pb : NULL;
        msg_len = have > k * pb ? have - k * pb : 0;
    }

    ecb_status one[MAXP];
    size_t refused = 0;
    for (size_t i = 0; i < k; i++) {
        one[i] = ecb_bls_threshold_verify(v, pub, msg, msg_len, partials + i * pb, pb);
        need(documented(one[i]));
        refused += one[i] != ECB_OK;
        if (near_valid && !flipped) need(one[i] == ECB_OK);
    }
    uint8_t valid[MAXP];
    size_t invalid = 99;
    ecb_status bv = ecb_bls_threshold_batch_verify(v, pub, msg, msg_len, partials, k * pb, k, 1,
                                                   valid, &invalid);
    need(bv == (refused == 0 ? ECB_OK : ECB_ERR_VERIFY_FAILED) && invalid == refused);
    for (size_t i = 0; i < k; i++)
        need(valid[i] == (one[i] == ECB_OK));

    uint8_t sig[96], want[96];
    ecb_status rs = ecb_bls_threshold_recover(v, pub, sig, partials, k * pb, k, 1);
    need(documented(rs) || rs == ECB_ERR_TOO_FEW || rs == ECB_ERR_DUPLICATE_INDEX);
    int distinct = 1;
    for (size_t i = 0; i < k; i++)
        for (size_t j = 0; j < i; j++)
            distinct &= index_of(partials + i * pb) != index_of(partials + j * pb);
    if (refused == 0 && distinct && k >= T) {
        need(rs == ECB_OK);
        need(ecb_bls_sign(v, want, coefficients, msg, msg_len) == ECB_OK);
        need(memcmp(sig, want, ecb_bls_signature_bytes(v)) == 0);
    }
    return 0;
}
