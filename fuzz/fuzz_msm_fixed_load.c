/* libFuzzer target: ecb_msm_fixed_load never crashes, rejects with a status and NULL, and what
 * it accepts saves back to the same bytes and runs an MSM. Byte 0 picks the group (its low
 * three bits modulo ECB_GROUP_COUNT) and, with bit 7 set, rewrites the input's last 32 bytes as the BLAKE2b-256 checksum of
 * the rest, so the checks behind the checksum (flags, parameters) are reached too. */
#include <sodium.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch/msm.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1) return 0;
    if (sodium_init() < 0) abort();
    ecb_group g = (ecb_group)((data[0] & 7) % ECB_GROUP_COUNT);
    size_t len = size - 1;
    uint8_t *in = malloc(len ? len : 1);
    if (in == NULL) return 0;
    if (len) memcpy(in, data + 1, len);
    if ((data[0] & 0x80) && len >= 32) crypto_generichash(in + len - 32, 32, in, len - 32, NULL, 0);
    ecb_msm_fixed *f = (ecb_msm_fixed *)in;
    ecb_status st = ecb_msm_fixed_load(&f, g, in, len);
    if (st != ECB_OK) {
        if (f != NULL) abort();
        free(in);
        return 0;
    }
    if (f == NULL || ecb_msm_fixed_saved_size(f) != len) abort();
    uint8_t *again = malloc(len);
    if (again == NULL || ecb_msm_fixed_save(f, again, len) != ECB_OK || memcmp(again, in, len))
        abort();
    free(again);
    size_t n = ecb_msm_fixed_count(f) < 4 ? ecb_msm_fixed_count(f) : 4;
    union {
        ecb_ristretto255_point r;
        ecb_bls12_381_g1 g1;
        ecb_bls12_381_g2 g2;
        ecb_bls12_377_g1 g377;
        ecb_bn254_g1 g254;
    } out;
    ecb_ristretto255_scalar rs[4] = {
        {{1, 0, 0, 0}}, {{2, 0, 0, 0}}, {{3, 0, 0, 0}}, {{5, 0, 0, 0}}};
    ecb_bls12_381_scalar bs[4] = {{{1, 0, 0, 0}}, {{2, 0, 0, 0}}, {{3, 0, 0, 0}}, {{5, 0, 0, 0}}};
    ecb_bls12_377_scalar cs[4] = {{{1, 0, 0, 0}}, {{2, 0, 0, 0}}, {{3, 0, 0, 0}}, {{5, 0, 0, 0}}};
    ecb_bn254_scalar ns[4] = {{{1, 0, 0, 0}}, {{2, 0, 0, 0}}, {{3, 0, 0, 0}}, {{5, 0, 0, 0}}};
    switch (g) {
    case ECB_GROUP_RISTRETTO255:
        st = ecb_msm_fixed_ristretto255_var(&out.r, f, rs, n, NULL);
        break;
    case ECB_GROUP_BLS12_381_G1:
        st = ecb_msm_fixed_bls12_381_g1_var(&out.g1, f, bs, n, NULL);
        break;
    case ECB_GROUP_BLS12_381_G2:
        st = ecb_msm_fixed_bls12_381_g2_var(&out.g2, f, bs, n, NULL);
        break;
    case ECB_GROUP_BLS12_377_G1:
        st = ecb_msm_fixed_bls12_377_g1_var(&out.g377, f, cs, n, NULL);
        break;
    case ECB_GROUP_BN254_G1:
        st = ecb_msm_fixed_bn254_g1_var(&out.g254, f, ns, n, NULL);
        break;
    }
    if (st != ECB_OK) abort();
    ecb_msm_fixed_free(f);
    free(in);
    return 0;
}
