/* `ecbatch demo`, Bulletproofs+ section: prove 64 single 64-bit range proofs, batch-verify
 * them through one MSM, then damage one proof and let bisection name it. */
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "clock.h"
#include "demo.h"
#include "ecbatch.h"

#define DEMO_PROOFS 64
#define DEMO_LABEL "ecbatch demo"

struct demo_batch {
    ecb_bpp_params *params;
    uint64_t values[DEMO_PROOFS];
    ecb_ristretto255_scalar blindings[DEMO_PROOFS];
    uint8_t commitments[DEMO_PROOFS][32];
    ecb_bpp_statement statements[DEMO_PROOFS];
    ecb_bpp_proof proofs[DEMO_PROOFS];
    ecb_status status[DEMO_PROOFS];
};

static double ms_since(uint64_t t0) {
    return (double)(bench_now_ns() - t0) / 1e6;
}

static ecb_status verify(struct demo_batch *b, int identify, double *ms) {
    ecb_merlin_transcript t;
    ecb_merlin_init(&t, (const uint8_t *)DEMO_LABEL, strlen(DEMO_LABEL));
    ecb_bpp_verify_options opt = {1, identify, b->status, ECB_MSM_AUTO};
    uint64_t t0 = bench_now_ns();
    ecb_status st = ecb_bpp_verify_batch_var(&t, 1, b->statements, b->proofs, DEMO_PROOFS,
                                             ECB_BPP_VERIFY_ONLY, NULL, &opt);
    *ms = ms_since(t0);
    return st;
}

static int prove_all(struct demo_batch *b, double *ms) {
    const ecb_bpp_pedersen_gens *gens = ecb_bpp_params_pedersen_gens(b->params);
    uint64_t t0 = bench_now_ns();
    for (size_t i = 0; i < DEMO_PROOFS; i++) {
        ecb_ristretto255_point c;
        uint8_t wide[64];
        randombytes_buf(&b->values[i], sizeof b->values[i]);
        randombytes_buf(wide, sizeof wide);
        ecb_ristretto255_scalar_reduce64(&b->blindings[i], wide);
        if (ecb_bpp_commit(&c, gens, b->values[i], &b->blindings[i], 1) != ECB_OK) return -1;
        ecb_ristretto255_encode(b->commitments[i], &c);
        b->statements[i] = (ecb_bpp_statement){b->params, 1, &b->commitments[i], NULL, NULL, NULL};
        ecb_bpp_witness w = {1, 1, &b->values[i], &b->blindings[i]};
        ecb_merlin_transcript t;
        ecb_merlin_init(&t, (const uint8_t *)DEMO_LABEL, strlen(DEMO_LABEL));
        if (ecb_bpp_prove(&b->proofs[i], &t, &b->statements[i], &w, NULL, NULL) != ECB_OK)
            return -1;
    }
    *ms = ms_since(t0);
    sodium_memzero(b->blindings, sizeof b->blindings);
    sodium_memzero(b->values, sizeof b->values);
    return 0;
}

int demo_bpp(void) {
    struct demo_batch *b = calloc(1, sizeof *b);
    ecb_bpp_pedersen_gens gens;
    double prove_ms, verify_ms, find_ms;
    int rc = 1;
    printf("\nBulletproofs+ (tari_bulletproofs_plus 0.4.1 compatible), %d proofs of 64 bits\n",
           DEMO_PROOFS);
    if (b == NULL || ecb_bpp_pedersen_gens_default(&gens, 1) != ECB_OK ||
        ecb_bpp_params_create(&b->params, 64, 1, &gens) != ECB_OK || prove_all(b, &prove_ms) != 0)
        goto done;
    printf("  prove          %8.2f ms  (%.2f ms per proof)\n", prove_ms, prove_ms / DEMO_PROOFS);
    ecb_status st = verify(b, 0, &verify_ms);
    printf("  batch verify   %8.2f ms  -> %s   (other libraries: `ecbatch bench bpp --compare "
           "FILE`)\n",
           verify_ms, ecb_status_str(st));
    if (st != ECB_OK) goto done;
    b->proofs[41].s1.v[0] ^= 1; /* damage proof 41: still canonical, no longer valid */
    st = verify(b, 1, &find_ms);
    printf("  one proof damaged: %s in %.2f ms; invalid proofs:", ecb_status_str(st), find_ms);
    int named = 0;
    for (size_t i = 0; i < DEMO_PROOFS; i++)
        if (b->status[i] != ECB_OK) printf(" #%zu", i), named++;
    printf("\n");
    rc = !(st == ECB_ERR_VERIFY_FAILED && named == 1 && b->status[41] != ECB_OK);
done:
    if (rc) printf("  Bulletproofs+ demo FAILED\n");
    if (b) ecb_bpp_params_free(b->params);
    free(b);
    return rc;
}
