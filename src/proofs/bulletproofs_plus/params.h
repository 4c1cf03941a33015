/* Internal layout of ecb_bpp_params (spec §2.3): the generators and the tables shared by every
 * proof made or verified with them. */
#ifndef ECBATCH_BPP_PARAMS_H
#define ECBATCH_BPP_PARAMS_H

#include <stddef.h>
#include <stdint.h>

#include "ecbatch/bulletproofs_plus.h"
#include "msm/prover/msm_r255_ct.h"

struct ecb_bpp_params {
    size_t bit_length;      /* n */
    size_t max_aggregation; /* M */
    size_t capacity;        /* n * M */
    ecb_bpp_pedersen_gens pc;
    ecb_ristretto255_point *gi; /* capacity points, party-major */
    ecb_ristretto255_point *hi;
    uint8_t (*gi_bytes)[32]; /* their encodings */
    uint8_t (*hi_bytes)[32];
    /* the prover's constant-time comb tables of H and G_1..G_T (T + 1 entries) */
    ge25519_comb *combs;
    /* width-6 tables of Gi[i] (entry 2i) and Hi[i] (entry 2i + 1) for the prover's public sums,
     * GE25519_STATIC_TABLE each; NULL above BPP_STATIC_TABLES_MAX generators per kind */
    ge25519_niels *static_tables;
    /* the MSM engine's tables of H, G_k, Gi[0], Hi[0], Gi[1], ... for the prover's sums of
     * original generators with public scalars only (and the verifier's below IFMA), in the
     * form of the kernels active when built; NULL above BPP_STATIC_TABLES_MAX */
    ecb_msm_ristretto255_precomp *precomp;
    /* the same points' fixed-base table (IFMA form), built only under the IFMA kernels, where
     * it beats the precomputed Straus tables for the verifier's MSM; NULL otherwise */
    ecb_msm_fixed *fixed;
};

#define BPP_STATIC_TABLES_MAX 2048

/* The static points of a batch whose largest statement has N = n m, in the order the verifier
 * and the prover's public sums lay them out: H, G_1..G_T, Gi[0], Hi[0], Gi[1], Hi[1], ... */
static inline size_t bpp_static_count(const struct ecb_bpp_params *p, size_t max_N) {
    return 1 + p->pc.extension_degree + 2 * max_N;
}

#endif
