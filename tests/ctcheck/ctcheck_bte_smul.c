/* Threshold decryption's constant-time batched multiplication (bte_smul, a server's partials
 * x_i U_p in respond) on 40 headers, enough for its batch sizes of 24 points or more (which run
 * in eight lanes at level ifma, bte_smul_x8_ifma_impl.h): the scalar is secret, the points public. The
 * end-to-end respond of the bte section has 3 headers. Results are checked after
 * declassification against the group's constant-time multiplication. */
#include <sodium.h>
#include <string.h>

#include "bte/bte_smul.h"
#include "ctcheck.h"

enum { POINTS = 40 };

static void random_scalar(uint64_t k[4]) {
    randombytes_buf(k, 4 * sizeof k[0]);
    k[3] &= 0x3fffffffffffffffULL; /* below 2^254 < r */
}

#define CT_SMUL(G)                                                                                 \
    static void G##_round(void) {                                                                  \
        static G##_aff in[POINTS], out[POINTS];                                                    \
        G##_jac g, p, want, got;                                                                   \
        uint64_t k[4], r[4];                                                                       \
        G##_generator(&g);                                                                         \
        for (size_t i = 0; i < POINTS; i++) {                                                      \
            random_scalar(r);                                                                      \
            G##_jac_mul_var(&p, &g, r);                                                            \
            G##_jac_to_aff(&in[i], &p);                                                            \
        }                                                                                          \
        random_scalar(k);                                                                          \
        CT_SECRET(k, sizeof k);                                                                    \
        bte_smul_##G##_mul(out, in, POINTS, k, 1);                                                 \
        CT_PUBLIC(k, sizeof k);                                                                    \
        CT_PUBLIC(out, sizeof out);                                                                \
        for (size_t i = 0; i < POINTS; i++) {                                                      \
            G##_jac_from_aff(&p, &in[i]);                                                          \
            G##_jac_mul(&want, &p, k);                                                             \
            G##_jac_from_aff(&got, &out[i]);                                                       \
            CT_EXPECT(G##_jac_equal(&got, &want));                                                 \
        }                                                                                          \
        sodium_memzero(k, sizeof k);                                                               \
    }

CT_SMUL(g1_381)
CT_SMUL(g2_381)

void ctcheck_bte_smul(void) {
    g1_381_round();
    g2_381_round();
}
