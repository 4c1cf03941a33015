/* The pairing-product check every verifier ends in: prod_i e(key_i, hash_i) e(-g, sig) = 1 as
 * one Miller loop over n + 1 pairs and one final exponentiation (src/pairing/). */
#include <string.h>

#include "bls/bls_internal.h"
#include "ecbatch/pairing.h"
#include "pairing/pairing_381.h"
#include "util/alloc.h"

_Static_assert(sizeof(ecb_bls12_381_g1_affine) == sizeof(g1_381_aff), "G1 affine layout");
_Static_assert(sizeof(ecb_bls12_381_g2_affine) == sizeof(g2_381_aff), "G2 affine layout");
_Static_assert(sizeof(ecb_bls12_381_gt) == sizeof(fp12_381), "GT layout");

static void neg_generator_g1(ecb_bls12_381_g1_affine *out) {
    ecb_bls12_381_g1 g;
    ecb_bls12_381_g1_generator(&g);
    ecb_bls12_381_g1_negate(&g, &g);
    ecb_bls12_381_g1_to_affine(out, &g);
}

static void neg_generator_g2(ecb_bls12_381_g2_affine *out) {
    ecb_bls12_381_g2 g;
    ecb_bls12_381_g2_generator(&g);
    ecb_bls12_381_g2_negate(&g, &g);
    ecb_bls12_381_g2_to_affine(out, &g);
}

ecb_status bls_pairing_check(const bls_suite *s, const bls_point *keys, const bls_point *hashes,
                             size_t n, const bls_point *sig) {
    size_t m = n + 1; /* n <= ECB_BLS_MAX_COUNT: no overflow below */
    size_t each = sizeof(g1_381_aff) + sizeof(g2_381_aff) + sizeof(g2_381_proj);
    /* Verify, FastAggregateVerify and PopVerify (two pairs) need no allocation */
    _Alignas(64) unsigned char
        small[2 * (sizeof(g1_381_aff) + sizeof(g2_381_aff) + sizeof(g2_381_proj))];
    unsigned char *mem = m <= 2 ? small : ecb_malloc(m * each);
    if (mem == NULL) return ECB_ERR_OUT_OF_MEMORY;
    g2_381_proj *scratch = (g2_381_proj *)mem;
    g2_381_aff *q = (g2_381_aff *)(mem + m * sizeof(g2_381_proj));
    g1_381_aff *p = (g1_381_aff *)(mem + m * (sizeof(g2_381_proj) + sizeof(g2_381_aff)));
    if (s->variant == ECB_BLS_MIN_PK) {
        for (size_t i = 0; i < n; i++) {
            memcpy(&p[i], &keys[i].g1, sizeof p[i]);
            memcpy(&q[i], &hashes[i].g2, sizeof q[i]);
        }
        neg_generator_g1((ecb_bls12_381_g1_affine *)&p[n]);
        memcpy(&q[n], &sig->g2, sizeof q[n]);
    } else {
        for (size_t i = 0; i < n; i++) {
            memcpy(&p[i], &hashes[i].g1, sizeof p[i]);
            memcpy(&q[i], &keys[i].g2, sizeof q[i]);
        }
        memcpy(&p[n], &sig->g1, sizeof p[n]);
        neg_generator_g2((ecb_bls12_381_g2_affine *)&q[n]);
    }
    fp12_381 f;
    ecb_bls12_381_gt gt;
    pairing_381_miller_loop_n(&f, p, q, m, scratch);
    pairing_381_final_exp(&f, &f);
    memcpy(&gt, &f, sizeof gt);
    if (mem != small) ecb_free(mem);
    return ecb_bls12_381_gt_is_one(&gt) ? ECB_OK : ECB_ERR_VERIFY_FAILED;
}
