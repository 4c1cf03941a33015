/* Bulletproofs+: the whole prover end to end, single and aggregated proofs, with and without
 * a seed nonce, with the values, blindings, seed and the external randomness marked secret;
 * the library declassifies only the Fiat–Shamir challenges (bpp_transcript_challenge) and the
 * outcomes of the witness checks, and the proof, public once written, is checked by the
 * verifier. Then the constant-time pieces on their own, the selected level's kernels (the
 * backend table of msm/groups/msm_backend.h, as the prover calls them): the constant-time MSM (secret
 * scalars and points), the public-scalar MSM and x P + Q on secret points, fixed-base combs, seed
 * nonces (secret seed), the transcript RNG rekeyed with secret witness bytes, and mask
 * recovery (secret seed). */
#include <sodium.h>
#include <stdlib.h>
#include <string.h>

#include "ctcheck.h"
#include "ecbatch/bulletproofs_plus.h"
#include "msm/groups/msm_backend.h"
#include "proofs/bulletproofs_plus/nonce.h"
#include "proofs/bulletproofs_plus/transcript.h"
#include "proofs/bulletproofs_plus/verify_scalars.h"

static void random_scalar(ecb_ristretto255_scalar *s) {
    uint8_t wide[64];
    randombytes_buf(wide, sizeof wide);
    ecb_ristretto255_scalar_reduce64(s, wide);
}

static void random_point(ecb_ristretto255_point *p) {
    uint8_t wide[64];
    randombytes_buf(wide, sizeof wide);
    ecb_ristretto255_from_uniform_bytes(p, wide);
}

static void check_msm(void) {
    enum { N = 5 };
    ecb_ristretto255_point p[N], out, ref, t;
    ecb_ristretto255_scalar s[N];
    const msm_r255_backend *be = msm_r255_selected();
    void *scratch = malloc(ge25519_multi_scratch_size(N));
    ecb_ristretto255_identity(&ref);
    for (int i = 0; i < N; i++) {
        random_point(&p[i]);
        random_scalar(&s[i]);
        ecb_ristretto255_scalar_mult(&t, &s[i], &p[i]);
        ecb_ristretto255_add(&ref, &ref, &t);
    }
    /* secret scalars and points */
    CT_SECRET(p, sizeof p);
    CT_SECRET(s, sizeof s);
    be->prover->ct_msm(&out, p, s, N, scratch);
    CT_PUBLIC(&out, sizeof out);
    CT_PUBLIC(s, sizeof s);
    CT_EXPECT(ecb_ristretto255_equal(&out, &ref));
    /* public scalars, secret points */
    be->prover->public_msm_static(&out, p, NULL, s, N, scratch);
    CT_PUBLIC(&out, sizeof out);
    CT_EXPECT(ecb_ristretto255_equal(&out, &ref));
    /* secret points beside public points with precomputed tables */
    ge25519_niels *st = malloc(GE25519_STATIC_TABLE * sizeof *st);
    const ge25519_niels *tabs[N] = {NULL, NULL, NULL, NULL, st};
    CT_PUBLIC(&p[4], sizeof p[4]);
    ge25519_static_table_init(st, &p[4]);
    CT_SECRET(&p[4], sizeof p[4]);
    be->prover->public_msm_static(&out, p, tabs, s, N, scratch);
    CT_PUBLIC(&out, sizeof out);
    CT_EXPECT(ecb_ristretto255_equal(&out, &ref));
    free(st);
    be->prover->public_mul_add(&out, &s[0], &p[0], &p[1]);
    CT_PUBLIC(&out, sizeof out);
    CT_PUBLIC(p, sizeof p);
    ecb_ristretto255_scalar_mult(&t, &s[0], &p[0]);
    ecb_ristretto255_add(&t, &t, &p[1]);
    CT_EXPECT(ecb_ristretto255_equal(&out, &t));
    /* fixed-base combs with secret scalars */
    ge25519_comb *combs = malloc(2 * sizeof *combs);
    const ge25519_comb *cp[2] = {&combs[0], &combs[1]};
    ge25519_comb_init(&combs[0], &p[0]);
    ge25519_comb_init(&combs[1], &p[1]);
    ecb_ristretto255_scalar_mult(&ref, &s[0], &p[0]);
    ecb_ristretto255_scalar_mult(&t, &s[1], &p[1]);
    ecb_ristretto255_add(&ref, &ref, &t);
    CT_SECRET(s, 2 * sizeof s[0]);
    be->prover->comb_msm(&out, cp, s, 2);
    CT_PUBLIC(&out, sizeof out);
    CT_PUBLIC(s, sizeof s);
    CT_EXPECT(ecb_ristretto255_equal(&out, &ref));
    free(combs);
    free(scratch);
}

static void check_nonces_and_rng(void) {
    ecb_ristretto255_scalar seed, a, b;
    ecb_merlin_transcript t;
    bpp_rng rng;
    uint8_t witness[8 + 32], external[32] = {0}, out[64], again[64];
    random_scalar(&seed);
    randombytes_buf(witness, sizeof witness);
    bpp_nonce(&b, &seed, "dL", 3, 1);
    CT_SECRET(&seed, sizeof seed);
    bpp_nonce(&a, &seed, "dL", 3, 1);
    CT_PUBLIC(&a, sizeof a);
    CT_PUBLIC(&seed, sizeof seed);
    CT_EXPECT(ecb_ristretto255_scalar_equal(&a, &b));

    ecb_merlin_init(&t, (const uint8_t *)"ctcheck", 7);
    bpp_rng_build(&rng, &t, witness, sizeof witness, external);
    bpp_rng_fill(&rng, again, sizeof again);
    CT_SECRET(witness, sizeof witness);
    CT_SECRET(external, sizeof external);
    bpp_rng_build(&rng, &t, witness, sizeof witness, external);
    bpp_rng_fill(&rng, out, sizeof out);
    CT_PUBLIC(out, sizeof out);
    CT_EXPECT(memcmp(out, again, sizeof out) == 0);
}

/* Mask recovery of a real proof with the seed marked secret. */
static void check_recovery(void) {
    ecb_bpp_pedersen_gens pc;
    ecb_bpp_params *params;
    ecb_ristretto255_scalar seed, blinding[2];
    ecb_ristretto255_point c;
    uint8_t com[1][32];
    uint64_t value = 200;
    if (ecb_bpp_pedersen_gens_default(&pc, 2) != ECB_OK ||
        ecb_bpp_params_create(&params, 8, 1, &pc) != ECB_OK) {
        CT_EXPECT(0);
        return;
    }
    random_scalar(&seed);
    random_scalar(&blinding[0]);
    random_scalar(&blinding[1]);
    ecb_bpp_commit(&c, &pc, value, blinding, 2);
    ecb_ristretto255_encode(com[0], &c);
    ecb_bpp_statement st = {params, 1, (const uint8_t(*)[32])com, NULL, NULL, &seed};
    ecb_bpp_witness w = {1, 2, &value, blinding};
    ecb_bpp_proof proof;
    ecb_merlin_transcript t;
    ecb_merlin_init(&t, (const uint8_t *)"ctcheck", 7);
    ecb_merlin_transcript t0 = t;
    CT_EXPECT(ecb_bpp_prove(&proof, &t, &st, &w, NULL, NULL) == ECB_OK);
    /* recovery itself, as the verifier's step 4 runs it */
    bpp_proof_work work;
    memset(&work, 0, sizeof work);
    work.st = &st;
    work.proof = &proof;
    work.n = 8;
    work.m = 1;
    work.N = 8;
    work.T = 2;
    work.rounds = proof.rounds;
    CT_EXPECT(bpp_transcript_replay(&t0, &st, &proof, &work.y, &work.z, work.ej, &work.e, NULL) ==
              ECB_OK);
    ecb_ristretto255_scalar in[ECB_BPP_MAX_ROUNDS + 3], scratch[ECB_BPP_MAX_ROUNDS + 3];
    size_t count = bpp_inversion_inputs(&work, 1, in);
    ecb_ristretto255_scalar_batch_invert(in, in, count, scratch);
    bpp_inversion_outputs(&work, 1, in);
    ecb_bpp_mask mask;
    CT_SECRET(&seed, sizeof seed);
    bpp_recover_mask(&work, &mask);
    CT_PUBLIC(&mask, sizeof mask);
    CT_PUBLIC(&seed, sizeof seed);
    CT_EXPECT(mask.present && ecb_ristretto255_scalar_equal(&mask.blindings[0], &blinding[0]) &&
              ecb_ristretto255_scalar_equal(&mask.blindings[1], &blinding[1]));
    ecb_bpp_params_free(params);
}

/* External randomness for the prover, marked secret as it is produced. */
static void secret_rng(void *ctx, uint8_t out[32]) {
    (void)ctx;
    randombytes_buf(out, 32);
    CT_SECRET(out, 32);
}

/* Proves m openings of n-bit values (seeded when seeded and m = 1) with every secret marked,
 * then verifies the proof and, when seeded, recovers the mask. */
static void check_prove(size_t n, size_t m, size_t T, int seeded) {
    enum { MAX_M = 4 };
    ecb_bpp_pedersen_gens pc;
    ecb_bpp_params *params;
    ecb_ristretto255_scalar seed, blindings[MAX_M * ECB_BPP_MAX_EXTENSION_DEGREE];
    ecb_ristretto255_point c;
    uint8_t com[MAX_M][32];
    uint64_t values[MAX_M], promises[MAX_M];
    if (ecb_bpp_pedersen_gens_default(&pc, T) != ECB_OK ||
        ecb_bpp_params_create(&params, n, m, &pc) != ECB_OK) {
        CT_EXPECT(0);
        return;
    }
    random_scalar(&seed);
    for (size_t j = 0; j < m; j++) {
        randombytes_buf(&values[j], sizeof values[j]);
        if (n < 64) values[j] &= ((uint64_t)1 << n) - 1;
        promises[j] = values[j] / 2;
        for (size_t k = 0; k < T; k++)
            random_scalar(&blindings[j * T + k]);
        ecb_bpp_commit(&c, &pc, values[j], blindings + j * T, T);
        ecb_ristretto255_encode(com[j], &c);
    }
    ecb_bpp_statement st = {params, m,        (const uint8_t(*)[32])com,
                            NULL,   promises, seeded ? &seed : NULL};
    ecb_bpp_witness w = {m, T, values, blindings};
    ecb_bpp_proof proof;
    ecb_merlin_transcript t, t0;
    ecb_merlin_init(&t, (const uint8_t *)"ctcheck", 7);
    t0 = t;
    CT_SECRET(values, sizeof values);
    CT_SECRET(blindings, sizeof blindings);
    CT_SECRET(&seed, sizeof seed);
    ecb_status s = ecb_bpp_prove(&proof, &t, &st, &w, secret_rng, NULL);
    CT_PUBLIC(&s, sizeof s);
    CT_PUBLIC(&proof, sizeof proof);
    CT_PUBLIC(values, sizeof values);
    CT_PUBLIC(blindings, sizeof blindings);
    CT_PUBLIC(&seed, sizeof seed);
    CT_EXPECT(s == ECB_OK);
    ecb_bpp_mask mask;
    s = ecb_bpp_verify_batch_var(&t0, 1, &st, &proof, 1,
                                 seeded ? ECB_BPP_RECOVER_AND_VERIFY : ECB_BPP_VERIFY_ONLY, &mask,
                                 NULL);
    CT_EXPECT(s == ECB_OK);
    if (seeded)
        CT_EXPECT(mask.present &&
                  ecb_ristretto255_scalar_equal(&mask.blindings[T - 1], &blindings[T - 1]));
    /* a witness that does not open its commitment: only the outcome is revealed */
    values[0] ^= 1;
    ecb_merlin_init(&t, (const uint8_t *)"ctcheck", 7);
    CT_SECRET(values, sizeof values);
    CT_SECRET(blindings, sizeof blindings);
    s = ecb_bpp_prove(&proof, &t, &st, &w, secret_rng, NULL);
    CT_PUBLIC(&s, sizeof s);
    CT_PUBLIC(values, sizeof values);
    CT_PUBLIC(blindings, sizeof blindings);
    CT_EXPECT(s == ECB_ERR_MISMATCH || s == ECB_ERR_PROMISE || s == ECB_ERR_VALUE_OUT_OF_RANGE);
    ecb_bpp_params_free(params);
}

void ctcheck_bpp(void) {
    check_prove(8, 1, 2, 1);
    check_prove(16, 4, 1, 0);
    check_prove(64, 1, 3, 0);
    check_msm();
    check_nonces_and_rng();
    check_recovery();
}
