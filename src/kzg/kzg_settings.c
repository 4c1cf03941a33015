/* Loading a trusted setup from the compressed bytes of its points: every point decoded with the
 * batch decoders' checks, the Lagrange points put in bit-reversed order, the domain computed, the
 * parts checked to belong to one secret (kzg_setup_check.c), and G2, [s]G2 and [s^64]G2 prepared
 * for the pairing (include/ecbatch/kzg.h). */
#include <sodium.h>
#include <string.h>

#include "ecbatch/pairing.h"
#include "kzg/kzg_internal.h"
#include "util/alloc.h"

/* bit_reversal_permutation in place: an involution, so swapping each pair once does it. */
static void permute_brp(ecb_bls12_381_g1_affine *p) {
    for (size_t i = 0; i < KZG_N; i++) {
        size_t j = kzg_reverse_bits(i);
        if (i < j) {
            ecb_bls12_381_g1_affine t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
    }
}

/* 1 when the first monomial points are the generators (the setup's [s^0]). */
static int starts_at_generators(const ecb_kzg_settings *s) {
    ecb_bls12_381_g1 g1, p1;
    ecb_bls12_381_g2 g2, p2;
    ecb_bls12_381_g1_generator(&g1);
    ecb_bls12_381_g2_generator(&g2);
    ecb_bls12_381_g1_from_affine(&p1, &s->g1_monomial[0]);
    ecb_bls12_381_g2_from_affine(&p2, &s->g2_monomial[0]);
    return ecb_bls12_381_g1_equal(&g1, &p1) && ecb_bls12_381_g2_equal(&g2, &p2);
}

static ecb_status decode_points(ecb_kzg_settings *s, const uint8_t *g1_lagrange,
                                const uint8_t *g2_monomial, const uint8_t *g1_monomial,
                                unsigned threads) {
    ecb_status st = ecb_bls12_381_g1_batch_decode_affine(
        s->g1_lagrange_brp, KZG_N, g1_lagrange, ECB_KZG_SETUP_G1_BYTES, threads, NULL, NULL);
    if (st != ECB_OK) return st;
    st = ecb_bls12_381_g2_batch_decode_affine(s->g2_monomial, ECB_KZG_SETUP_G2_POINTS, g2_monomial,
                                              ECB_KZG_SETUP_G2_BYTES, threads, NULL, NULL);
    if (st != ECB_OK) return st;
    return ecb_bls12_381_g1_batch_decode_affine(s->g1_monomial, KZG_N, g1_monomial,
                                                ECB_KZG_SETUP_G1_BYTES, threads, NULL, NULL);
}

ecb_status ecb_kzg_settings_load(ecb_kzg_settings **out, const uint8_t *g1_lagrange,
                                 size_t g1_lagrange_len, const uint8_t *g2_monomial,
                                 size_t g2_monomial_len, const uint8_t *g1_monomial,
                                 size_t g1_monomial_len, unsigned threads) {
    if (out != NULL) *out = NULL;
    if (out == NULL || g1_lagrange == NULL || g2_monomial == NULL || g1_monomial == NULL)
        return ECB_ERR_NULL_POINTER;
    if (g1_lagrange_len != ECB_KZG_SETUP_G1_BYTES || g2_monomial_len != ECB_KZG_SETUP_G2_BYTES ||
        g1_monomial_len != ECB_KZG_SETUP_G1_BYTES)
        return ECB_ERR_LENGTH;
    if (threads > ECB_KZG_MAX_THREADS) return ECB_ERR_INVALID_ARGUMENT;

    size_t prepared_len = ecb_bls12_381_g2_prepared_size();
    ecb_kzg_settings *s = ecb_malloc(sizeof *s + 3 * prepared_len);
    if (s == NULL) return ECB_ERR_OUT_OF_MEMORY;
    memset(s, 0, sizeof *s);
    atomic_init(&s->fk20, NULL);
    pthread_mutex_init(&s->fk20_lock, NULL);
    s->threads = threads;
    s->prepared_len = prepared_len;
    s->g2_prepared = (unsigned char *)(s + 1);
    s->s_g2_prepared = s->g2_prepared + prepared_len;
    s->s64_g2_prepared = s->s_g2_prepared + prepared_len;

    ecb_status st = decode_points(s, g1_lagrange, g2_monomial, g1_monomial, threads);
    if (st == ECB_OK && !starts_at_generators(s)) st = ECB_ERR_SETUP_MISMATCH;
    if (st == ECB_OK) st = kzg_roots_of_unity_brp(s->roots_brp);
    if (st == ECB_OK) st = kzg_roots_of_unity_ext(s->roots_ext);
    if (st == ECB_OK) {
        permute_brp(s->g1_lagrange_brp);
        uint8_t seed[32];
        crypto_hash_sha256_state h;
        crypto_hash_sha256_init(&h);
        crypto_hash_sha256_update(&h, g1_lagrange, ECB_KZG_SETUP_G1_BYTES);
        crypto_hash_sha256_update(&h, g2_monomial, ECB_KZG_SETUP_G2_BYTES);
        crypto_hash_sha256_update(&h, g1_monomial, ECB_KZG_SETUP_G1_BYTES);
        crypto_hash_sha256_final(&h, seed);
        st = kzg_check_setup(s, seed);
    }
    if (st == ECB_OK)
        st = ecb_bls12_381_g2_prepare(s->g2_prepared, prepared_len, &s->g2_monomial[0]);
    if (st == ECB_OK)
        st = ecb_bls12_381_g2_prepare(s->s_g2_prepared, prepared_len, &s->g2_monomial[1]);
    if (st == ECB_OK) /* [s^64]G2, of the cells' check (kzg_cell_verify.c) */
        st =
            ecb_bls12_381_g2_prepare(s->s64_g2_prepared, prepared_len, &s->g2_monomial[KZG_CELL_N]);
    if (st != ECB_OK) {
        ecb_kzg_settings_free(s);
        return st;
    }
    *out = s;
    return ECB_OK;
}

void ecb_kzg_settings_free(ecb_kzg_settings *s) {
    if (s == NULL) return;
    kzg_fk20_free(atomic_load(&s->fk20));
    pthread_mutex_destroy(&s->fk20_lock);
    ecb_msm_fixed_free(s->lagrange_table);
    ecb_free(s);
}
