/* libFuzzer target: the BLS verifiers (include/ecbatch/bls.h) on fuzzed keys, signatures and
 * messages, both variants. Byte 0 picks the variant (bit 0) and the input mode (bit 1):
 *  - raw: the key, then the signature, then the message, straight from the input (zero-padded);
 *  - near-valid: a key pair from KeyGen of bytes 1..32, a signature of the message (bytes 34..)
 *    by it, then, when bit 2 of byte 0 is set, one bit of key || signature flipped (the bit
 *    data[33] + 256 (data[0] >> 3), modulo their length), so that the pairing path is reached
 *    with valid and barely invalid points.
 * Every verifier must return a documented status and agree with Verify: FastAggregateVerify and
 * AggregateVerify of one key, batch verification of the triple twice (both named alike), PopVerify
 * and KeyValidate's statuses; Aggregate of one signature re-encodes it byte for byte. An
 * unflipped near-valid input must verify. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch/bls.h"

static int documented(ecb_status st) {
    return st == ECB_OK || st == ECB_ERR_VERIFY_FAILED || st == ECB_ERR_IDENTITY ||
           st == ECB_ERR_BAD_FLAGS || st == ECB_ERR_INFINITY_PAYLOAD ||
           st == ECB_ERR_NON_CANONICAL || st == ECB_ERR_NOT_ON_CURVE ||
           st == ECB_ERR_NOT_IN_SUBGROUP;
}

static void need(int cond) {
    if (!cond) abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1) return 0;
    ecb_bls_variant v = (data[0] & 1) ? ECB_BLS_MIN_SIG : ECB_BLS_MIN_PK;
    size_t pkn = ecb_bls_public_key_bytes(v), sgn = ecb_bls_signature_bytes(v);
    uint8_t pk[96] = {0}, sig[96] = {0};
    const uint8_t *msg;
    size_t msg_len;
    int near_valid = (data[0] & 2) != 0, flipped = 0;
    if (near_valid) {
        uint8_t ikm[32] = {0}, sk[32], both[192];
        size_t take = size - 1 < 32 ? size - 1 : 32;
        memcpy(ikm, data + 1, take);
        msg = size > 34 ? data + 34 : NULL;
        msg_len = size > 34 ? size - 34 : 0;
        need(ecb_bls_keygen(sk, ikm, sizeof ikm, NULL, 0) == ECB_OK);
        need(ecb_bls_sk_to_pk(v, pk, sk) == ECB_OK);
        need(ecb_bls_sign(v, sig, sk, msg, msg_len) == ECB_OK);
        memcpy(both, pk, pkn);
        memcpy(both + pkn, sig, sgn);
        if (size > 33 && (data[0] & 4)) {
            unsigned bit =
                ((unsigned)data[33] | (unsigned)(data[0] >> 3) << 8) % (unsigned)(8 * (pkn + sgn));
            both[bit / 8] ^= (uint8_t)(1u << (bit % 8));
            flipped = 1;
        }
        memcpy(pk, both, pkn);
        memcpy(sig, both + pkn, sgn);
    } else {
        size_t have = size - 1;
        memcpy(pk, data + 1, have < pkn ? have : pkn);
        if (have > pkn) memcpy(sig, data + 1 + pkn, have - pkn < sgn ? have - pkn : sgn);
        msg = have > pkn + sgn ? data + 1 + pkn + sgn : NULL;
        msg_len = have > pkn + sgn ? have - pkn - sgn : 0;
    }

    ecb_status ver = ecb_bls_verify(v, pk, msg, msg_len, sig);
    need(documented(ver));
    if (near_valid && !flipped) need(ver == ECB_OK);
    ecb_status kv = ecb_bls_key_validate(v, pk);
    need(documented(kv) && kv != ECB_ERR_VERIFY_FAILED);
    if (ver == ECB_OK) need(kv == ECB_OK);
    if (kv != ECB_OK) need(ver == kv);

    ecb_status fav = ecb_bls_fast_aggregate_verify(v, pk, pkn, 1, msg, msg_len, sig);
    need(documented(fav) && (fav == ECB_OK) == (ver == ECB_OK));
    const uint8_t *msgs[2] = {msg, msg};
    size_t lens[2] = {msg_len, msg_len};
    ecb_status av = ecb_bls_aggregate_verify(v, pk, pkn, msgs, lens, 1, sig);
    need(documented(av) && (av == ECB_OK) == (ver == ECB_OK));

    uint8_t pks2[192], sigs2[192], valid[2] = {9, 9};
    size_t invalid = 7;
    memcpy(pks2, pk, pkn);
    memcpy(pks2 + pkn, pk, pkn);
    memcpy(sigs2, sig, sgn);
    memcpy(sigs2 + sgn, sig, sgn);
    ecb_status bv =
        ecb_bls_batch_verify(v, pks2, 2 * pkn, msgs, lens, sigs2, 2 * sgn, 2, 1, valid, &invalid);
    need(bv == (ver == ECB_OK ? ECB_OK : ECB_ERR_VERIFY_FAILED));
    need(valid[0] == (ver == ECB_OK) && valid[1] == valid[0] &&
         invalid == (ver == ECB_OK ? 0u : 2u));

    uint8_t agg[96];
    ecb_status ag = ecb_bls_aggregate(v, agg, sig, sgn, 1);
    need(documented(ag) && ag != ECB_ERR_VERIFY_FAILED && ag != ECB_ERR_IDENTITY);
    if (ag == ECB_OK) need(memcmp(agg, sig, sgn) == 0);
    if (ver == ECB_OK) need(ag == ECB_OK);

    need(documented(ecb_bls_pop_verify(v, pk, sig)));
    return 0;
}
