/* BLS batch verification (ecb_bls_batch_verify) and the list functions' bounds:
 *  - soundness against crafted batches: two swapped signatures, a forged pair (sig1 + T,
 *    sig2 - T) and a signature moved between triples sharing a message, each a batch whose
 *    unweighted sum equation holds (checked here with the pairing API) but which must be
 *    rejected, naming exactly the wrong triples;
 *  - a property test: random batches (shared and distinct messages, both variants) with zero,
 *    one or two corrupted members, where the verifier must name exactly those members, at one
 *    and at several threads;
 *  - identities: an identity key is invalid, an identity signature never verifies;
 *  - AggregateVerify with repeated messages (the proof-of-possession scheme allows them);
 *  - bounds: every count at 0, the bound (Aggregate), bound + 1 and SIZE_MAX, threads, lengths,
 *    NULL pointers, unknown variants, short IKM and out-of-range secret keys. */
#include <stdint.h>

#include "testlib.h"

#include "ecbatch/bls.h"
#include "ecbatch/pairing.h"

#define MAXN 64

typedef struct batch {
    ecb_bls_variant v;
    size_t n, pkn, sgn;
    uint8_t pks[MAXN * 96], sigs[MAXN * 96];
    uint8_t msg_store[MAXN][16];
    const uint8_t *msgs[MAXN];
    size_t lens[MAXN];
} batch;

static void random_sk(uint8_t sk[32]) {
    uint8_t ikm[32];
    tl_random(ikm, sizeof ikm);
    CHECK(ecb_bls_keygen(sk, ikm, sizeof ikm, NULL, 0) == ECB_OK);
}

/* n valid triples over `distinct` messages (message i % distinct). */
static void make_batch(batch *b, ecb_bls_variant v, size_t n, size_t distinct) {
    b->v = v;
    b->n = n;
    b->pkn = ecb_bls_public_key_bytes(v);
    b->sgn = ecb_bls_signature_bytes(v);
    for (size_t i = 0; i < n; i++) {
        uint8_t sk[32];
        random_sk(sk);
        memset(b->msg_store[i], 0, 16);
        snprintf((char *)b->msg_store[i], 16, "message %zu", i % distinct);
        b->msgs[i] = b->msg_store[i];
        b->lens[i] = strlen((const char *)b->msg_store[i]);
        CHECK(ecb_bls_sk_to_pk(v, b->pks + i * b->pkn, sk) == ECB_OK);
        CHECK(ecb_bls_sign(v, b->sigs + i * b->sgn, sk, b->msgs[i], b->lens[i]) == ECB_OK);
    }
}

static ecb_status run(const batch *b, unsigned threads, uint8_t *valid, size_t *invalid) {
    return ecb_bls_batch_verify(b->v, b->pks, b->n * b->pkn, b->msgs, b->lens, b->sigs,
                                b->n * b->sgn, b->n, threads, valid, invalid);
}

/* 1 when the batch names exactly the triples in bad[0..nbad) (and returns the right status). */
static int names_exactly(const batch *b, unsigned threads, const size_t *bad, size_t nbad) {
    uint8_t valid[MAXN];
    size_t invalid = 12345;
    ecb_status st = run(b, threads, valid, &invalid);
    int ok = st == (nbad == 0 ? ECB_OK : ECB_ERR_VERIFY_FAILED) && invalid == nbad;
    for (size_t i = 0; i < b->n; i++) {
        int is_bad = 0;
        for (size_t k = 0; k < nbad; k++)
            is_bad |= bad[k] == i;
        ok = ok && valid[i] == !is_bad;
    }
    return ok;
}

/* The unweighted equation prod_i e(pk_i, H(m_i)) = e(g1, sum_i sig_i) (min-pk) through the
 * pairing API: what a verifier without weights would accept. */
static int plain_sum_holds(const batch *b) {
    uint8_t agg[96], ps[(MAXN + 1) * 48], qs[(MAXN + 1) * 96];
    static const char dst[] = "BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_";
    if (b->v != ECB_BLS_MIN_PK) return -1;
    if (ecb_bls_aggregate(b->v, agg, b->sigs, b->n * b->sgn, b->n) != ECB_OK) return 0;
    for (size_t i = 0; i < b->n; i++) {
        ecb_bls12_381_g2 h;
        memcpy(ps + 48 * i, b->pks + 48 * i, 48);
        ecb_bls12_381_g2_hash_to_curve(&h, b->msgs[i], b->lens[i], (const uint8_t *)dst,
                                       sizeof dst - 1);
        ecb_bls12_381_g2_encode(qs + 96 * i, &h);
    }
    ecb_bls12_381_g1 g;
    ecb_bls12_381_g1_generator(&g);
    ecb_bls12_381_g1_negate(&g, &g);
    ecb_bls12_381_g1_encode(ps + 48 * b->n, &g);
    memcpy(qs + 96 * b->n, agg, 96);
    ecb_bls12_381_gt out;
    if (ecb_bls12_381_multi_pairing(&out, ps, 48 * (b->n + 1), qs, 96 * (b->n + 1), b->n + 1) !=
        ECB_OK)
        return 0;
    return ecb_bls12_381_gt_is_one(&out);
}

static void test_crafted(void) {
    batch b;
    /* swapped: each signature wrong, their sum right */
    make_batch(&b, ECB_BLS_MIN_PK, 4, 4);
    CHECK(names_exactly(&b, 1, NULL, 0));
    CHECK(plain_sum_holds(&b) == 1);
    uint8_t tmp[96];
    memcpy(tmp, b.sigs + 1 * 96, 96);
    memcpy(b.sigs + 1 * 96, b.sigs + 2 * 96, 96);
    memcpy(b.sigs + 2 * 96, tmp, 96);
    CHECK(plain_sum_holds(&b) == 1);
    size_t swapped[2] = {1, 2};
    CHECK(names_exactly(&b, 1, swapped, 2));

    /* forged: sig0 + T and sig3 - T for a random T of G2 */
    make_batch(&b, ECB_BLS_MIN_PK, 5, 5);
    ecb_bls12_381_g2 t, s;
    ecb_bls12_381_g2_hash_to_curve(&t, (const uint8_t *)"T", 1, (const uint8_t *)"test", 4);
    CHECK(ecb_bls12_381_g2_decode(&s, b.sigs) == ECB_OK);
    ecb_bls12_381_g2_add(&s, &s, &t);
    ecb_bls12_381_g2_encode(b.sigs, &s);
    CHECK(ecb_bls12_381_g2_decode(&s, b.sigs + 3 * 96) == ECB_OK);
    ecb_bls12_381_g2_negate(&t, &t);
    ecb_bls12_381_g2_add(&s, &s, &t);
    ecb_bls12_381_g2_encode(b.sigs + 3 * 96, &s);
    CHECK(plain_sum_holds(&b) == 1);
    size_t forged[2] = {0, 3};
    CHECK(names_exactly(&b, 1, forged, 2));

    /* moved within one message: two keys on the same message, the first carries both
     * signatures, the second the identity (the sum per message is right) */
    make_batch(&b, ECB_BLS_MIN_PK, 6, 3); /* triples 0 and 3 share "message 0" */
    ecb_bls12_381_g2 a, c;
    CHECK(ecb_bls12_381_g2_decode(&a, b.sigs) == ECB_OK);
    CHECK(ecb_bls12_381_g2_decode(&c, b.sigs + 3 * 96) == ECB_OK);
    ecb_bls12_381_g2_add(&a, &a, &c);
    ecb_bls12_381_g2_encode(b.sigs, &a);
    ecb_bls12_381_g2_identity(&c);
    ecb_bls12_381_g2_encode(b.sigs + 3 * 96, &c);
    CHECK(plain_sum_holds(&b) == 1);
    size_t moved[2] = {0, 3};
    CHECK(names_exactly(&b, 1, moved, 2));
}

/* Corrupts triple i in one of five ways. */
static void corrupt(batch *b, size_t i, unsigned how) {
    uint8_t sk[32];
    switch (how % 5) {
    case 0: /* a signature of another message */
        random_sk(sk);
        CHECK(ecb_bls_sk_to_pk(b->v, b->pks + i * b->pkn, sk) == ECB_OK);
        CHECK(ecb_bls_sign(b->v, b->sigs + i * b->sgn, sk, (const uint8_t *)"other", 5) == ECB_OK);
        break;
    case 1: /* another key */
        random_sk(sk);
        CHECK(ecb_bls_sk_to_pk(b->v, b->pks + i * b->pkn, sk) == ECB_OK);
        break;
    case 2: /* the negated signature (sort flag flipped): decodes, fails the equation */
        b->sigs[i * b->sgn] ^= 0x20;
        break;
    case 3: /* the identity signature */
        memset(b->sigs + i * b->sgn, 0, b->sgn);
        b->sigs[i * b->sgn] = 0xc0;
        break;
    default: /* a key that does not decode (compression bit cleared) */
        b->pks[i * b->pkn] &= 0x7f;
        break;
    }
}

static void test_property(void) {
    int rounds = tl_quick() ? 6 : 16;
    for (int r = 0; r < rounds; r++) {
        batch b;
        uint32_t rnd[4];
        tl_random(rnd, sizeof rnd);
        ecb_bls_variant v = (r & 1) ? ECB_BLS_MIN_SIG : ECB_BLS_MIN_PK;
        size_t n = 1 + rnd[0] % 24, distinct = 1 + rnd[1] % n;
        make_batch(&b, v, n, distinct);
        CHECK(names_exactly(&b, 1, NULL, 0));
        size_t bad[2] = {rnd[2] % n, rnd[3] % n};
        corrupt(&b, bad[0], rnd[2] >> 8);
        int ok1 = names_exactly(&b, 1, bad, 1), ok4 = names_exactly(&b, 4, bad, 1);
        CHECK(ok1);
        CHECK(ok4);
        if (!ok1 || !ok4)
            fprintf(stderr, "round %d: n %zu, distinct %zu, bad %zu, kind %u\n", r, n, distinct,
                    bad[0], (rnd[2] >> 8) % 5);
        if (bad[1] != bad[0]) {
            corrupt(&b, bad[1], rnd[3] >> 8);
            CHECK(names_exactly(&b, 2, bad, 2));
        }
    }
}

static void test_identities(void) {
    batch b;
    for (int v = 0; v < 2; v++) {
        make_batch(&b, (ecb_bls_variant)v, 3, 2);
        /* the identity key */
        memset(b.pks + 1 * b.pkn, 0, b.pkn);
        b.pks[1 * b.pkn] = 0xc0;
        CHECK(ecb_bls_key_validate(b.v, b.pks + b.pkn) == ECB_ERR_IDENTITY);
        size_t one[1] = {1};
        CHECK(names_exactly(&b, 1, one, 1));
        /* with the identity signature too its pair is e(O, H) e(-g, O) = 1: only KeyValidate
         * stops it */
        memset(b.sigs + 1 * b.sgn, 0, b.sgn);
        b.sigs[1 * b.sgn] = 0xc0;
        CHECK(names_exactly(&b, 1, one, 1));
    }
}

/* AggregateVerify is the proof-of-possession scheme's: a message may repeat (draft-05 §3.3.4;
 * blst and py_ecc's G2ProofOfPossession do the same); a wrong aggregate still fails. */
static void test_aggregate_verify_repeated(void) {
    for (int v = 0; v < 2; v++) {
        batch b;
        uint8_t agg[96];
        make_batch(&b, (ecb_bls_variant)v, 4, 2); /* messages 0, 1, 0, 1 */
        CHECK(ecb_bls_aggregate(b.v, agg, b.sigs, 4 * b.sgn, 4) == ECB_OK);
        CHECK(ecb_bls_aggregate_verify(b.v, b.pks, 4 * b.pkn, b.msgs, b.lens, 4, agg) == ECB_OK);
        CHECK(ecb_bls_aggregate(b.v, agg, b.sigs, 3 * b.sgn, 3) == ECB_OK);
        CHECK(ecb_bls_aggregate_verify(b.v, b.pks, 4 * b.pkn, b.msgs, b.lens, 4, agg) ==
              ECB_ERR_VERIFY_FAILED);
    }
}

static void test_bounds(void) {
    static uint8_t pks[96 * 2], sigs[96 * 2];
    const uint8_t *msgs[2] = {(const uint8_t *)"a", (const uint8_t *)"b"};
    size_t lens[2] = {1, 1}, invalid = 0;
    uint8_t valid[2] = {7, 7}, out[96];
    const size_t big[3] = {ECB_BLS_MAX_COUNT + 1, SIZE_MAX, 0};
    for (int k = 0; k < 3; k++) {
        size_t n = big[k];
        ecb_status want = n == 0 ? ECB_ERR_INVALID_ARGUMENT : ECB_ERR_SIZE_OVERFLOW;
        CHECK(ecb_bls_batch_verify(ECB_BLS_MIN_PK, pks, 48 * n, msgs, lens, sigs, 96 * n, n, 1,
                                   valid, &invalid) == want);
        CHECK(invalid == n && valid[0] == 7);
        CHECK(ecb_bls_aggregate(ECB_BLS_MIN_PK, out, sigs, 96 * n, n) == want);
        CHECK(ecb_bls_fast_aggregate_verify(ECB_BLS_MIN_PK, pks, 48 * n, n, msgs[0], 1, sigs) ==
              want);
        CHECK(ecb_bls_aggregate_verify(ECB_BLS_MIN_PK, pks, 48 * n, msgs, lens, n, sigs) == want);
    }
    /* Aggregate at the bound: 2^16 identities sum to the identity */
    uint8_t *ids = calloc(ECB_BLS_MAX_COUNT, 48);
    CHECK(ids != NULL);
    if (ids != NULL) {
        for (size_t i = 0; i < ECB_BLS_MAX_COUNT; i++)
            ids[48 * i] = 0xc0;
        CHECK(ecb_bls_aggregate(ECB_BLS_MIN_SIG, out, ids, 48 * ECB_BLS_MAX_COUNT,
                                ECB_BLS_MAX_COUNT) == ECB_OK);
        CHECK(memcmp(out, ids, 48) == 0);
        free(ids);
    }
    CHECK(ecb_bls_batch_verify(ECB_BLS_MIN_PK, pks, 96, msgs, lens, sigs, 192, 2,
                               ECB_BLS_MAX_THREADS + 1, valid,
                               &invalid) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bls_batch_verify(ECB_BLS_MIN_PK, pks, 95, msgs, lens, sigs, 192, 2, 1, valid,
                               &invalid) == ECB_ERR_LENGTH);
    CHECK(ecb_bls_batch_verify(ECB_BLS_MIN_PK, pks, 96, msgs, lens, sigs, 191, 2, 1, valid,
                               &invalid) == ECB_ERR_LENGTH);
    CHECK(ecb_bls_batch_verify(ECB_BLS_MIN_PK, NULL, 96, msgs, lens, sigs, 192, 2, 1, valid,
                               &invalid) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls_batch_verify((ecb_bls_variant)2, pks, 96, msgs, lens, sigs, 192, 2, 1, valid,
                               &invalid) == ECB_ERR_INVALID_ARGUMENT);
    size_t huge[2] = {1, (size_t)PTRDIFF_MAX + 1};
    CHECK(ecb_bls_batch_verify(ECB_BLS_MIN_PK, pks, 96, msgs, huge, sigs, 192, 2, 1, valid,
                               &invalid) == ECB_ERR_SIZE_OVERFLOW);
    const uint8_t *nullmsg[2] = {msgs[0], NULL};
    CHECK(ecb_bls_batch_verify(ECB_BLS_MIN_PK, pks, 96, nullmsg, lens, sigs, 192, 2, 1, valid,
                               &invalid) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls_aggregate_verify(ECB_BLS_MIN_PK, pks, 96, msgs, huge, 2, sigs) ==
          ECB_ERR_SIZE_OVERFLOW);
    CHECK(valid[0] == 7 && valid[1] == 7);

    /* secret keys and IKM */
    uint8_t sk[32], pk[96], sig[96], ikm[64] = {1};
    static const uint8_t zero[96];
    CHECK(ecb_bls_keygen(sk, ikm, 31, NULL, 0) == ECB_ERR_LENGTH && memcmp(sk, zero, 32) == 0);
    CHECK(ecb_bls_keygen(sk, ikm, 32, NULL, 1) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls_keygen(sk, ikm, SIZE_MAX, NULL, 0) == ECB_ERR_SIZE_OVERFLOW);
    CHECK(ecb_bls_keygen(sk, NULL, 32, NULL, 0) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls_keygen(sk, ikm, 32, NULL, 0) == ECB_OK && memcmp(sk, zero, 32) != 0);
    static const uint8_t r[32] = {0x73, 0xed, 0xa7, 0x53, 0x29, 0x9d, 0x7d, 0x48, 0x33, 0x39, 0xd8,
                                  0x08, 0x09, 0xa1, 0xd8, 0x05, 0x53, 0xbd, 0xa4, 0x02, 0xff, 0xfe,
                                  0x5b, 0xfe, 0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x01};
    uint8_t bad[4][32];
    memset(bad[0], 0, 32);
    memcpy(bad[1], r, 32);
    memcpy(bad[2], r, 32);
    bad[2][31] = 2; /* r + 1 */
    memset(bad[3], 0xff, 32);
    for (int k = 0; k < 4; k++)
        for (int v = 0; v < 2; v++) {
            memset(pk, 0xaa, sizeof pk);
            memset(sig, 0xaa, sizeof sig);
            CHECK(ecb_bls_sk_to_pk((ecb_bls_variant)v, pk, bad[k]) == ECB_ERR_SCALAR_OUT_OF_RANGE);
            CHECK(ecb_bls_sign((ecb_bls_variant)v, sig, bad[k], msgs[0], 1) ==
                  ECB_ERR_SCALAR_OUT_OF_RANGE);
            CHECK(memcmp(pk, zero, ecb_bls_public_key_bytes((ecb_bls_variant)v)) == 0);
            CHECK(memcmp(sig, zero, ecb_bls_signature_bytes((ecb_bls_variant)v)) == 0);
            CHECK(ecb_bls_pop_prove((ecb_bls_variant)v, sig, bad[k]) ==
                  ECB_ERR_SCALAR_OUT_OF_RANGE);
        }
    /* r - 1 is valid */
    memcpy(bad[0], r, 32);
    bad[0][31] = 0;
    CHECK(ecb_bls_sk_to_pk(ECB_BLS_MIN_PK, pk, bad[0]) == ECB_OK);
    CHECK(ecb_bls_sign(ECB_BLS_MIN_PK, sig, sk, NULL, 1) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls_sign(ECB_BLS_MIN_PK, sig, sk, msgs[0], SIZE_MAX) == ECB_ERR_SIZE_OVERFLOW);
    CHECK(ecb_bls_sign((ecb_bls_variant)-1, sig, sk, msgs[0], 1) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bls_verify(ECB_BLS_MIN_PK, pk, msgs[0], SIZE_MAX, sig) == ECB_ERR_SIZE_OVERFLOW);
    CHECK(ecb_bls_public_key_bytes((ecb_bls_variant)5) == 0);
    CHECK(ecb_bls_signature_bytes((ecb_bls_variant)5) == 0);
}

int main(void) {
    tl_init();
    test_crafted();
    test_property();
    test_identities();
    test_aggregate_verify_repeated();
    test_bounds();
    return tl_finish("test_bls_batch");
}
