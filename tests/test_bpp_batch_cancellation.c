/* Batch verification must weight its members at random (spec §8.2), seen from the wire: four
 * members of a batch of ten (16-bit proofs, extension degree 1, aggregation 1 and 2, each
 * member under its own initial transcript) arrive with the d1 scalar of their serialized
 * proof moved by delta_1 .. delta_4, sum delta_i = 0. d1 enters the batch equation only as
 * w_i d1 G_0 (no challenge depends on it), so the residual is sum w_i delta_i G_0: zero when the
 * weights are equal, and the batch would verify and hand out the members' masks. The batch
 * must fail with ECB_BPP_RECOVER_AND_VERIFY, release no mask, and identify_invalid must name
 * exactly the four, for 1 and 3 threads; the untampered batch verifies and recovers every
 * seeded member's blinding. (test_bpp_soundness builds such cancellations on the proof
 * structures, two and three at a time, and checks the weights themselves.) */
#include "testlib.h"

#include "ecbatch.h"

#define COUNT 10
#define BITS 16

typedef ecb_ristretto255_scalar scalar;

static const size_t tampered_members[] = {1, 4, 6, 9};

struct batch {
    ecb_merlin_transcript transcripts[COUNT];
    ecb_bpp_statement st[COUNT];
    ecb_bpp_proof proofs[COUNT];
    uint8_t wire[COUNT][1 + 32 * (ECB_BPP_MAX_EXTENSION_DEGREE + 5 + 2 * ECB_BPP_MAX_ROUNDS)];
    size_t wire_len[COUNT];
    uint8_t coms[2 * COUNT][32];
    uint64_t promises[2 * COUNT];
    scalar seeds[COUNT], blindings[2 * COUNT];
};

static void det_rng(void *ctx, uint8_t out[32]) {
    (void)ctx;
    tl_random(out, 32);
}

static void member_transcript(ecb_merlin_transcript *t, size_t i) {
    char label[16];
    int len = snprintf(label, sizeof label, "member %zu", i);
    ecb_merlin_init(t, (const uint8_t *)label, (size_t)len);
}

/* Proves every member and keeps its wire bytes. */
static void batch_make(struct batch *b, const ecb_bpp_params *params) {
    const ecb_bpp_pedersen_gens *pc = ecb_bpp_params_pedersen_gens(params);
    memset(b, 0, sizeof *b);
    for (size_t i = 0, at = 0; i < COUNT; i++) {
        size_t m = i % 3 == 2 ? 2 : 1;
        uint64_t values[2];
        for (size_t j = 0; j < m; j++) {
            uint8_t r[64];
            ecb_ristretto255_point c;
            tl_random(r, sizeof r);
            values[j] = (uint64_t)r[0] << 8 | r[1];
            b->promises[at + j] = j == 0 ? values[j] / 3 : 0;
            ecb_ristretto255_scalar_reduce64(&b->blindings[at + j], r);
            CHECK(ecb_bpp_commit(&c, pc, values[j], &b->blindings[at + j], 1) == ECB_OK);
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
        ecb_bpp_witness w = {m, 1, values, &b->blindings[at]};
        ecb_merlin_transcript t;
        member_transcript(&t, i);
        member_transcript(&b->transcripts[i], i);
        CHECK(ecb_bpp_prove(&b->proofs[i], &t, st, &w, det_rng, NULL) == ECB_OK);
        CHECK(ecb_bpp_proof_serialize(b->wire[i], sizeof b->wire[i], &b->wire_len[i],
                                      &b->proofs[i]) == ECB_OK);
        at += m;
    }
}

/* d1 (bytes 1..32 of the wire, after the T byte) of member i moved by delta, then parsed. */
static void move_d1(struct batch *b, size_t i, const scalar *delta) {
    scalar d1;
    CHECK(ecb_ristretto255_scalar_decode(&d1, b->wire[i] + 1) == ECB_OK);
    ecb_ristretto255_scalar_add(&d1, &d1, delta);
    ecb_ristretto255_scalar_encode(b->wire[i] + 1, &d1);
    CHECK(ecb_bpp_proof_parse_var(&b->proofs[i], b->wire[i], b->wire_len[i]) == ECB_OK);
}

static ecb_status verify(const struct batch *b, unsigned threads, ecb_bpp_mask *masks,
                         ecb_status *status) {
    ecb_bpp_verify_options o;
    memset(&o, 0, sizeof o);
    o.threads = threads;
    o.identify_invalid = status != NULL;
    o.proof_status = status;
    return ecb_bpp_verify_batch_var(b->transcripts, COUNT, b->st, b->proofs, COUNT,
                                    ECB_BPP_RECOVER_AND_VERIFY, masks, &o);
}

static int is_tampered(size_t i) {
    for (size_t t = 0; t < sizeof tampered_members / sizeof tampered_members[0]; t++)
        if (tampered_members[t] == i) return 1;
    return 0;
}

int main(void) {
    tl_init();
    ecb_bpp_pedersen_gens pc;
    ecb_bpp_params *params;
    CHECK(ecb_bpp_pedersen_gens_default(&pc, 1) == ECB_OK);
    CHECK(ecb_bpp_params_create(&params, BITS, 2, &pc) == ECB_OK);
    static struct batch good, bad;
    batch_make(&good, params);
    ecb_bpp_mask masks[COUNT];
    CHECK(verify(&good, 1, masks, NULL) == ECB_OK);
    for (size_t i = 0, at = 0; i < COUNT; at += good.st[i].aggregation, i++) {
        CHECK(masks[i].present == (good.st[i].seed_nonce != NULL));
        if (masks[i].present)
            CHECK(ecb_ristretto255_scalar_equal(&masks[i].blindings[0], &good.blindings[at]));
    }
    /* delta_1 .. delta_3 random, delta_4 = -(delta_1 + delta_2 + delta_3) */
    bad = good; /* the statements still point into good's commitments, promises and seeds */
    scalar sum, delta;
    ecb_ristretto255_scalar_from_u64(&sum, 0);
    for (size_t t = 0; t < 3; t++) {
        uint8_t r[64];
        tl_random(r, sizeof r);
        ecb_ristretto255_scalar_reduce64(&delta, r);
        ecb_ristretto255_scalar_add(&sum, &sum, &delta);
        move_d1(&bad, tampered_members[t], &delta);
    }
    ecb_ristretto255_scalar_neg(&delta, &sum);
    move_d1(&bad, tampered_members[3], &delta);
    for (unsigned threads = 1; threads <= 3; threads += 2) {
        ecb_status status[COUNT];
        for (size_t i = 0; i < COUNT; i++)
            masks[i].present = 1;
        CHECK(verify(&bad, threads, masks, NULL) == ECB_ERR_VERIFY_FAILED);
        for (size_t i = 0; i < COUNT; i++)
            CHECK(masks[i].present == 0);
        CHECK(verify(&bad, threads, NULL, status) == ECB_ERR_VERIFY_FAILED);
        for (size_t i = 0; i < COUNT; i++)
            CHECK(status[i] == (is_tampered(i) ? ECB_ERR_VERIFY_FAILED : ECB_OK));
    }
    ecb_bpp_params_free(params);
    return tl_finish("test_bpp_batch_cancellation");
}
