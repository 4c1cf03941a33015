/* Decoded public keys (ecb_bls_public_key): KeyValidate once, then the point and its variant
 * behind a header that the verifiers taking such keys check. */
#include <string.h>

#include "bls/bls_internal.h"

/* "ECBSPK" and the variant in the low byte: a zeroed or hand-made key does not carry it. */
#define BLS_PUBLIC_KEY_TAG 0x4543425350400000ULL

_Static_assert(sizeof(((ecb_bls_public_key *)0)->v) >= sizeof(bls_point), "key point size");

ecb_status ecb_bls_public_key_decode(ecb_bls_public_key *out, ecb_bls_variant v,
                                     const uint8_t *pk) {
    if (out == NULL || pk == NULL) {
        if (out != NULL) memset(out, 0, sizeof *out);
        return ECB_ERR_NULL_POINTER;
    }
    memset(out, 0, sizeof *out);
    const bls_suite *s = bls_suite_of(v);
    if (s == NULL) return ECB_ERR_INVALID_ARGUMENT;
    bls_point key;
    ecb_status st = bls_decode_pk(s, &key, pk);
    if (st != ECB_OK) return st;
    memcpy(out->v, &key, sizeof key);
    out->tag = BLS_PUBLIC_KEY_TAG | (uint64_t)v;
    return ECB_OK;
}

const bls_suite *bls_public_key_open(const ecb_bls_public_key *pk, bls_point *out) {
    if ((pk->tag & ~(uint64_t)0xff) != BLS_PUBLIC_KEY_TAG) return NULL;
    const bls_suite *s = bls_suite_of((ecb_bls_variant)(pk->tag & 0xff));
    if (s != NULL) memcpy(out, pk->v, sizeof *out);
    return s;
}
