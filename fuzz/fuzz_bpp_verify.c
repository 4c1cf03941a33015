/* libFuzzer target: batch verification of mutated Bulletproofs+ proofs. Three valid proofs
 * (n = 8, M = 4, T = 2; m = 1 with a seed nonce, m = 2 with promises, m = 4) are made once;
 * the input chooses the action, identify_invalid, the thread count and a list of mutations
 * (proof, byte offset, XOR value) of their serializations, then verifies the batch. Checks:
 * no crash; a proof left intact verifies and is never blamed; with identify_invalid every
 * changed proof that still parses is reported invalid (VerifyOnly / RecoverAndVerify); the
 * batch is accepted exactly when no proof changed; the intact seeded proof's recovered mask
 * is its blinding; one and two threads agree. */
#include <sodium.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch/bulletproofs_plus.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define PROOFS 3
#define CAP (1 + 32 * (ECB_BPP_MAX_EXTENSION_DEGREE + 5 + 2 * ECB_BPP_MAX_ROUNDS))
#define LABEL "fuzz_bpp_verify"

static ecb_bpp_params *params;
static uint8_t commitments[7][32];
static uint64_t values[7] = {200, 3, 250, 0, 1, 255, 128}, promises[7] = {0, 1, 0, 0, 0, 0, 0};
static ecb_ristretto255_scalar blindings[14], seed;
static ecb_bpp_statement statements[PROOFS];
static uint8_t bytes[PROOFS][CAP];
static size_t lengths[PROOFS];
static ecb_merlin_transcript transcript;

static void zero_rng(void *ctx, uint8_t out[32]) {
    (void)ctx;
    memset(out, 0, 32);
}

static void setup(void) {
    static const size_t m[PROOFS] = {1, 2, 4};
    ecb_bpp_pedersen_gens pc;
    if (sodium_init() < 0 || ecb_bpp_pedersen_gens_default(&pc, 2) != ECB_OK ||
        ecb_bpp_params_create(&params, 8, 4, &pc) != ECB_OK)
        abort();
    for (size_t i = 0; i < 14; i++)
        ecb_ristretto255_scalar_from_u64(&blindings[i], 1000 + i);
    ecb_ristretto255_scalar_from_u64(&seed, 77);
    for (size_t j = 0; j < 7; j++) {
        ecb_ristretto255_point c;
        ecb_bpp_commit(&c, &pc, values[j], &blindings[2 * j], 2);
        ecb_ristretto255_encode(commitments[j], &c);
    }
    ecb_merlin_init(&transcript, (const uint8_t *)LABEL, strlen(LABEL));
    for (size_t p = 0, at = 0; p < PROOFS; at += m[p], p++) {
        ecb_bpp_statement *st = &statements[p];
        ecb_bpp_proof proof;
        ecb_merlin_transcript t = transcript;
        st->params = params;
        st->aggregation = m[p];
        st->commitments = (const uint8_t(*)[32])commitments[at];
        st->minimum_value_promises = promises + at;
        st->seed_nonce = p == 0 ? &seed : NULL;
        ecb_bpp_witness w = {m[p], 2, values + at, blindings + 2 * at};
        if (ecb_bpp_prove(&proof, &t, st, &w, zero_rng, NULL) != ECB_OK ||
            ecb_bpp_proof_serialize(bytes[p], CAP, &lengths[p], &proof) != ECB_OK)
            abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (params == NULL) setup();
    if (size < 1) return 0;
    const ecb_bpp_action action = (ecb_bpp_action)(data[0] % 3);
    const int identify = (data[0] >> 2) & 1;
    uint8_t work[PROOFS][CAP];
    int changed[PROOFS] = {0};
    memcpy(work, bytes, sizeof work);
    for (size_t i = 1; i + 3 < size && i < 1 + 4 * 16; i += 4) {
        size_t p = data[i] % PROOFS, off = ((size_t)data[i + 1] << 8 | data[i + 2]) % lengths[p];
        if (data[i + 3] == 0) continue;
        work[p][off] ^= data[i + 3];
        changed[p] = memcmp(work[p], bytes[p], lengths[p]) != 0;
    }
    ecb_bpp_proof proofs[PROOFS];
    ecb_bpp_statement st[PROOFS];
    size_t k = 0, index[PROOFS];
    for (size_t p = 0; p < PROOFS; p++) {
        if (ecb_bpp_proof_parse_var(&proofs[k], work[p], lengths[p]) != ECB_OK) {
            if (!changed[p]) abort();
            continue;
        }
        st[k] = statements[p];
        index[k++] = p;
    }
    if (k == 0) return 0;
    ecb_status status1[PROOFS], status2[PROOFS];
    ecb_bpp_mask masks[PROOFS];
    ecb_bpp_verify_options o1 = {1, identify, status1, ECB_MSM_AUTO};
    ecb_bpp_verify_options o2 = {2, identify, status2, ECB_MSM_AUTO};
    ecb_status r1 = ecb_bpp_verify_batch_var(&transcript, 1, st, proofs, k, action, masks, &o1);
    ecb_status r2 = ecb_bpp_verify_batch_var(&transcript, 1, st, proofs, k, action, NULL, &o2);
    if (r1 != r2) abort();
    int any_changed = 0;
    for (size_t q = 0; q < k; q++)
        any_changed |= changed[index[q]];
    if (action != ECB_BPP_RECOVER_ONLY && (r1 == ECB_OK) == any_changed) abort();
    for (size_t q = 0; q < k; q++) {
        if (identify && status1[q] != status2[q]) abort();
        if (!changed[index[q]] && identify && status1[q] != ECB_OK) abort();
        if (changed[index[q]] && identify && action != ECB_BPP_RECOVER_ONLY && status1[q] == ECB_OK)
            abort();
        /* the intact seeded proof recovers its blinding whenever masks are returned */
        if (index[q] == 0 && !changed[0] && action != ECB_BPP_VERIFY_ONLY &&
            (r1 == ECB_OK || action == ECB_BPP_RECOVER_ONLY) && masks[q].present &&
            (!ecb_ristretto255_scalar_equal(&masks[q].blindings[0], &blindings[0]) ||
             !ecb_ristretto255_scalar_equal(&masks[q].blindings[1], &blindings[1])))
            abort();
    }
    return 0;
}
