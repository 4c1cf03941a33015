/* Bulletproofs+ through the public API: argument checks, proof codec, proving errors, batches
 * with mixed aggregation and several transcripts, every chunk verified (257 and 300 proofs),
 * bisection naming exactly the invalid proofs for 1 to 3 threads, mask recovery, custom
 * Pedersen generators (degenerate ones refused). Proofs are 8-bit to stay fast. */
#include "testlib.h"

#include "ecbatch.h"

typedef ecb_ristretto255_scalar scalar;

#define CAP (1 + 32 * (ECB_BPP_MAX_EXTENSION_DEGREE + 5 + 2 * ECB_BPP_MAX_ROUNDS))

static void det_rng(void *ctx, uint8_t out[32]) {
    (void)ctx;
    tl_random(out, 32);
}

/* count proofs of aggregation m (cycling through ms when m = 0), seeded when m = 1. */
struct batch {
    size_t count;
    ecb_bpp_statement *st;
    ecb_bpp_proof *proofs;
    uint8_t (*coms)[32];
    uint64_t *values, *promises;
    scalar *blindings, *seeds;
};

static void batch_make(struct batch *b, const ecb_bpp_params *params, size_t count,
                       const size_t *ms, size_t nms) {
    const ecb_bpp_pedersen_gens *pc = ecb_bpp_params_pedersen_gens(params);
    size_t T = pc->extension_degree, n = ecb_bpp_params_bit_length(params), total = 0;
    for (size_t i = 0; i < count; i++)
        total += ms[i % nms];
    b->count = count;
    b->st = calloc(count, sizeof *b->st);
    b->proofs = calloc(count, sizeof *b->proofs);
    b->coms = calloc(total, 32);
    b->values = calloc(total, 8);
    b->promises = calloc(total, 8);
    b->blindings = calloc(total * T, sizeof(scalar));
    b->seeds = calloc(count, sizeof(scalar));
    for (size_t i = 0, at = 0; i < count; i++) {
        size_t m = ms[i % nms];
        for (size_t j = 0; j < m; j++) {
            uint8_t r[64];
            ecb_ristretto255_point c;
            tl_random(r, sizeof r);
            b->values[at + j] = r[0] & ((1u << n) - 1);
            b->promises[at + j] = (j % 2) ? b->values[at + j] / 2 : 0;
            for (size_t k = 0; k < T; k++) {
                tl_random(r, sizeof r);
                ecb_ristretto255_scalar_reduce64(&b->blindings[(at + j) * T + k], r);
            }
            ecb_bpp_commit(&c, pc, b->values[at + j], &b->blindings[(at + j) * T], T);
            ecb_ristretto255_encode(b->coms[at + j], &c);
        }
        uint8_t r[64];
        tl_random(r, sizeof r);
        ecb_ristretto255_scalar_reduce64(&b->seeds[i], r);
        ecb_bpp_statement *st = &b->st[i];
        st->params = params;
        st->aggregation = m;
        st->commitments = (const uint8_t(*)[32])b->coms[at];
        st->minimum_value_promises = b->promises + at;
        st->seed_nonce = m == 1 ? &b->seeds[i] : NULL;
        ecb_bpp_witness w = {m, T, b->values + at, b->blindings + at * T};
        ecb_merlin_transcript t;
        ecb_merlin_init(&t, (const uint8_t *)"test", 4);
        CHECK(ecb_bpp_prove(&b->proofs[i], &t, st, &w, det_rng, NULL) == ECB_OK);
        at += m;
    }
}

static void batch_free(struct batch *b) {
    free(b->st);
    free(b->proofs);
    free(b->coms);
    free(b->values);
    free(b->promises);
    free(b->blindings);
    free(b->seeds);
}

static ecb_status verify(const struct batch *b, ecb_bpp_action action, ecb_bpp_mask *masks,
                         unsigned threads, int identify, ecb_status *status) {
    ecb_merlin_transcript t;
    ecb_merlin_init(&t, (const uint8_t *)"test", 4);
    ecb_bpp_verify_options o;
    memset(&o, 0, sizeof o);
    o.threads = threads;
    o.identify_invalid = identify;
    o.proof_status = status;
    return ecb_bpp_verify_batch_var(&t, 1, b->st, b->proofs, b->count, action, masks, &o);
}

static void test_arguments(const ecb_bpp_params *params) {
    ecb_bpp_params *p;
    ecb_bpp_pedersen_gens pc;
    CHECK(ecb_bpp_pedersen_gens_default(&pc, 0) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bpp_pedersen_gens_default(&pc, 7) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bpp_pedersen_gens_default(&pc, 1) == ECB_OK);
    CHECK(ecb_bpp_params_create(&p, 3, 1, &pc) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bpp_params_create(&p, 128, 1, &pc) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bpp_params_create(&p, 8, 3, &pc) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bpp_params_create(&p, 8, 2048, &pc) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bpp_params_gi(params, 8 * 4) == NULL);
    CHECK(ecb_bpp_params_gi(params, 8 * 4 - 1) != NULL);
    uint8_t coms[4][32] = {{0}};
    scalar seed = {{1, 0, 0, 0}};
    ecb_bpp_statement st = {params, 3, (const uint8_t(*)[32])coms, NULL, NULL, NULL};
    CHECK(ecb_bpp_statement_check(&st) == ECB_ERR_INVALID_ARGUMENT); /* m = 3 */
    st.aggregation = 8;
    CHECK(ecb_bpp_statement_check(&st) == ECB_ERR_INVALID_ARGUMENT); /* m > M */
    st.aggregation = 2;
    st.seed_nonce = &seed;
    CHECK(ecb_bpp_statement_check(&st) == ECB_ERR_INVALID_ARGUMENT); /* seed with m > 1 */
    st.seed_nonce = NULL;
    CHECK(ecb_bpp_statement_check(&st) == ECB_OK);
    /* prover pre-checks */
    uint64_t values[2] = {5, 300};
    scalar bl[4] = {{{1, 0, 0, 0}}, {{2, 0, 0, 0}}, {{3, 0, 0, 0}}, {{4, 0, 0, 0}}};
    ecb_bpp_witness w = {1, 2, values, bl};
    ecb_bpp_proof proof;
    ecb_merlin_transcript t;
    ecb_merlin_init(&t, (const uint8_t *)"x", 1);
    CHECK(ecb_bpp_prove(&proof, &t, &st, &w, NULL, NULL) == ECB_ERR_LENGTH_MISMATCH);
    w.count = 2;
    w.extension_degree = 1;
    CHECK(ecb_bpp_prove(&proof, &t, &st, &w, NULL, NULL) == ECB_ERR_LENGTH_MISMATCH);
    w.extension_degree = 2;
    CHECK(ecb_bpp_prove(&proof, &t, &st, &w, NULL, NULL) == ECB_ERR_VALUE_OUT_OF_RANGE);
    values[1] = 255;
    CHECK(ecb_bpp_prove(&proof, &t, &st, &w, NULL, NULL) == ECB_ERR_MISMATCH);
    /* verifier arguments */
    CHECK(ecb_bpp_verify_batch_var(&t, 1, &st, &proof, 0, ECB_BPP_VERIFY_ONLY, NULL, NULL) ==
          ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bpp_verify_batch_var(&t, 2, &st, &proof, 1, ECB_BPP_VERIFY_ONLY, NULL, NULL) ==
          ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bpp_verify_batch_var(NULL, 1, &st, &proof, 1, ECB_BPP_VERIFY_ONLY, NULL, NULL) ==
          ECB_ERR_NULL_POINTER);
}

static void test_codec(const struct batch *b) {
    uint8_t bytes[CAP], again[CAP];
    size_t len = 0, len2 = 0;
    ecb_bpp_proof p;
    CHECK(ecb_bpp_proof_serialize(bytes, sizeof bytes, &len, &b->proofs[0]) == ECB_OK);
    CHECK(len == ecb_bpp_proof_size(2, b->proofs[0].rounds));
    CHECK(ecb_bpp_proof_serialize(bytes, len - 1, &len2, &b->proofs[0]) == ECB_ERR_LENGTH);
    CHECK(ecb_bpp_proof_parse_var(&p, bytes, len) == ECB_OK);
    CHECK(ecb_bpp_proof_serialize(again, sizeof again, &len2, &p) == ECB_OK);
    CHECK(len2 == len && memcmp(again, bytes, len) == 0);
    CHECK(ecb_bpp_proof_parse_var(&p, bytes, 0) == ECB_ERR_PROOF_FORMAT);
    CHECK(ecb_bpp_proof_parse_var(&p, bytes, len - 64) == ECB_OK); /* one pair fewer */
    CHECK(ecb_bpp_proof_parse_var(&p, bytes, len - 32) == ECB_ERR_PROOF_FORMAT);
    CHECK(ecb_bpp_proof_parse_var(&p, bytes, 1 + 32 * 6) == ECB_ERR_PROOF_FORMAT); /* no L/R */
    memset(bytes + 1 + 64 + 96 + 31, 0xff, 1);                                     /* r1 >= l */
    CHECK(ecb_bpp_proof_parse_var(&p, bytes, len) == ECB_ERR_SCALAR_OUT_OF_RANGE);
}

/* The proofs in `bad` get r1 + 1: exactly they must be named. */
static void test_bisection(struct batch *b, const size_t *bad, size_t nbad) {
    ecb_status *status = calloc(b->count, sizeof *status);
    scalar one;
    ecb_ristretto255_scalar_from_u64(&one, 1);
    for (size_t i = 0; i < nbad; i++)
        ecb_ristretto255_scalar_add(&b->proofs[bad[i]].r1, &b->proofs[bad[i]].r1, &one);
    for (unsigned threads = 1; threads <= 3; threads++) {
        CHECK(verify(b, ECB_BPP_VERIFY_ONLY, NULL, threads, 0, NULL) ==
              (nbad ? ECB_ERR_VERIFY_FAILED : ECB_OK));
        CHECK(verify(b, ECB_BPP_VERIFY_ONLY, NULL, threads, 1, status) ==
              (nbad ? ECB_ERR_VERIFY_FAILED : ECB_OK));
        size_t flagged = 0, right = 0;
        for (size_t i = 0; i < b->count; i++) {
            int is_bad = 0;
            for (size_t k = 0; k < nbad; k++)
                is_bad |= bad[k] == i;
            flagged += status[i] != ECB_OK;
            right += is_bad ? status[i] == ECB_ERR_VERIFY_FAILED : status[i] == ECB_OK;
        }
        CHECK(flagged == nbad);
        CHECK(right == b->count);
    }
    for (size_t i = 0; i < nbad; i++)
        ecb_ristretto255_scalar_sub(&b->proofs[bad[i]].r1, &b->proofs[bad[i]].r1, &one);
    free(status);
}

/* Every proof of the batch has an undecodable A (bit 255 set): verification fails, with and
 * without identify_invalid, and each proof is named (found by fuzz_bpp_verify: an
 * identify_invalid batch whose proofs all failed before the MSM was accepted). Recovery alone
 * decodes no point, so it is not part of this. */
static void test_all_undecodable(struct batch *b) {
    ecb_status *status = calloc(b->count, sizeof *status);
    for (size_t i = 0; i < b->count; i++)
        b->proofs[i].A[31] ^= 0x80;
    static const ecb_bpp_action verifying[] = {ECB_BPP_VERIFY_ONLY, ECB_BPP_RECOVER_AND_VERIFY};
    for (size_t a = 0; a < 2; a++)
        for (unsigned threads = 1; threads <= 2; threads++) {
            ecb_bpp_action action = verifying[a];
            CHECK(verify(b, action, NULL, threads, 0, NULL) == ECB_ERR_NON_CANONICAL);
            CHECK(verify(b, action, NULL, threads, 1, status) == ECB_ERR_NON_CANONICAL);
            for (size_t i = 0; i < b->count; i++)
                CHECK(status[i] == ECB_ERR_NON_CANONICAL);
        }
    for (size_t i = 0; i < b->count; i++)
        b->proofs[i].A[31] ^= 0x80;
    CHECK(verify(b, ECB_BPP_VERIFY_ONLY, NULL, 1, 1, status) == ECB_OK);
    free(status);
}

static void test_masks(struct batch *b) {
    ecb_bpp_mask *masks = calloc(b->count, sizeof *masks);
    CHECK(verify(b, ECB_BPP_RECOVER_AND_VERIFY, masks, 2, 0, NULL) == ECB_OK);
    size_t T = b->proofs[0].extension_degree, at = 0, checked = 0;
    for (size_t i = 0; i < b->count; i++) {
        if (b->st[i].aggregation == 1) {
            CHECK(masks[i].present && masks[i].extension_degree == T);
            for (size_t k = 0; k < T; k++)
                CHECK(ecb_ristretto255_scalar_equal(&masks[i].blindings[k],
                                                    &b->blindings[at * T + k]));
            checked++;
        } else {
            CHECK(!masks[i].present);
        }
        at += b->st[i].aggregation;
    }
    CHECK(checked > 0);
    /* RECOVER_ONLY gives the same; a damaged s1 does not matter to it */
    ecb_bpp_mask *again = calloc(b->count, sizeof *again);
    scalar one;
    ecb_ristretto255_scalar_from_u64(&one, 1);
    ecb_ristretto255_scalar_add(&b->proofs[0].s1, &b->proofs[0].s1, &one);
    CHECK(verify(b, ECB_BPP_RECOVER_ONLY, again, 1, 0, NULL) == ECB_OK);
    CHECK(memcmp(again, masks, b->count * sizeof *masks) == 0);
    /* RECOVER_AND_VERIFY of a failing batch returns no masks */
    CHECK(verify(b, ECB_BPP_RECOVER_AND_VERIFY, again, 1, 0, NULL) == ECB_ERR_VERIFY_FAILED);
    for (size_t i = 0; i < b->count; i++)
        CHECK(!again[i].present);
    ecb_ristretto255_scalar_sub(&b->proofs[0].s1, &b->proofs[0].s1, &one);
    /* a wrong seed still verifies, with a different mask */
    ecb_ristretto255_scalar_add(&b->seeds[0], &b->seeds[0], &one);
    CHECK(verify(b, ECB_BPP_RECOVER_AND_VERIFY, again, 1, 0, NULL) == ECB_OK);
    CHECK(again[0].present &&
          !ecb_ristretto255_scalar_equal(&again[0].blindings[0], &masks[0].blindings[0]));
    ecb_ristretto255_scalar_sub(&b->seeds[0], &b->seeds[0], &one);
    free(masks);
    free(again);
}

/* One transcript per proof: labels differ, so a shared transcript must fail. */
static void test_transcripts(const ecb_bpp_params *params) {
    static const size_t ms[] = {1, 2};
    struct batch b;
    ecb_merlin_transcript ts[4];
    batch_make(&b, params, 4, ms, 2);
    for (size_t i = 0; i < 4; i++) {
        char label[16];
        snprintf(label, sizeof label, "label-%zu", i);
        ecb_merlin_init(&ts[i], (const uint8_t *)label, strlen(label));
        uint64_t *v = b.values + (i / 2) * 3 + (i % 2); /* first value of proof i */
        ecb_bpp_witness w = {b.st[i].aggregation, 2, v, b.blindings + (v - b.values) * 2};
        ecb_merlin_transcript t = ts[i];
        CHECK(ecb_bpp_prove(&b.proofs[i], &t, &b.st[i], &w, NULL, NULL) == ECB_OK);
    }
    CHECK(ecb_bpp_verify_batch_var(ts, 4, b.st, b.proofs, 4, ECB_BPP_VERIFY_ONLY, NULL, NULL) ==
          ECB_OK);
    CHECK(ecb_bpp_verify_batch_var(ts, 1, b.st, b.proofs, 4, ECB_BPP_VERIFY_ONLY, NULL, NULL) ==
          ECB_ERR_VERIFY_FAILED);
    /* a failed transcript (merlin.h: a refused length) is refused by prover and verifier, and
     * names exactly its proof */
    ecb_merlin_transcript failed = ts[2];
    CHECK(ecb_merlin_challenge_bytes(&failed, (const uint8_t *)"x", 1, NULL, SIZE_MAX) ==
          ECB_ERR_TOO_LONG);
    ecb_bpp_proof p;
    ecb_bpp_witness w = {1, 2, b.values, b.blindings};
    ecb_merlin_transcript t = failed;
    CHECK(ecb_bpp_prove(&p, &t, &b.st[0], &w, NULL, NULL) == ECB_ERR_TRANSCRIPT);
    ts[2] = failed;
    ecb_status status[4];
    ecb_bpp_verify_options o;
    memset(&o, 0, sizeof o);
    o.identify_invalid = 1;
    o.proof_status = status;
    CHECK(ecb_bpp_verify_batch_var(ts, 4, b.st, b.proofs, 4, ECB_BPP_VERIFY_ONLY, NULL, &o) ==
          ECB_ERR_TRANSCRIPT);
    CHECK(status[0] == ECB_OK && status[1] == ECB_OK && status[2] == ECB_ERR_TRANSCRIPT &&
          status[3] == ECB_OK);
    CHECK(ecb_bpp_verify_batch_var(&failed, 1, b.st, b.proofs, 4, ECB_BPP_RECOVER_ONLY, NULL,
                                   NULL) == ECB_ERR_TRANSCRIPT);
    batch_free(&b);
}

/* Tari's chain generators (spec §2.5): H = NUMS_0, G_1 = the base point. */
static void test_custom_generators(void) {
    ecb_ristretto255_point h, g[1];
    unsigned char digest[64], label[43] = "TARI CRYPTO NUMS BASEPOINT LABEL - ";
    memset(label + 35, 0, 8);
    crypto_hash_sha512(digest, label, 43);
    ecb_ristretto255_from_uniform_bytes(&h, digest);
    ecb_ristretto255_base(&g[0]);
    ecb_bpp_pedersen_gens pc;
    ecb_bpp_params *params;
    unsigned char enc[32], want[32];
    CHECK(ecb_bpp_pedersen_gens_custom(&pc, &h, g, 1) == ECB_OK);
    CHECK(tl_hex_to_bytes(want, 32,
                          "ce389841c0c8698ab95b70242aeea64840b1eac5f644b7d008ac0587"
                          "cf471d70") == 0);
    ecb_ristretto255_encode(enc, &pc.h);
    CHECK(memcmp(enc, want, 32) == 0);
    CHECK(ecb_bpp_params_create(&params, 16, 2, &pc) == ECB_OK);
    static const size_t ms[] = {2, 1};
    struct batch b;
    batch_make(&b, params, 3, ms, 2);
    CHECK(verify(&b, ECB_BPP_VERIFY_ONLY, NULL, 1, 0, NULL) == ECB_OK);
    batch_free(&b);
    ecb_bpp_params_free(params);
}

/* Generators with a relation the library can see are refused, out untouched (issue 34: with
 * H = G_1, 5 H + 10 G_1 = 15 H, and a proof of the value 15 verified): the identity as H or as
 * any G_k, H equal to any G_k, two equal G_k. Distinct points are taken. */
static void test_degenerate_generators(void) {
    ecb_ristretto255_point b, h, id, g[3];
    unsigned char uniform[64];
    memset(uniform, 7, sizeof uniform);
    ecb_ristretto255_base(&b);
    ecb_ristretto255_from_uniform_bytes(&h, uniform);
    ecb_ristretto255_identity(&id);
    ecb_ristretto255_double(&g[1], &b);
    ecb_ristretto255_add(&g[2], &g[1], &b);
    ecb_bpp_pedersen_gens pc, before;
    memset(&pc, 0x5a, sizeof pc);
    before = pc;
    g[0] = b;
    CHECK(ecb_bpp_pedersen_gens_custom(&pc, &b, g, 1) == ECB_ERR_REPEATED_GENERATOR);
    CHECK(ecb_bpp_pedersen_gens_custom(&pc, &g[2], g, 3) == ECB_ERR_REPEATED_GENERATOR);
    CHECK(ecb_bpp_pedersen_gens_custom(&pc, &id, g, 1) == ECB_ERR_IDENTITY);
    for (int k = 0; k < 3; k++) {
        ecb_ristretto255_point saved = g[k];
        g[k] = id;
        CHECK(ecb_bpp_pedersen_gens_custom(&pc, &h, g, 3) == ECB_ERR_IDENTITY);
        g[k] = g[(k + 1) % 3];
        CHECK(ecb_bpp_pedersen_gens_custom(&pc, &h, g, 3) == ECB_ERR_REPEATED_GENERATOR);
        g[k] = saved;
    }
    CHECK(memcmp(&pc, &before, sizeof pc) == 0);
    CHECK(ecb_bpp_pedersen_gens_custom(&pc, &h, g, 3) == ECB_OK);
    CHECK(pc.extension_degree == 3 && ecb_ristretto255_equal(&pc.g[2], &g[2]));
}

int main(void) {
    tl_init();
    ecb_bpp_pedersen_gens pc;
    ecb_bpp_params *params, *params1;
    CHECK(ecb_bpp_pedersen_gens_default(&pc, 2) == ECB_OK);
    CHECK(ecb_bpp_params_create(&params, 8, 4, &pc) == ECB_OK);
    CHECK(ecb_bpp_params_create(&params1, 8, 1, &pc) == ECB_OK);
    test_arguments(params);

    /* mixed aggregation 1, 2, 4 in one batch, one statement on other (consistent) params */
    static const size_t mixed[] = {1, 4, 2, 1};
    struct batch b;
    batch_make(&b, params, 24, mixed, 4);
    b.st[0].params = params1;
    test_codec(&b);
    CHECK(verify(&b, ECB_BPP_VERIFY_ONLY, NULL, 1, 0, NULL) == ECB_OK);
    CHECK(verify(&b, ECB_BPP_VERIFY_ONLY, NULL, 2, 0, NULL) == ECB_OK);
    static const size_t bad1[] = {5}, bad3[] = {0, 13, 23}, bad_all[] = {0, 1, 2, 3};
    test_bisection(&b, bad1, 1);
    test_bisection(&b, bad3, 3);
    test_bisection(&b, bad_all, 4);
    test_bisection(&b, NULL, 0);
    test_all_undecodable(&b);
    test_masks(&b);
    /* a statement whose T differs from its proof's */
    b.proofs[3].extension_degree = 1;
    CHECK(verify(&b, ECB_BPP_VERIFY_ONLY, NULL, 1, 0, NULL) == ECB_ERR_PARAMETERS);
    b.proofs[3].extension_degree = 2;
    batch_free(&b);

    test_transcripts(params);
    test_custom_generators();
    test_degenerate_generators();
    static const size_t single[] = {1};

    /* n = 1, m = 1: a proof without L/R pairs verifies in memory; its bytes do not parse */
    {
        ecb_bpp_params *tiny;
        uint8_t bytes[CAP];
        size_t len = 0;
        ecb_bpp_proof p1;
        CHECK(ecb_bpp_params_create(&tiny, 1, 1, &pc) == ECB_OK);
        batch_make(&b, tiny, 3, single, 1);
        CHECK(b.proofs[0].rounds == 0);
        CHECK(verify(&b, ECB_BPP_RECOVER_AND_VERIFY, NULL, 1, 0, NULL) == ECB_OK);
        CHECK(ecb_bpp_proof_serialize(bytes, sizeof bytes, &len, &b.proofs[0]) == ECB_OK);
        CHECK(ecb_bpp_proof_parse_var(&p1, bytes, len) == ECB_ERR_PROOF_FORMAT);
        batch_free(&b);
        ecb_bpp_params_free(tiny);
    }

    /* every chunk: 300 single proofs, the last invalid (spec §10.3) */
    batch_make(&b, params1, 300, single, 1);
    CHECK(verify(&b, ECB_BPP_VERIFY_ONLY, NULL, 2, 0, NULL) == ECB_OK);
    static const size_t last[] = {299}, edges[] = {255, 256};
    test_bisection(&b, last, 1);
    test_bisection(&b, edges, 2);
    batch_free(&b);

    ecb_bpp_params_free(params);
    ecb_bpp_params_free(params1);
    return tl_finish("test_bpp_api");
}
