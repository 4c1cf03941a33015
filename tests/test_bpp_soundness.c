/* Bulletproofs+ batch verification separates its members. Every batch here holds proofs that
 * are each invalid but whose errors cancel in an unweighted (or equally weighted) sum of their
 * equations, built at the equation level:
 *   d1_k enters the equation only as w d1_k G_k (spec §8.3), and is not in any challenge, so
 *   d1_k + delta leaves the residual w delta G_k: proofs with +delta and -delta cancel when
 *   their weights are equal;
 *   r1 enters linearly with coefficients that depend only on the challenges, so the same proof
 *   twice, with r1 + delta and r1 - delta, has residuals exactly w E and -w' E;
 *   +delta, +delta, -2 delta over three proofs cancel when all three weights are equal.
 * The batch must reject each such batch and, with identify_invalid, name exactly the tampered
 * proofs, for 1 and 2 threads. Then the weights themselves (weights.c): deterministic (the
 * same batch gives the same weights on every call, spec §8.2), non-zero and distinct, bound to
 * every member (changing any part of any proof, or a proof's initial transcript, changes
 * every weight), and drawn over the proofs that reached the equation only. */
#include "testlib.h"

#include "ecbatch.h"
#include "proofs/bulletproofs_plus/transcript.h"
#include "proofs/bulletproofs_plus/weights.h"

typedef ecb_ristretto255_scalar scalar;

#define COUNT 6

static void det_rng(void *ctx, uint8_t out[32]) {
    (void)ctx;
    tl_random(out, 32);
}

/* COUNT proofs of 8-bit values; proof i has aggregation ms[i]. */
struct batch {
    ecb_bpp_statement st[COUNT];
    ecb_bpp_proof proofs[COUNT];
    uint8_t coms[2 * COUNT][32];
    uint64_t promises[2 * COUNT];
};

static void batch_make(struct batch *b, const ecb_bpp_params *params, const size_t *ms) {
    const ecb_bpp_pedersen_gens *pc = ecb_bpp_params_pedersen_gens(params);
    const size_t T = pc->extension_degree;
    memset(b, 0, sizeof *b);
    for (size_t i = 0, at = 0; i < COUNT; i++) {
        uint64_t values[2];
        scalar blindings[2 * ECB_BPP_MAX_EXTENSION_DEGREE];
        for (size_t j = 0; j < ms[i]; j++) {
            uint8_t r[64];
            ecb_ristretto255_point c;
            tl_random(r, sizeof r);
            values[j] = r[0];
            b->promises[at + j] = r[1] % (values[j] + 1);
            for (size_t k = 0; k < T; k++) {
                tl_random(r, sizeof r);
                ecb_ristretto255_scalar_reduce64(&blindings[j * T + k], r);
            }
            CHECK(ecb_bpp_commit(&c, pc, values[j], &blindings[j * T], T) == ECB_OK);
            ecb_ristretto255_encode(b->coms[at + j], &c);
        }
        ecb_bpp_statement *st = &b->st[i];
        st->params = params;
        st->aggregation = ms[i];
        st->commitments = (const uint8_t(*)[32])b->coms[at];
        st->minimum_value_promises = b->promises + at;
        ecb_bpp_witness w = {ms[i], T, values, blindings};
        ecb_merlin_transcript t;
        ecb_merlin_init(&t, (const uint8_t *)"soundness", 9);
        CHECK(ecb_bpp_prove(&b->proofs[i], &t, st, &w, det_rng, NULL) == ECB_OK);
        at += ms[i];
    }
}

static ecb_status verify(const struct batch *b, size_t count, unsigned threads,
                         ecb_status *status) {
    ecb_merlin_transcript t;
    ecb_merlin_init(&t, (const uint8_t *)"soundness", 9);
    ecb_bpp_verify_options o;
    memset(&o, 0, sizeof o);
    o.threads = threads;
    o.identify_invalid = status != NULL;
    o.proof_status = status;
    return ecb_bpp_verify_batch_var(&t, 1, b->st, b->proofs, count, ECB_BPP_VERIFY_ONLY, NULL, &o);
}

/* The batch fails, each tampered proof fails alone, and identify_invalid names exactly the
 * tampered ones, for 1 and 2 threads. */
static void expect_named(const struct batch *b, const int *tampered) {
    for (size_t i = 0; i < COUNT; i++) {
        struct batch one = *b;
        one.st[0] = b->st[i];
        one.proofs[0] = b->proofs[i];
        CHECK(verify(&one, 1, 1, NULL) == (tampered[i] ? ECB_ERR_VERIFY_FAILED : ECB_OK));
    }
    for (unsigned threads = 1; threads <= 2; threads++) {
        ecb_status status[COUNT];
        CHECK(verify(b, COUNT, threads, NULL) == ECB_ERR_VERIFY_FAILED);
        CHECK(verify(b, COUNT, threads, status) == ECB_ERR_VERIFY_FAILED);
        for (size_t i = 0; i < COUNT; i++)
            CHECK(status[i] == (tampered[i] ? ECB_ERR_VERIFY_FAILED : ECB_OK));
    }
}

/* d1_k + delta and d1_k - delta in two different proofs (one aggregated). */
static void test_opposite_blindings(const struct batch *good) {
    struct batch b = *good;
    uint8_t r[64];
    scalar delta;
    tl_random(r, sizeof r);
    ecb_ristretto255_scalar_reduce64(&delta, r);
    for (size_t k = 0; k < 2; k++) {
        b = *good;
        ecb_ristretto255_scalar_add(&b.proofs[1].d1[k], &b.proofs[1].d1[k], &delta);
        ecb_ristretto255_scalar_sub(&b.proofs[4].d1[k], &b.proofs[4].d1[k], &delta);
        static const int tampered[COUNT] = {0, 1, 0, 0, 1, 0};
        expect_named(&b, tampered);
    }
}

/* The same proof twice, with r1 + delta and r1 - delta: residuals E and -E. */
static void test_opposite_responses(const struct batch *good) {
    struct batch b = *good;
    scalar delta;
    ecb_ristretto255_scalar_from_u64(&delta, 1);
    b.st[3] = b.st[0];
    b.proofs[3] = b.proofs[0];
    ecb_ristretto255_scalar_add(&b.proofs[0].r1, &b.proofs[0].r1, &delta);
    ecb_ristretto255_scalar_sub(&b.proofs[3].r1, &b.proofs[3].r1, &delta);
    static const int tampered[COUNT] = {1, 0, 0, 1, 0, 0};
    expect_named(&b, tampered);
    /* and s1 the same way (it enters with r1 in H's scalar, still linearly) */
    b = *good;
    b.st[5] = b.st[2];
    b.proofs[5] = b.proofs[2];
    ecb_ristretto255_scalar_add(&b.proofs[2].s1, &b.proofs[2].s1, &delta);
    ecb_ristretto255_scalar_sub(&b.proofs[5].s1, &b.proofs[5].s1, &delta);
    static const int tampered_s[COUNT] = {0, 0, 1, 0, 0, 1};
    expect_named(&b, tampered_s);
}

/* +delta, +delta, -2 delta on d1_1 of three proofs. */
static void test_three_way(const struct batch *good) {
    struct batch b = *good;
    scalar delta, two_delta;
    ecb_ristretto255_scalar_from_u64(&delta, 7);
    ecb_ristretto255_scalar_add(&two_delta, &delta, &delta);
    ecb_ristretto255_scalar_add(&b.proofs[0].d1[1], &b.proofs[0].d1[1], &delta);
    ecb_ristretto255_scalar_add(&b.proofs[2].d1[1], &b.proofs[2].d1[1], &delta);
    ecb_ristretto255_scalar_sub(&b.proofs[5].d1[1], &b.proofs[5].d1[1], &two_delta);
    static const int tampered[COUNT] = {1, 0, 1, 0, 0, 1};
    expect_named(&b, tampered);
}

/* ---- the weights ------------------------------------------------------------------------- */

/* The verifier's weights of the first count proofs, as verify.c draws them: binding bytes from
 * each proof's replay from the transcript labelled `label`, then bpp_batch_weights. */
static void weights_of(scalar *out, const struct batch *b, size_t count, const char *label,
                       const ecb_status *skip) {
    bpp_proof_work work[COUNT];
    memset(work, 0, sizeof work);
    for (size_t i = 0; i < count; i++) {
        ecb_merlin_transcript t;
        scalar y, z, e, ej[ECB_BPP_MAX_ROUNDS];
        ecb_merlin_init(&t, (const uint8_t *)label, strlen(label));
        CHECK(bpp_transcript_replay(&t, &b->st[i], &b->proofs[i], &y, &z, ej, &e,
                                    work[i].binding) == ECB_OK);
        work[i].status = skip != NULL ? skip[i] : ECB_OK;
    }
    bpp_batch_weights(work, count);
    for (size_t i = 0; i < count; i++)
        out[i] = work[i].weight;
}

/* 1 when no weight of a equals its counterpart in b. */
static int all_moved(const scalar *a, const scalar *b, size_t count) {
    int moved = 1;
    for (size_t i = 0; i < count; i++)
        moved &= !ecb_ristretto255_scalar_equal(&a[i], &b[i]);
    return moved;
}

static void test_weights(const struct batch *good) {
    scalar w[COUNT], again[COUNT], other[COUNT], one;
    ecb_ristretto255_scalar_from_u64(&one, 1);
    weights_of(w, good, COUNT, "soundness", NULL);
    weights_of(again, good, COUNT, "soundness", NULL);
    for (size_t i = 0; i < COUNT; i++) {
        CHECK(ecb_ristretto255_scalar_equal(&w[i], &again[i])); /* deterministic */
        CHECK(!ecb_ristretto255_scalar_is_zero(&w[i]));
        CHECK(!ecb_ristretto255_scalar_equal(&w[i], &one));
        for (size_t j = 0; j < i; j++)
            CHECK(!ecb_ristretto255_scalar_equal(&w[i], &w[j]));
    }
    /* any change to any member moves every weight */
    for (size_t p = 0; p < COUNT; p++) {
        for (int field = 0; field < 6; field++) {
            struct batch b = *good;
            uint64_t promises[2 * COUNT];
            memcpy(promises, good->promises, sizeof promises);
            ecb_bpp_proof *pr = &b.proofs[p];
            switch (field) {
            case 0:
                ecb_ristretto255_scalar_add(&pr->r1, &pr->r1, &one);
                break;
            case 1:
                ecb_ristretto255_scalar_add(&pr->s1, &pr->s1, &one);
                break;
            case 2:
                ecb_ristretto255_scalar_add(&pr->d1[0], &pr->d1[0], &one);
                break;
            case 3:
                ecb_ristretto255_scalar_add(&pr->d1[1], &pr->d1[1], &one);
                break;
            case 4:
                memcpy(pr->A1, good->proofs[(p + 1) % COUNT].A1, 32);
                break;
            case 5: { /* a promise: the statement, not the proof */
                size_t at = (size_t)(good->st[p].minimum_value_promises - good->promises);
                promises[at] ^= 1;
                b.st[p].minimum_value_promises = promises + at;
                break;
            }
            }
            weights_of(other, &b, COUNT, "soundness", NULL);
            CHECK(all_moved(w, other, COUNT));
        }
    }
    /* the verifier's initial transcript is bound too */
    weights_of(other, good, COUNT, "soundnesS", NULL);
    CHECK(all_moved(w, other, COUNT));
    /* and the batch order */
    struct batch swapped = *good;
    swapped.st[1] = good->st[2];
    swapped.proofs[1] = good->proofs[2];
    swapped.st[2] = good->st[1];
    swapped.proofs[2] = good->proofs[1];
    weights_of(other, &swapped, COUNT, "soundness", NULL);
    CHECK(!ecb_ristretto255_scalar_equal(&w[1], &other[2]));
    CHECK(!ecb_ristretto255_scalar_equal(&w[2], &other[1]));
    /* proofs that failed before the equation take no part: [0, x, 2] weighs 0 and 2 as [0, 2] */
    struct batch two = *good;
    two.st[1] = good->st[2];
    two.proofs[1] = good->proofs[2];
    ecb_status skip[COUNT] = {ECB_OK, ECB_ERR_IDENTITY, ECB_OK, ECB_OK, ECB_OK, ECB_OK};
    scalar pair[2];
    weights_of(other, good, 3, "soundness", skip);
    weights_of(pair, &two, 2, "soundness", NULL);
    CHECK(ecb_ristretto255_scalar_equal(&other[0], &pair[0]));
    CHECK(ecb_ristretto255_scalar_equal(&other[2], &pair[1]));
}

int main(void) {
    tl_init();
    ecb_bpp_pedersen_gens pc;
    ecb_bpp_params *params;
    CHECK(ecb_bpp_pedersen_gens_default(&pc, 2) == ECB_OK);
    CHECK(ecb_bpp_params_create(&params, 8, 2, &pc) == ECB_OK);
    static const size_t ms[COUNT] = {1, 2, 1, 1, 1, 1};
    struct batch good;
    batch_make(&good, params, ms);
    CHECK(verify(&good, COUNT, 1, NULL) == ECB_OK);
    test_opposite_blindings(&good);
    test_opposite_responses(&good);
    test_three_way(&good);
    test_weights(&good);
    ecb_bpp_params_free(params);
    return tl_finish("test_bpp_soundness");
}
