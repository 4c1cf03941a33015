/* Example: Bulletproofs+ range proofs with the installed ecbatch.
 *
 * Proves that committed 64-bit values lie in [0, 2^64): three single proofs (one of them with a
 * minimum value promise and a seed nonce that embeds its blinding for later recovery) and one
 * proof aggregating four commitments. Every proof goes through its wire format and back, then
 * the four are verified together by ecb_bpp_verify_batch_var (one multi-scalar multiplication),
 * the embedded blinding is recovered, and a copy of the batch with one damaged proof is
 * rejected, the damaged proof named. Exits 1 on any unexpected result.
 *
 * Proving is constant time in the values, blindings and seed; verification is for public data.
 * The prover and verifier start from the same transcript (same label); the blindings here come
 * from /dev/urandom.
 *
 * Build against an installed ecbatch:
 *   cc bpp_range_proofs.c $(pkg-config --cflags --libs ecbatch)
 * or with CMake: find_package(ecbatch) and link ecbatch::ecbatch (see CMakeLists.txt here). */
#include <ecbatch.h>
#include <stdio.h>
#include <string.h>

#define PROOFS 4
#define MAX_M 4 /* commitments in the aggregated proof */
#define PROOF_BYTES_MAX (1 + 32 * (ECB_BPP_MAX_EXTENSION_DEGREE + 5 + 2 * ECB_BPP_MAX_ROUNDS))

static const uint8_t label[] = "ecbatch example: range proofs";

static int random_scalar(ecb_ristretto255_scalar *out) {
    uint8_t wide[64];
    FILE *f = fopen("/dev/urandom", "rb");
    if (f == NULL) return -1;
    size_t got = fread(wide, 1, sizeof wide, f);
    fclose(f);
    if (got != sizeof wide) return -1;
    ecb_ristretto255_scalar_reduce64(out, wide);
    return 0;
}

/* One proof: its openings, commitments, statement and serialized bytes. */
struct range_proof {
    size_t m;
    uint64_t values[MAX_M], promises[MAX_M];
    ecb_ristretto255_scalar blindings[MAX_M];
    uint8_t commitments[MAX_M][32];
    ecb_bpp_statement statement;
    uint8_t bytes[PROOF_BYTES_MAX];
    size_t len;
};

static int fail(const char *what, ecb_status st) {
    printf("FAILED: %s: %s\n", what, ecb_status_str(st));
    return 1;
}

int main(void) {
    static const uint64_t values[PROOFS][MAX_M] = {
        {0}, {UINT64_MAX}, {1000000}, {7, 1ULL << 40, 123456789, 42}};
    static const size_t counts[PROOFS] = {1, 1, 1, 4};
    static struct range_proof rp[PROOFS];
    ecb_bpp_pedersen_gens gens;
    ecb_bpp_params *params;
    ecb_ristretto255_scalar seed;
    ecb_merlin_transcript start;
    ecb_status st;

    /* parameters for 64-bit ranges and up to four commitments per proof, one blinding each */
    if ((st = ecb_bpp_pedersen_gens_default(&gens, 1)) != ECB_OK ||
        (st = ecb_bpp_params_create(&params, 64, MAX_M, &gens)) != ECB_OK)
        return fail("parameters", st);
    ecb_merlin_init(&start, label, sizeof label - 1);
    if (random_scalar(&seed) != 0) return fail("/dev/urandom", ECB_ERR_RANDOMNESS);

    for (int i = 0; i < PROOFS; i++) {
        struct range_proof *r = &rp[i];
        r->m = counts[i];
        for (size_t j = 0; j < r->m; j++) {
            ecb_ristretto255_point c;
            r->values[j] = values[i][j];
            if (random_scalar(&r->blindings[j]) != 0)
                return fail("/dev/urandom", ECB_ERR_RANDOMNESS);
            if ((st = ecb_bpp_commit(&c, &gens, r->values[j], &r->blindings[j], 1)) != ECB_OK)
                return fail("commit", st);
            ecb_ristretto255_encode(r->commitments[j], &c);
        }
        r->statement.params = params;
        r->statement.aggregation = r->m;
        r->statement.commitments = (const uint8_t(*)[32])r->commitments;
        if (i == 2) { /* promise: the value is at least 999999; seed: embed the blinding */
            r->promises[0] = 999999;
            r->statement.minimum_value_promises = r->promises;
            r->statement.seed_nonce = &seed;
        }
        ecb_bpp_witness w = {r->m, 1, r->values, r->blindings};
        ecb_bpp_proof proof;
        ecb_merlin_transcript t = start;
        if ((st = ecb_bpp_prove(&proof, &t, &r->statement, &w, NULL, NULL)) != ECB_OK)
            return fail("prove", st);
        if ((st = ecb_bpp_proof_serialize(r->bytes, sizeof r->bytes, &r->len, &proof)) != ECB_OK)
            return fail("serialize", st);
        printf("proof %d: %zu commitment(s), %zu bytes\n", i, r->m, r->len);
    }

    /* the verifier's side: parse the bytes, then one batch verification with mask recovery */
    ecb_bpp_statement statements[PROOFS];
    ecb_bpp_proof proofs[PROOFS];
    ecb_bpp_mask masks[PROOFS];
    ecb_status each[PROOFS];
    for (int i = 0; i < PROOFS; i++) {
        statements[i] = rp[i].statement;
        if ((st = ecb_bpp_proof_parse_var(&proofs[i], rp[i].bytes, rp[i].len)) != ECB_OK)
            return fail("parse", st);
    }
    ecb_bpp_verify_options opt;
    memset(&opt, 0, sizeof opt);
    opt.threads = 2;
    opt.identify_invalid = 1;
    opt.proof_status = each;
    st = ecb_bpp_verify_batch_var(&start, 1, statements, proofs, PROOFS, ECB_BPP_RECOVER_AND_VERIFY,
                                  masks, &opt);
    printf("batch of %d proofs: %s\n", PROOFS, ecb_status_str(st));
    if (st != ECB_OK) return fail("batch verification", st);
    if (!masks[2].present ||
        !ecb_ristretto255_scalar_equal(&masks[2].blindings[0], &rp[2].blindings[0]) ||
        masks[0].present)
        return fail("mask recovery", ECB_ERR_MISMATCH);
    printf("proof 2: recovered the embedded blinding\n");

    /* damage proof 1 (its response s1: one bit of the lowest byte, still a canonical scalar)
     * and verify the batch again: it fails, and bisection names proof 1 alone */
    uint8_t damaged[PROOF_BYTES_MAX];
    memcpy(damaged, rp[1].bytes, rp[1].len);
    damaged[1 + 32 * 5] ^= 1; /* s1 follows the T byte, d1[0], A, A1, B and r1 */
    if ((st = ecb_bpp_proof_parse_var(&proofs[1], damaged, rp[1].len)) != ECB_OK)
        return fail("parse of the damaged proof", st);
    st = ecb_bpp_verify_batch_var(&start, 1, statements, proofs, PROOFS, ECB_BPP_VERIFY_ONLY, NULL,
                                  &opt);
    printf("batch with proof 1 damaged: %s\n", ecb_status_str(st));
    if (st != ECB_ERR_VERIFY_FAILED) return fail("damaged batch accepted", st);
    for (int i = 0; i < PROOFS; i++) {
        printf("  proof %d: %s\n", i, ecb_status_str(each[i]));
        if ((each[i] == ECB_OK) != (i != 1)) return fail("wrong proof named", each[i]);
    }
    ecb_bpp_params_free(params);
    printf("ok\n");
    return 0;
}
