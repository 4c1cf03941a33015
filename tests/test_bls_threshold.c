/* Threshold BLS signatures (include/ecbatch/bls.h, "threshold signatures"), both variants:
 *  - round trips t of n for several (t, n): every partial verifies alone and in one batch, the
 *    group signature recovered from different t-subsets (and from more than t partials) is the
 *    same, equals Sign with a_0 (a dealing from known coefficients), and verifies with
 *    ecb_bls_verify under ecb_bls_threshold_public_key;
 *  - a naive reference: each partial checked by its own product of two pairings through the
 *    pairing API (public share from ecb_bte_public_share_var, H(m) from hash_to_curve), against
 *    which ecb_bls_threshold_verify and the batch's verdicts are compared;
 *  - batch soundness: crafted batches whose unweighted equation holds (two swapped signatures, a
 *    forged pair s_a + T, s_b - T, two swapped indices), checked to hold with the pairing API,
 *    must be rejected naming exactly the wrong partials; a property test of random batches with
 *    0, 1 or several corrupted partials (11 kinds) naming exactly those, at 1 and 4 threads;
 *    the weights' transcript: every input byte and the seed change the weights, which are
 *    non-zero and 64 bits long;
 *  - recovery's, verification's and signing's statuses (index 0, above n, above 65536,
 *    duplicates, too few, lengths, the other group, points outside the subgroup, bounds). */
#include <stdint.h>

#include "testlib.h"

#include "bls/bls_threshold_internal.h"
#include "ecbatch/bls.h"
#include "ecbatch/bte.h"
#include "ecbatch/pairing.h"

#define MAXN 40
#define PMAX 100 /* bytes of a min-pk partial */

static const char *const dst[2] = {"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_",
                                   "BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_POP_"};

/* Points on the curve outside the prime-order subgroup (../shared/vectors/bls12-381-g1 and -g2
 * encoding.json, c-not-in-subgroup-0). */
static const char *const off_subgroup_hex[2] = {"a672898fdf3af65da1c76cd475a5324ebe8c65fbedc0c16d6d"
                                                "1457af3062c9a65f59b76b0acf3a855620c4ad71167924"
                                                "0912a2c980dde764d9aef424d2caf5bd0f6648dc525c413dc9"
                                                "d8dc397190bfd6866dd2d14a176a999da425a719bdb0ff",
                                                "8a42e513ce763a3eacc70b43fac26f5ee582ab4aedfbab1f47"
                                                "111fe87da1ada63f449fabe8d4a8785977a96865c9ef6c"};

typedef struct dealing {
    ecb_bls_variant v;
    uint32_t t, n;
    size_t pb, sgn, pkn;
    ecb_bte_public *pub;
    ecb_bte_share shares[MAXN];
    uint8_t a0[32];
} dealing;

/* A t-of-n dealing of variant v from random coefficients (a_0 kept). */
static void deal(dealing *d, ecb_bls_variant v, uint32_t t, uint32_t n) {
    uint8_t coeffs[MAXN * 32];
    d->v = v;
    d->t = t;
    d->n = n;
    d->pb = ecb_bls_partial_signature_bytes(v);
    d->sgn = ecb_bls_signature_bytes(v);
    d->pkn = ecb_bls_public_key_bytes(v);
    for (uint32_t k = 0; k < t; k++) {
        uint8_t ikm[32];
        tl_random(ikm, sizeof ikm);
        CHECK(ecb_bls_keygen(coeffs + 32 * k, ikm, sizeof ikm, NULL, 0) == ECB_OK);
    }
    memcpy(d->a0, coeffs, 32);
    ecb_bte_variant bv = v == ECB_BLS_MIN_PK ? ECB_BTE_MINPK : ECB_BTE_MINSIG;
    CHECK(ecb_bte_deal_from_coefficients(&d->pub, d->shares, bv, t, n, coeffs) == ECB_OK);
}

static void sign_all(const dealing *d, uint8_t *partials, const uint8_t *msg, size_t len) {
    for (uint32_t i = 0; i < d->n; i++)
        CHECK(ecb_bls_threshold_sign(d->v, partials + i * d->pb, &d->shares[i], msg, len) ==
              ECB_OK);
}

/* The naive reference: 1 when e(h_x, H(m)) e(-g, s) = 1 for the partial's index x and point s
 * (min-sig swapped), through the pairing API; 0 when not or when it does not decode or its index
 * is refused. */
static int naive_valid(const dealing *d, const uint8_t *partial, const uint8_t *msg, size_t len) {
    uint32_t x = (uint32_t)partial[0] << 24 | (uint32_t)partial[1] << 16 |
                 (uint32_t)partial[2] << 8 | partial[3];
    ecb_bte_point hx;
    if (x == 0 || ecb_bte_public_share_var(d->pub, x - 1, &hx) != ECB_OK) return 0;
    uint8_t ps[2 * 48], qs[2 * 96];
    ecb_bls12_381_g1 g1;
    ecb_bls12_381_g2 g2;
    const uint8_t *s = partial + 4;
    if (d->v == ECB_BLS_MIN_PK) {
        ecb_bte_point_encode(ps, &hx);
        ecb_bls12_381_g1_generator(&g1);
        ecb_bls12_381_g1_negate(&g1, &g1);
        ecb_bls12_381_g1_encode(ps + 48, &g1);
        ecb_bls12_381_g2_hash_to_curve(&g2, msg, len, (const uint8_t *)dst[0], strlen(dst[0]));
        ecb_bls12_381_g2_encode(qs, &g2);
        memcpy(qs + 96, s, 96);
    } else {
        ecb_bte_point_encode(qs, &hx);
        ecb_bls12_381_g2_generator(&g2);
        ecb_bls12_381_g2_negate(&g2, &g2);
        ecb_bls12_381_g2_encode(qs + 96, &g2);
        ecb_bls12_381_g1_hash_to_curve(&g1, msg, len, (const uint8_t *)dst[1], strlen(dst[1]));
        ecb_bls12_381_g1_encode(ps, &g1);
        memcpy(ps + 48, s, 48);
    }
    ecb_bls12_381_gt out;
    if (ecb_bls12_381_multi_pairing(&out, ps, sizeof ps, qs, sizeof qs, 2) != ECB_OK) return 0;
    return ecb_bls12_381_gt_is_one(&out);
}

/* The unweighted batch equation e(sum_i h_{x_i}, H(m)) = e(g, sum_i s_i) through the group and
 * pairing APIs: what a verifier without weights would accept. */
static int plain_sum_holds(const dealing *d, const uint8_t *partials, size_t n, const uint8_t *msg,
                           size_t len) {
    uint8_t agg[96], ps[2 * 48], qs[2 * 96], sigs[MAXN * 96];
    ecb_bls12_381_g1 g1, h1, acc1;
    ecb_bls12_381_g2 g2, h2, acc2;
    ecb_bls12_381_g1_identity(&acc1);
    ecb_bls12_381_g2_identity(&acc2);
    for (size_t i = 0; i < n; i++) {
        const uint8_t *p = partials + i * d->pb;
        uint32_t x = (uint32_t)p[2] << 8 | p[3];
        ecb_bte_point hx;
        uint8_t enc[96];
        CHECK(ecb_bte_public_share_var(d->pub, x - 1, &hx) == ECB_OK);
        ecb_bte_point_encode(enc, &hx);
        if (d->v == ECB_BLS_MIN_PK) {
            CHECK(ecb_bls12_381_g1_decode(&h1, enc) == ECB_OK);
            ecb_bls12_381_g1_add(&acc1, &acc1, &h1);
        } else {
            CHECK(ecb_bls12_381_g2_decode(&h2, enc) == ECB_OK);
            ecb_bls12_381_g2_add(&acc2, &acc2, &h2);
        }
        memcpy(sigs + i * d->sgn, p + 4, d->sgn);
    }
    if (ecb_bls_aggregate(d->v, agg, sigs, n * d->sgn, n) != ECB_OK) return 0;
    if (d->v == ECB_BLS_MIN_PK) {
        ecb_bls12_381_g1_encode(ps, &acc1);
        ecb_bls12_381_g1_generator(&g1);
        ecb_bls12_381_g1_negate(&g1, &g1);
        ecb_bls12_381_g1_encode(ps + 48, &g1);
        ecb_bls12_381_g2_hash_to_curve(&g2, msg, len, (const uint8_t *)dst[0], strlen(dst[0]));
        ecb_bls12_381_g2_encode(qs, &g2);
        memcpy(qs + 96, agg, 96);
    } else {
        ecb_bls12_381_g2_encode(qs, &acc2);
        ecb_bls12_381_g2_generator(&g2);
        ecb_bls12_381_g2_negate(&g2, &g2);
        ecb_bls12_381_g2_encode(qs + 96, &g2);
        ecb_bls12_381_g1_hash_to_curve(&g1, msg, len, (const uint8_t *)dst[1], strlen(dst[1]));
        ecb_bls12_381_g1_encode(ps, &g1);
        memcpy(ps + 48, agg, 48);
    }
    ecb_bls12_381_gt out;
    if (ecb_bls12_381_multi_pairing(&out, ps, sizeof ps, qs, sizeof qs, 2) != ECB_OK) return 0;
    return ecb_bls12_381_gt_is_one(&out);
}

/* 1 when batch verification of the n partials names exactly those the naive reference refuses,
 * and those in bad[0..nbad) are among them (nbad = (size_t)-1: do not compare with bad). */
static int batch_agrees(const dealing *d, const uint8_t *partials, size_t n, const uint8_t *msg,
                        size_t len, unsigned threads, const size_t *bad, size_t nbad) {
    uint8_t valid[MAXN + 8];
    size_t invalid = 12345, want = 0;
    ecb_status st = ecb_bls_threshold_batch_verify(d->v, d->pub, msg, len, partials, n * d->pb, n,
                                                   threads, valid, &invalid);
    int ok = 1;
    for (size_t i = 0; i < n; i++) {
        int ref = naive_valid(d, partials + i * d->pb, msg, len);
        ecb_status one =
            ecb_bls_threshold_verify(d->v, d->pub, msg, len, partials + i * d->pb, d->pb);
        want += !ref;
        ok = ok && valid[i] == ref && (one == ECB_OK) == ref;
        for (size_t k = 0; nbad != (size_t)-1 && k < nbad; k++)
            ok = ok && !(bad[k] == i && ref);
    }
    if (nbad != (size_t)-1) ok = ok && want >= (nbad > 0);
    ok = ok && invalid == want && st == (want == 0 ? ECB_OK : ECB_ERR_VERIFY_FAILED);
    if (!ok)
        fprintf(stderr, "batch of %zu (t %u n %u, variant %d): status %s, invalid %zu, want %zu\n",
                n, d->t, d->n, (int)d->v, ecb_status_str(st), invalid, want);
    return ok;
}

static void group_key(const dealing *d, uint8_t *pk) {
    ecb_bte_point h;
    CHECK(ecb_bls_threshold_public_key(d->v, pk, d->pub) == ECB_OK);
    ecb_bte_public_key(d->pub, &h);
    uint8_t enc[96];
    ecb_bte_point_encode(enc, &h);
    CHECK_MEM(pk, enc, d->pkn);
}

/* Copies the partials of the share indices sel[0..k) into out. */
static void pick(const dealing *d, uint8_t *out, const uint8_t *all, const uint32_t *sel,
                 size_t k) {
    for (size_t j = 0; j < k; j++)
        memcpy(out + j * d->pb, all + sel[j] * d->pb, d->pb);
}

static void test_roundtrips(void) {
    static const uint32_t tn[][2] = {{1, 1}, {1, 4}, {2, 3}, {3, 5}, {4, 4}, {5, 9}, {7, 20}};
    const uint8_t msg[] = "threshold message";
    for (int v = 0; v < 2; v++)
        for (size_t c = 0; c < sizeof tn / sizeof tn[0]; c++) {
            dealing d;
            deal(&d, (ecb_bls_variant)v, tn[c][0], tn[c][1]);
            uint32_t t = d.t, n = d.n;
            uint8_t all[MAXN * PMAX], sub[MAXN * PMAX], sig[96], want[96], pk[96];
            sign_all(&d, all, msg, sizeof msg);
            for (uint32_t i = 0; i < n; i++) {
                CHECK(all[i * d.pb + 3] == i + 1 && all[i * d.pb] == 0);
                CHECK(naive_valid(&d, all + i * d.pb, msg, sizeof msg));
            }
            CHECK(batch_agrees(&d, all, n, msg, sizeof msg, 1, NULL, 0));
            CHECK(ecb_bls_sign(d.v, want, d.a0, msg, sizeof msg) == ECB_OK);
            group_key(&d, pk);
            /* subsets: the first t, the last t, every other one, a random one; all n */
            uint32_t sel[MAXN];
            for (int s = 0; s < 5; s++) {
                size_t k = s == 4 ? n : t;
                uint32_t perm[MAXN];
                for (uint32_t i = 0; i < n; i++)
                    perm[i] = i;
                for (uint32_t i = n; i > 1; i--) { /* a random order of the shares */
                    uint32_t r;
                    tl_random(&r, sizeof r);
                    uint32_t j = r % i, tmp = perm[i - 1];
                    perm[i - 1] = perm[j];
                    perm[j] = tmp;
                }
                for (size_t j = 0; j < k; j++)
                    sel[j] = s == 0   ? (uint32_t)j
                             : s == 1 ? n - t + (uint32_t)j
                             : s == 2 ? (uint32_t)(2 * j) % n
                                      : perm[j];
                if (s == 2 && 2 * t > n) continue; /* every other one needs n >= 2t */
                pick(&d, sub, all, sel, k);
                memset(sig, 0xaa, sizeof sig);
                CHECK(ecb_bls_threshold_recover(d.v, d.pub, sig, sub, k * d.pb, k,
                                                s == 3 ? 4 : 1) == ECB_OK);
                CHECK_MEM(sig, want, d.sgn);
                CHECK(ecb_bls_verify(d.v, pk, msg, sizeof msg, sig) == ECB_OK);
            }
            /* t - 1 partials are too few */
            if (t > 1)
                CHECK(ecb_bls_threshold_recover(d.v, d.pub, sig, all, (t - 1) * d.pb, t - 1, 1) ==
                      ECB_ERR_TOO_FEW);
            ecb_bte_public_free(d.pub);
        }
}

/* Swaps bytes [off, off + len) of partials a and b. */
static void swap_part(const dealing *d, uint8_t *partials, size_t a, size_t b, size_t off,
                      size_t len) {
    uint8_t tmp[PMAX];
    memcpy(tmp, partials + a * d->pb + off, len);
    memcpy(partials + a * d->pb + off, partials + b * d->pb + off, len);
    memcpy(partials + b * d->pb + off, tmp, len);
}

/* Adds sign * T to the signature of partial i, T = hash_to_curve("T"). */
static void shift_signature(const dealing *d, uint8_t *partials, size_t i, int sign) {
    uint8_t *s = partials + i * d->pb + 4;
    if (d->v == ECB_BLS_MIN_PK) {
        ecb_bls12_381_g2 t, p;
        ecb_bls12_381_g2_hash_to_curve(&t, (const uint8_t *)"T", 1, (const uint8_t *)"test", 4);
        if (sign < 0) ecb_bls12_381_g2_negate(&t, &t);
        CHECK(ecb_bls12_381_g2_decode(&p, s) == ECB_OK);
        ecb_bls12_381_g2_add(&p, &p, &t);
        ecb_bls12_381_g2_encode(s, &p);
    } else {
        ecb_bls12_381_g1 t, p;
        ecb_bls12_381_g1_hash_to_curve(&t, (const uint8_t *)"T", 1, (const uint8_t *)"test", 4);
        if (sign < 0) ecb_bls12_381_g1_negate(&t, &t);
        CHECK(ecb_bls12_381_g1_decode(&p, s) == ECB_OK);
        ecb_bls12_381_g1_add(&p, &p, &t);
        ecb_bls12_381_g1_encode(s, &p);
    }
}

static int names_exactly(const dealing *d, const uint8_t *partials, size_t n, const uint8_t *msg,
                         size_t len, const size_t *bad, size_t nbad) {
    uint8_t valid[MAXN];
    size_t invalid = 0;
    ecb_status st = ecb_bls_threshold_batch_verify(d->v, d->pub, msg, len, partials, n * d->pb, n,
                                                   1, valid, &invalid);
    int ok = st == (nbad ? ECB_ERR_VERIFY_FAILED : ECB_OK) && invalid == nbad;
    for (size_t i = 0; i < n; i++) {
        int is_bad = 0;
        for (size_t k = 0; k < nbad; k++)
            is_bad |= bad[k] == i;
        ok = ok && valid[i] == !is_bad;
    }
    return ok;
}

static void test_crafted(void) {
    const uint8_t msg[] = "crafted";
    for (int v = 0; v < 2; v++) {
        dealing d;
        deal(&d, (ecb_bls_variant)v, 3, 8);
        uint8_t all[MAXN * PMAX], b[MAXN * PMAX];
        sign_all(&d, all, msg, sizeof msg);
        CHECK(names_exactly(&d, all, 8, msg, sizeof msg, NULL, 0));
        CHECK(plain_sum_holds(&d, all, 8, msg, sizeof msg) == 1);
        /* two signatures swapped between partials 2 and 5: each wrong, the sums right */
        memcpy(b, all, 8 * d.pb);
        swap_part(&d, b, 2, 5, 4, d.sgn);
        CHECK(plain_sum_holds(&d, b, 8, msg, sizeof msg) == 1);
        size_t two_five[2] = {2, 5};
        CHECK(names_exactly(&d, b, 8, msg, sizeof msg, two_five, 2));
        /* the same pair with their indices swapped instead */
        memcpy(b, all, 8 * d.pb);
        swap_part(&d, b, 2, 5, 0, 4);
        CHECK(plain_sum_holds(&d, b, 8, msg, sizeof msg) == 1);
        CHECK(names_exactly(&d, b, 8, msg, sizeof msg, two_five, 2));
        /* forged: s_0 + T and s_7 - T */
        memcpy(b, all, 8 * d.pb);
        shift_signature(&d, b, 0, 1);
        shift_signature(&d, b, 7, -1);
        CHECK(plain_sum_holds(&d, b, 8, msg, sizeof msg) == 1);
        size_t zero_seven[2] = {0, 7};
        CHECK(names_exactly(&d, b, 8, msg, sizeof msg, zero_seven, 2));
        /* a partial given twice is checked twice (indices may repeat in a batch) */
        memcpy(b, all, 8 * d.pb);
        memcpy(b + 8 * d.pb, all + 3 * d.pb, d.pb);
        CHECK(names_exactly(&d, b, 9, msg, sizeof msg, NULL, 0));
        ecb_bte_public_free(d.pub);
    }
}

/* Corrupts partial i of partials (signed by d on msg) in one of eleven ways. */
static void corrupt(const dealing *d, uint8_t *partials, size_t i, unsigned how) {
    uint8_t *p = partials + i * d->pb;
    uint8_t other[PMAX];
    switch (how % 11) {
    case 0: /* a signature of another message */
        CHECK(ecb_bls_threshold_sign(d->v, other, &d->shares[(p[3] - 1u) % d->n],
                                     (const uint8_t *)"other", 5) == ECB_OK);
        memcpy(p, other, d->pb);
        break;
    case 1: /* another participant's index (its neighbour's; above n when n = 1) */
        p[3] = (uint8_t)(d->n == 1 ? 2 : p[3] % d->n + 1);
        break;
    case 2: /* the negated signature (sort flag flipped) */
        p[4] ^= 0x20;
        break;
    case 3: /* the identity signature */
        memset(p + 4, 0, d->sgn);
        p[4] = 0xc0;
        break;
    case 4: /* a signature that does not decode (compression bit cleared) */
        p[4] &= 0x7f;
        break;
    case 5: /* index 0 */
        memset(p, 0, 4);
        break;
    case 6: /* an index above n */
        p[2] = 0;
        p[3] = (uint8_t)(d->n + 1);
        break;
    case 7: /* an index above 2^16 */
        p[1] = 1;
        p[3] = 1;
        break;
    case 8: /* a point on the curve outside the subgroup */
        CHECK(tl_hex_to_bytes(p + 4, d->sgn, off_subgroup_hex[d->v == ECB_BLS_MIN_PK ? 0 : 1]) ==
              0);
        break;
    case 9: /* the signature shifted by T */
        shift_signature(d, partials, i, 1);
        break;
    default: /* the index in the high bytes (x + 2^24) */
        p[0] = 1;
        break;
    }
}

static void test_property(void) {
    int rounds = tl_quick() ? 8 : 24;
    for (int r = 0; r < rounds; r++) {
        uint32_t rnd[8];
        tl_random(rnd, sizeof rnd);
        dealing d;
        uint32_t n = 1 + rnd[0] % 12, t = 1 + rnd[1] % n;
        deal(&d, (r & 1) ? ECB_BLS_MIN_SIG : ECB_BLS_MIN_PK, t, n);
        uint8_t msg[24], all[MAXN * PMAX], b[MAXN * PMAX];
        size_t len = rnd[2] % sizeof msg, m = 1 + rnd[3] % 24;
        tl_random(msg, len);
        sign_all(&d, all, msg, len);
        for (size_t j = 0; j < m; j++) /* m partials of random participants */
            memcpy(b + j * d.pb, all + (rnd[4 + j % 4] >> (j % 8)) % n * d.pb, d.pb);
        CHECK(batch_agrees(&d, b, m, msg, len, 1, NULL, 0));
        size_t bad[3], nbad = 0;
        for (size_t k = 0; k < 1 + rnd[5] % 3; k++) { /* distinct members, each corrupted once */
            size_t i = (rnd[6] >> (4 * k)) % m;
            int seen = 0;
            for (size_t q = 0; q < nbad; q++)
                seen |= bad[q] == i;
            if (seen) continue;
            bad[nbad++] = i;
            corrupt(&d, b, i, rnd[7] >> (5 * k));
        }
        int ok1 = batch_agrees(&d, b, m, msg, len, 1, bad, nbad);
        int ok4 = batch_agrees(&d, b, m, msg, len, 4, bad, nbad);
        CHECK(ok1);
        CHECK(ok4);
        if (!ok1 || !ok4)
            fprintf(stderr, "round %d: t %u n %u m %zu bad %zu kinds %u\n", r, t, n, m, nbad,
                    rnd[7] % 11);
        ecb_bte_public_free(d.pub);
    }
}

/* The weights: non-zero, 64 bits, and changed by every input byte and by the seed. */
static void test_weights(void) {
    const uint8_t msg[] = "weights";
    dealing d;
    deal(&d, ECB_BLS_MIN_PK, 3, 5);
    uint8_t all[5 * PMAX], seed[32] = {1};
    sign_all(&d, all, msg, sizeof msg);
    const bls_suite *s = bls_suite_of(ECB_BLS_MIN_PK);
    ecb_bls12_381_scalar w0[5], w1[5];
    bls_threshold_weights(w0, s, d.pub, msg, sizeof msg, all, 5, seed);
    int long_weights = 0; /* 64 bits: below 2^64, and not all below 2^32 */
    for (int i = 0; i < 5; i++) {
        CHECK(w0[i].v[0] != 0 && (w0[i].v[1] | w0[i].v[2] | w0[i].v[3]) == 0);
        long_weights |= w0[i].v[0] >> 32 != 0;
    }
    CHECK(long_weights);
    CHECK(memcmp(&w0[0], &w0[1], sizeof w0[0]) != 0);
    int all_change = 1;
    for (size_t byte = 0; byte < 5 * d.pb; byte += 7) {
        all[byte] ^= 1;
        bls_threshold_weights(w1, s, d.pub, msg, sizeof msg, all, 5, seed);
        all[byte] ^= 1;
        for (int i = 0; i < 5; i++)
            all_change &= memcmp(&w0[i], &w1[i], sizeof w0[i]) != 0;
    }
    CHECK(all_change);
    seed[31] ^= 0x80;
    bls_threshold_weights(w1, s, d.pub, msg, sizeof msg, all, 5, seed);
    CHECK(memcmp(w0, w1, sizeof w0) != 0);
    seed[31] ^= 0x80;
    bls_threshold_weights(w1, s, d.pub, msg, sizeof msg - 1, all, 5, seed);
    CHECK(memcmp(w0, w1, sizeof w0) != 0);
    dealing e; /* another polynomial */
    deal(&e, ECB_BLS_MIN_PK, 3, 5);
    bls_threshold_weights(w1, s, e.pub, msg, sizeof msg, all, 5, seed);
    CHECK(memcmp(w0, w1, sizeof w0) != 0);
    /* with fixed weights the verdict is reproducible; any seed rejects the swapped pair */
    uint8_t valid[5];
    size_t invalid;
    swap_part(&d, all, 1, 3, 4, d.sgn);
    for (int k = 0; k < 4; k++) {
        seed[0] = (uint8_t)k;
        CHECK(bls_threshold_batch_verify_seeded(s, d.pub, msg, sizeof msg, all, 5, 1, seed, valid,
                                                &invalid) == ECB_ERR_VERIFY_FAILED);
        CHECK(invalid == 2 && !valid[1] && !valid[3] && valid[0] && valid[2] && valid[4]);
    }
    ecb_bte_public_free(d.pub);
    ecb_bte_public_free(e.pub);
}

static void test_statuses(void) {
    const uint8_t msg[] = "statuses";
    for (int v = 0; v < 2; v++) {
        dealing d, other;
        deal(&d, (ecb_bls_variant)v, 3, 6);
        deal(&other, (ecb_bls_variant)(1 - v), 3, 6);
        ecb_bls_variant vv = d.v;
        uint8_t all[6 * PMAX], p[PMAX + 1], sig[96], pk[96];
        const size_t pb = d.pb;
        sign_all(&d, all, msg, sizeof msg);
        CHECK(pb == (v == 0 ? 100u : 52u));
        /* the other group's polynomial */
        CHECK(ecb_bls_threshold_verify(vv, other.pub, msg, sizeof msg, all, pb) ==
              ECB_ERR_WRONG_GROUP);
        CHECK(ecb_bls_threshold_batch_verify(vv, other.pub, msg, sizeof msg, all, pb, 1, 1, NULL,
                                             NULL) == ECB_ERR_WRONG_GROUP);
        CHECK(ecb_bls_threshold_recover(vv, other.pub, sig, all, 3 * pb, 3, 1) ==
              ECB_ERR_WRONG_GROUP);
        CHECK(ecb_bls_threshold_public_key(vv, pk, other.pub) == ECB_ERR_WRONG_GROUP);
        /* verify: length, index 0, above n, above 2^16, decoding, equation */
        CHECK(ecb_bls_threshold_verify(vv, d.pub, msg, sizeof msg, all, pb) == ECB_OK);
        CHECK(ecb_bls_threshold_verify(vv, d.pub, msg, sizeof msg, all, pb - 1) == ECB_ERR_LENGTH);
        CHECK(ecb_bls_threshold_verify(vv, d.pub, msg, sizeof msg, all, pb + 1) == ECB_ERR_LENGTH);
        memcpy(p, all, pb);
        memset(p, 0, 4);
        CHECK(ecb_bls_threshold_verify(vv, d.pub, msg, sizeof msg, p, pb) == ECB_ERR_ZERO_INDEX);
        p[3] = 7;
        CHECK(ecb_bls_threshold_verify(vv, d.pub, msg, sizeof msg, p, pb) ==
              ECB_ERR_INDEX_OUT_OF_RANGE);
        p[3] = 6;
        CHECK(ecb_bls_threshold_verify(vv, d.pub, msg, sizeof msg, p, pb) == ECB_ERR_VERIFY_FAILED);
        CHECK(ecb_bls_threshold_verify(vv, d.pub, msg, sizeof msg - 1, all, pb) ==
              ECB_ERR_VERIFY_FAILED);
        memcpy(p, all, pb);
        p[4] &= 0x7f;
        CHECK(ecb_bls_threshold_verify(vv, d.pub, msg, sizeof msg, p, pb) == ECB_ERR_BAD_FLAGS);
        CHECK(tl_hex_to_bytes(p + 4, d.sgn, off_subgroup_hex[v]) == 0);
        CHECK(ecb_bls_threshold_verify(vv, d.pub, msg, sizeof msg, p, pb) ==
              ECB_ERR_NOT_IN_SUBGROUP);
        /* a decoded polynomial knows no n: up to 2^16 */
        uint8_t enc[1 + 1 + 3 * 96];
        ecb_bte_public *dec = NULL;
        size_t enc_len = ecb_bte_public_encoded_size(d.pub);
        ecb_bte_public_encode(enc, d.pub);
        CHECK(ecb_bte_public_decode(&dec, (ecb_bte_variant)v, enc, enc_len) == ECB_OK);
        memcpy(p, all, pb);
        p[3] = 7;
        CHECK(ecb_bls_threshold_verify(vv, dec, msg, sizeof msg, p, pb) == ECB_ERR_VERIFY_FAILED);
        p[1] = 1, p[2] = 0, p[3] = 0; /* 2^16 */
        CHECK(ecb_bls_threshold_verify(vv, dec, msg, sizeof msg, p, pb) == ECB_ERR_VERIFY_FAILED);
        p[3] = 1;
        CHECK(ecb_bls_threshold_verify(vv, dec, msg, sizeof msg, p, pb) ==
              ECB_ERR_INDEX_OUT_OF_RANGE);
        CHECK(ecb_bls_threshold_verify(vv, dec, msg, sizeof msg, all + 2 * pb, pb) == ECB_OK);
        /* recover: indices, too few, duplicates, decoding, lengths */
        uint8_t want[96], sub[4 * PMAX];
        CHECK(ecb_bls_threshold_recover(vv, d.pub, want, all, 3 * pb, 3, 1) == ECB_OK);
        CHECK(ecb_bls_threshold_recover(vv, dec, sig, all + pb, 3 * pb, 3, 1) == ECB_OK);
        CHECK_MEM(sig, want, d.sgn);
        memcpy(sub, all, 3 * pb);
        memcpy(sub + 3 * pb, all + pb, pb);
        CHECK(ecb_bls_threshold_recover(vv, d.pub, sig, sub, 4 * pb, 4, 1) ==
              ECB_ERR_DUPLICATE_INDEX);
        CHECK(sig[0] == 0 && memcmp(sig, sig + 1, d.sgn - 1) == 0);
        memcpy(sub + 3 * pb, all + 5 * pb, pb);
        CHECK(ecb_bls_threshold_recover(vv, d.pub, sig, sub, 4 * pb, 4, 1) == ECB_OK);
        CHECK_MEM(sig, want, d.sgn);
        sub[3 * pb + 3] = 0;
        CHECK(ecb_bls_threshold_recover(vv, d.pub, sig, sub, 4 * pb, 4, 1) == ECB_ERR_ZERO_INDEX);
        sub[3 * pb + 3] = 9;
        CHECK(ecb_bls_threshold_recover(vv, d.pub, sig, sub, 4 * pb, 4, 1) ==
              ECB_ERR_INDEX_OUT_OF_RANGE);
        /* index errors come before too few */
        CHECK(ecb_bls_threshold_recover(vv, d.pub, sig, sub + 3 * pb, pb, 1, 1) ==
              ECB_ERR_INDEX_OUT_OF_RANGE);
        CHECK(ecb_bls_threshold_recover(vv, d.pub, sig, sub, 2 * pb, 2, 1) == ECB_ERR_TOO_FEW);
        CHECK(ecb_bls_threshold_recover(vv, d.pub, sig, sub, 0, 0, 1) == ECB_ERR_TOO_FEW);
        memcpy(sub, all, 3 * pb);
        sub[2 * pb + 4] &= 0x7f;
        CHECK(ecb_bls_threshold_recover(vv, d.pub, sig, sub, 3 * pb, 3, 1) == ECB_ERR_BAD_FLAGS);
        CHECK(tl_hex_to_bytes(sub + 2 * pb + 4, d.sgn, off_subgroup_hex[v]) == 0);
        CHECK(ecb_bls_threshold_recover(vv, d.pub, sig, sub, 3 * pb, 3, 1) ==
              ECB_ERR_NOT_IN_SUBGROUP);
        CHECK(ecb_bls_threshold_recover(vv, d.pub, sig, all, 3 * pb - 1, 3, 1) == ECB_ERR_LENGTH);
        CHECK(ecb_bls_threshold_recover(vv, d.pub, sig, all, 3 * pb, SIZE_MAX, 1) ==
              ECB_ERR_SIZE_OVERFLOW);
        CHECK(ecb_bls_threshold_recover(vv, d.pub, sig, all, 3 * pb, ECB_BLS_MAX_PARTIALS + 1, 1) ==
              ECB_ERR_SIZE_OVERFLOW);
        CHECK(ecb_bls_threshold_recover(vv, d.pub, sig, all, 3 * pb, 3, ECB_BLS_MAX_THREADS + 1) ==
              ECB_ERR_INVALID_ARGUMENT);
        CHECK(ecb_bls_threshold_recover((ecb_bls_variant)2, d.pub, sig, all, 3 * pb, 3, 1) ==
              ECB_ERR_INVALID_ARGUMENT);
        CHECK(ecb_bls_threshold_recover(vv, NULL, sig, all, 3 * pb, 3, 1) == ECB_ERR_NULL_POINTER);
        CHECK(ecb_bls_threshold_recover(vv, d.pub, sig, NULL, 3 * pb, 3, 1) ==
              ECB_ERR_NULL_POINTER);
        /* sign: index bound, secret range, zero secret */
        ecb_bte_share sh = d.shares[0];
        uint8_t q[PMAX];
        sh.index = ECB_BTE_MAX_PARTICIPANTS - 1;
        CHECK(ecb_bls_threshold_sign(vv, q, &sh, msg, sizeof msg) == ECB_OK);
        CHECK(q[0] == 0 && q[1] == 1 && q[2] == 0 && q[3] == 0);
        sh.index = ECB_BTE_MAX_PARTICIPANTS;
        memset(q, 0xaa, sizeof q);
        CHECK(ecb_bls_threshold_sign(vv, q, &sh, msg, sizeof msg) == ECB_ERR_INDEX_OUT_OF_RANGE);
        CHECK(q[0] == 0 && memcmp(q, q + 1, pb - 1) == 0);
        sh.index = 0;
        memset(sh.secret, 0xff, 32);
        CHECK(ecb_bls_threshold_sign(vv, q, &sh, msg, sizeof msg) == ECB_ERR_SCALAR_OUT_OF_RANGE);
        CHECK(q[0] == 0 && memcmp(q, q + 1, pb - 1) == 0);
        memset(sh.secret, 0, 32);
        CHECK(ecb_bls_threshold_sign(vv, q, &sh, msg, sizeof msg) == ECB_OK);
        CHECK(q[3] == 1 && q[4] == 0xc0); /* the identity */
        CHECK(ecb_bls_threshold_sign(vv, q, &sh, NULL, 1) == ECB_ERR_NULL_POINTER);
        CHECK(ecb_bls_threshold_sign(vv, q, &sh, msg, SIZE_MAX) == ECB_ERR_SIZE_OVERFLOW);
        CHECK(ecb_bls_threshold_sign(vv, q, NULL, msg, 1) == ECB_ERR_NULL_POINTER);
        CHECK(ecb_bls_threshold_sign((ecb_bls_variant)7, q, &sh, msg, 1) ==
              ECB_ERR_INVALID_ARGUMENT);
        /* batch: argument errors leave valid untouched and set *invalid = n */
        uint8_t valid[6] = {7, 7, 7, 7, 7, 7};
        size_t invalid = 0;
        const size_t big[3] = {0, ECB_BLS_MAX_PARTIALS + 1, SIZE_MAX};
        for (int k = 0; k < 3; k++) {
            CHECK(ecb_bls_threshold_batch_verify(vv, d.pub, msg, sizeof msg, all, big[k] * pb,
                                                 big[k], 1, valid, &invalid) ==
                  (k == 0 ? ECB_ERR_INVALID_ARGUMENT : ECB_ERR_SIZE_OVERFLOW));
            CHECK(invalid == big[k]);
        }
        CHECK(ecb_bls_threshold_batch_verify(vv, d.pub, msg, sizeof msg, all, 6 * pb - 1, 6, 1,
                                             valid, &invalid) == ECB_ERR_LENGTH);
        CHECK(ecb_bls_threshold_batch_verify(vv, d.pub, msg, SIZE_MAX, all, 6 * pb, 6, 1, valid,
                                             &invalid) == ECB_ERR_SIZE_OVERFLOW);
        CHECK(ecb_bls_threshold_batch_verify(vv, d.pub, NULL, 1, all, 6 * pb, 6, 1, valid,
                                             &invalid) == ECB_ERR_NULL_POINTER);
        CHECK(ecb_bls_threshold_batch_verify(vv, d.pub, msg, sizeof msg, all, 6 * pb, 6,
                                             ECB_BLS_MAX_THREADS + 1, valid,
                                             &invalid) == ECB_ERR_INVALID_ARGUMENT);
        CHECK(valid[0] == 7 && valid[5] == 7 && invalid == 6);
        CHECK(ecb_bls_threshold_batch_verify(vv, d.pub, msg, sizeof msg, all, 6 * pb, 6,
                                             ECB_BLS_MAX_THREADS, valid, &invalid) == ECB_OK);
        CHECK(invalid == 0 && valid[0] == 1 && valid[5] == 1);
        CHECK(ecb_bls_threshold_batch_verify(vv, d.pub, msg, sizeof msg, all, 6 * pb, 6, 1, NULL,
                                             NULL) == ECB_OK);
        CHECK(ecb_bls_threshold_public_key((ecb_bls_variant)3, pk, d.pub) ==
              ECB_ERR_INVALID_ARGUMENT);
        CHECK(ecb_bls_threshold_public_key(vv, pk, NULL) == ECB_ERR_NULL_POINTER);
        CHECK(ecb_bls_partial_signature_bytes((ecb_bls_variant)3) == 0);
        ecb_bte_public_free(dec);
        ecb_bte_public_free(d.pub);
        ecb_bte_public_free(other.pub);
    }
}

/* t = 67 of n = 100 (the goal's shape): 100 partials in one batch, two corrupted; recovery from
 * 67 non-contiguous partials equals the one from 67 contiguous ones (integer and field weights). */
static void test_large(void) {
    const uint8_t msg[] = "sixty-seven of a hundred";
    for (int v = 0; v < 2; v++) {
        static uint8_t coeffs[67 * 32], all[100 * PMAX], sub[67 * PMAX];
        static ecb_bte_share shares[100];
        ecb_bte_public *pub = NULL;
        for (int k = 0; k < 67; k++) {
            tl_random(coeffs + 32 * k, 32);
            coeffs[32 * k] &= 0x3f;
        }
        CHECK(ecb_bte_deal_from_coefficients(&pub, shares, (ecb_bte_variant)v, 67, 100, coeffs) ==
              ECB_OK);
        ecb_bls_variant vv = (ecb_bls_variant)v;
        size_t pb = ecb_bls_partial_signature_bytes(vv), sgn = ecb_bls_signature_bytes(vv);
        for (int i = 0; i < 100; i++)
            CHECK(ecb_bls_threshold_sign(vv, all + i * pb, &shares[i], msg, sizeof msg) == ECB_OK);
        uint8_t valid[100];
        size_t invalid = 0;
        CHECK(ecb_bls_threshold_batch_verify(vv, pub, msg, sizeof msg, all, 100 * pb, 100, 2, valid,
                                             &invalid) == ECB_OK);
        all[17 * pb + 4] ^= 0x20;
        all[90 * pb + 3] ^= 3;
        CHECK(ecb_bls_threshold_batch_verify(vv, pub, msg, sizeof msg, all, 100 * pb, 100, 2, valid,
                                             &invalid) == ECB_ERR_VERIFY_FAILED);
        CHECK(invalid == 2 && !valid[17] && !valid[90] && valid[16] && valid[18] && valid[89]);
        all[17 * pb + 4] ^= 0x20;
        all[90 * pb + 3] ^= 3;
        uint8_t a[96], b[96], want[96], pk[96];
        CHECK(ecb_bls_threshold_recover(vv, pub, a, all, 67 * pb, 67, 1) == ECB_OK);
        for (int j = 0; j < 67; j++) /* shares 0, 3, 6, ... then 1, 4, ...: every third first */
            memcpy(sub + j * pb, all + ((3 * j) % 99 + (3 * j) / 99) * pb, pb);
        CHECK(ecb_bls_threshold_recover(vv, pub, b, sub, 67 * pb, 67, 2) == ECB_OK);
        CHECK_MEM(a, b, sgn);
        uint8_t a0[32];
        memcpy(a0, coeffs, 32);
        CHECK(ecb_bls_sign(vv, want, a0, msg, sizeof msg) == ECB_OK);
        CHECK_MEM(a, want, sgn);
        CHECK(ecb_bls_threshold_public_key(vv, pk, pub) == ECB_OK);
        CHECK(ecb_bls_verify(vv, pk, msg, sizeof msg, a) == ECB_OK);
        ecb_bte_public_free(pub);
    }
}

int main(void) {
    tl_init();
    test_roundtrips();
    test_crafted();
    test_property();
    test_weights();
    test_statuses();
    test_large();
    return tl_finish("test_bls_threshold");
}
