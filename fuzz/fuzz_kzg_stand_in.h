/* The settings of the KZG fuzz targets (fuzz_kzg_verify, fuzz_kzg_cells_verify,
 * fuzz_kzg_recover), loaded once: the stand-in setup of the secret s = 1. Every monomial point
 * is the generator, the Lagrange point of w^0 = 1 the generator and the others the identity
 * (l_i(1) = 0 for w_i != 1), so that the loader's consistency check passes; the functions' paths
 * do not depend on the secret. Static inline, one include per target. */
#ifndef ECBATCH_FUZZ_KZG_STAND_IN_H
#define ECBATCH_FUZZ_KZG_STAND_IN_H

#include <stdint.h>
#include <stdlib.h>

#include "ecbatch/bls12_381.h"
#include "ecbatch/kzg.h"

static inline const ecb_kzg_settings *kzg_stand_in(void) {
    static ecb_kzg_settings *s;
    if (s != NULL) return s;
    static uint8_t g1s[ECB_KZG_SETUP_G1_BYTES], g2s[ECB_KZG_SETUP_G2_BYTES],
        lagrange[ECB_KZG_SETUP_G1_BYTES];
    ecb_bls12_381_g1 g1;
    ecb_bls12_381_g2 g2;
    ecb_bls12_381_g1_generator(&g1);
    ecb_bls12_381_g2_generator(&g2);
    for (size_t i = 0; i < ECB_KZG_FIELD_ELEMENTS_PER_BLOB; i++) {
        ecb_bls12_381_g1_encode(g1s + 48 * i, &g1);
        lagrange[48 * i] = 0xc0; /* the identity */
    }
    ecb_bls12_381_g1_encode(lagrange, &g1);
    for (size_t i = 0; i < ECB_KZG_SETUP_G2_POINTS; i++)
        ecb_bls12_381_g2_encode(g2s + 96 * i, &g2);
    if (ecb_kzg_settings_load(&s, lagrange, sizeof lagrange, g2s, sizeof g2s, g1s, sizeof g1s, 1) !=
        ECB_OK)
        abort();
    return s;
}

#endif
