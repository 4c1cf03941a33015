/* The product of pairings in eight IFMA lanes (src/pairing/pairing_381_x8_ifma.c,
 * src/field/bls12/fp12_381_x8_ifma.c) against the serial loop (pairing_381.c):
 *  - the lane tower: Fp12 squaring and the sparse line product lane-wise against fp12_381's,
 *    pack/unpack round trips, aliasing;
 *  - the Miller loop's value (before the final exponentiation: the same Fp12 element, not only
 *    the same pairing) and the 576-byte GT encodings for k = 1 .. 20, 64, 65 and 129 pairs (one,
 *    two and three passes, partly filled groups), with identity pairs on either side at various
 *    positions, all pairs identities, and fewer live pairs than the lanes' threshold;
 *  - prepared lines, with identity entries and identity P mixed in, against the serial prepared
 *    loop and the unprepared one; the public API (affine, prepared, bytes) against the serial
 *    value;
 *  - bilinearity through the lanes: prod e(a_i P, b_i Q) = e(P, Q)^(sum a_i b_i).
 * The lanes run only at level ifma; at adx and portable (and on a CPU without IFMA) the
 * dispatching functions and the public API are still checked against the serial loop. */
#include "testlib.h"

#include "ecbatch/bls12_381.h"
#include "ecbatch/pairing.h"
#include "field/bls12/fp12_381_x8_ifma.h"
#include "field/bls12/fr381.h"
#include "pairing/gt_381.h"
#include "pairing/pairing_381.h"
#include "pairing/pairing_381_x8_ifma.h"
#include "util/cpu.h"

#define MAX_PAIRS 129

static int lanes; /* 1 when the lane functions may run */

static void rand_fp(fp381 *r) {
    uint8_t b[48];
    do {
        tl_random(b, 48);
        b[0] &= 0x1f;
    } while (fp381_decode(r, b) != ECB_OK);
}

static void rand_fp2(fp2_381 *r) {
    rand_fp(&r->c0);
    rand_fp(&r->c1);
}

static void rand_fp12(fp12_381 *r) {
    fp2_381 *c = (fp2_381 *)r;
    for (int i = 0; i < 6; i++)
        rand_fp2(&c[i]);
}

static void rand_scalar(ecb_bls12_381_scalar *k) {
    uint8_t b[64];
    tl_random(b, 64);
    ecb_bls12_381_scalar_reduce64(k, b);
}

static void g1_mul_aff(g1_381_aff *r, const ecb_bls12_381_scalar *k) {
    ecb_bls12_381_g1 t;
    ecb_bls12_381_g1_affine a;
    ecb_bls12_381_g1_generator(&t);
    ecb_bls12_381_g1_mul(&t, k, &t);
    ecb_bls12_381_g1_to_affine(&a, &t);
    memcpy(r, &a, sizeof *r);
}

static void g2_mul_aff(g2_381_aff *r, const ecb_bls12_381_scalar *k) {
    ecb_bls12_381_g2 t;
    ecb_bls12_381_g2_affine a;
    ecb_bls12_381_g2_generator(&t);
    ecb_bls12_381_g2_mul(&t, k, &t);
    ecb_bls12_381_g2_to_affine(&a, &t);
    memcpy(r, &a, sizeof *r);
}

/* ---- the lane tower ------------------------------------------------------------------------ */

static void test_tower(void) {
#if defined(ECB_CPU_IFMA_BUILD)
    if (!lanes) return;
    for (int it = 0; it < 20; it++) {
        fp12_381 a[8], b[8], want[8], got[8];
        fp2_381 l0[8], l1[8], l2[8];
        fp12_381x8 va, vr;
        fp2_381x8 v0, v1, v2;
        for (int k = 0; k < 8; k++) {
            rand_fp12(&a[k]);
            rand_fp2(&l0[k]);
            rand_fp2(&l1[k]);
            rand_fp2(&l2[k]);
        }
        if (it == 0) fp12_381_one(&a[3]); /* special values in some lanes */
        if (it == 1) fp2_381_zero(&l1[5]);
        fp12_381x8_pack(&va, a);
        fp12_381x8_unpack(got, &va);
        CHECK_MEM(got, a, sizeof a);
        fp2_381x8_pack(&v0, l0);
        fp2_381x8_pack(&v1, l1);
        fp2_381x8_pack(&v2, l2);
        fp12_381x8_sqr(&vr, &va);
        fp12_381x8_unpack(got, &vr);
        for (int k = 0; k < 8; k++)
            fp12_381_sqr(&want[k], &a[k]);
        CHECK_MEM(got, want, sizeof want);
        fp12_381x8_mul_by_line(&vr, &va, &v0, &v1, &v2);
        fp12_381x8_unpack(got, &vr);
        for (int k = 0; k < 8; k++)
            fp12_381_mul_by_line(&want[k], &a[k], &l0[k], &l1[k], &l2[k]);
        CHECK_MEM(got, want, sizeof want);
        vr = va; /* aliased */
        fp12_381x8_mul_by_line(&vr, &vr, &v0, &v1, &v2);
        fp12_381x8_sqr(&vr, &vr);
        fp12_381x8_unpack(got, &vr);
        for (int k = 0; k < 8; k++)
            fp12_381_sqr(&b[k], &want[k]);
        CHECK_MEM(got, b, sizeof b);
    }
    fp12_381x8 one;
    fp12_381 ones[8], o;
    fp12_381x8_one(&one);
    fp12_381x8_unpack(ones, &one);
    fp12_381_one(&o);
    for (int k = 0; k < 8; k++)
        CHECK(fp12_381_equal(&ones[k], &o));
#endif
}

/* ---- products of pairings ------------------------------------------------------------------- */

static g1_381_aff P[MAX_PAIRS];
static g2_381_aff Q[MAX_PAIRS];
static pairing_381_line LINES[MAX_PAIRS][PAIRING_381_LINES];

static void make_pairs(void) {
    for (size_t i = 0; i < MAX_PAIRS; i++) {
        ecb_bls12_381_scalar s;
        rand_scalar(&s);
        g1_mul_aff(&P[i], &s);
        rand_scalar(&s);
        g2_mul_aff(&Q[i], &s);
        pairing_381_prepare(LINES[i], &Q[i]);
    }
}

static void gt_bytes(uint8_t out[576], const fp12_381 *miller) {
    fp12_381 e;
    pairing_381_final_exp(&e, miller);
    gt_381_encode(out, &e);
}

/* Every way of computing prod_{i < n} e(p_i, q_i) against the serial loop: the lanes'
 * Miller value and GT bytes, the dispatcher's, prepared lines (serial, lanes, dispatcher), and
 * the public API. */
static void check_product(const g1_381_aff *p, const g2_381_aff *q, size_t n) {
    static g2_381_proj scratch[MAX_PAIRS];
    const unsigned char *lp[MAX_PAIRS];
    fp12_381 want, got;
    uint8_t want_gt[576], got_gt[576];
    for (size_t i = 0; i < n; i++) {
        /* the lines of q_i: the prepared lines of the same point, or of a point set to the
         * identity below */
        lp[i] = NULL;
        for (size_t j = 0; j < MAX_PAIRS && !g2_381_aff_is_identity(&q[i]); j++)
            if (memcmp(&q[i], &Q[j], sizeof q[i]) == 0) {
                lp[i] = (const unsigned char *)LINES[j];
                break;
            }
        CHECK(g2_381_aff_is_identity(&q[i]) == (lp[i] == NULL));
    }
    pairing_381_miller_loop_serial_n(&want, p, q, n, scratch);
    gt_bytes(want_gt, &want);

    pairing_381_miller_loop_n(&got, p, q, n, scratch);
    CHECK(fp12_381_equal(&got, &want));
    pairing_381_miller_loop_prepared_serial_n(&got, p, lp, n);
    CHECK(fp12_381_equal(&got, &want));
    pairing_381_miller_loop_prepared_n(&got, p, lp, n);
    CHECK(fp12_381_equal(&got, &want));
#if defined(ECB_CPU_IFMA_BUILD)
    if (lanes) {
        pairing_381_miller_loop_x8(&got, p, q, n);
        CHECK(fp12_381_equal(&got, &want));
        gt_bytes(got_gt, &got);
        CHECK_MEM(got_gt, want_gt, 576);
        pairing_381_miller_loop_prepared_x8(&got, p, lp, n);
        CHECK(fp12_381_equal(&got, &want));
    }
#endif
    ecb_bls12_381_gt out;
    CHECK(ecb_bls12_381_multi_pairing_affine(&out, (const ecb_bls12_381_g1_affine *)p,
                                             (const ecb_bls12_381_g2_affine *)q, n) == ECB_OK);
    ecb_bls12_381_gt_encode(got_gt, &out);
    CHECK_MEM(got_gt, want_gt, 576);
}

/* k = 1 .. 20, 64, 65, 129 pairs: all live, then with identities on either side at positions
 * that move with k (first, last, inside a group, whole groups), then all identities. */
static void test_products(void) {
    static g1_381_aff p[MAX_PAIRS];
    static g2_381_aff q[MAX_PAIRS];
    static const size_t ks[] = {1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12,
                                13, 14, 15, 16, 17, 18, 19, 20, 64, 65, 129};
    for (size_t t = 0; t < sizeof ks / sizeof ks[0]; t++) {
        size_t k = ks[t];
        memcpy(p, P, k * sizeof *p);
        memcpy(q, Q, k * sizeof *q);
        check_product(p, q, k);
        for (size_t i = 0; i < k; i++) {
            if (i == 0 || (i * 7 + k) % 5 == 0) memset(&p[i], 0, sizeof p[i]);
            if (i + 1 == k || (i * 3 + k) % 7 == 0) memset(&q[i], 0, sizeof q[i]);
            if (k > 16 && i >= 8 && i < 16) memset(&q[i], 0, sizeof q[i]); /* a whole group */
        }
        check_product(p, q, k);
        memset(p, 0, k * sizeof *p);
        check_product(p, q, k);
    }
    /* exactly the threshold's live pairs, and one fewer, among identities */
    for (size_t live = PAIRING_381_X8_MIN_PAIRS - 1; live <= PAIRING_381_X8_MIN_PAIRS; live++) {
        memcpy(p, P, 12 * sizeof *p);
        memcpy(q, Q, 12 * sizeof *q);
        for (size_t i = live; i < 12; i++)
            memset(i & 1 ? &p[i] : (void *)&q[i], 0, i & 1 ? sizeof p[i] : sizeof q[i]);
        check_product(p, q, 12);
    }
    /* the public byte-level API on 20 pairs with an identity, against the serial value */
    uint8_t pb[20 * 48], qb[20 * 96], want_gt[576], got_gt[576];
    memcpy(p, P, 20 * sizeof *p);
    memcpy(q, Q, 20 * sizeof *q);
    memset(&p[13], 0, sizeof p[13]);
    for (size_t i = 0; i < 20; i++) {
        ecb_bls12_381_g1 pj;
        ecb_bls12_381_g2 qj;
        ecb_bls12_381_g1_from_affine(&pj, (const ecb_bls12_381_g1_affine *)&p[i]);
        ecb_bls12_381_g2_from_affine(&qj, (const ecb_bls12_381_g2_affine *)&q[i]);
        ecb_bls12_381_g1_encode(pb + 48 * i, &pj);
        ecb_bls12_381_g2_encode(qb + 96 * i, &qj);
    }
    static g2_381_proj scratch[20];
    fp12_381 f;
    pairing_381_miller_loop_serial_n(&f, p, q, 20, scratch);
    gt_bytes(want_gt, &f);
    ecb_bls12_381_gt out;
    CHECK(ecb_bls12_381_multi_pairing(&out, pb, sizeof pb, qb, sizeof qb, 20) == ECB_OK);
    ecb_bls12_381_gt_encode(got_gt, &out);
    CHECK_MEM(got_gt, want_gt, 576);
    /* prepared through the API: unaligned buffers, an identity among them */
    size_t size = ecb_bls12_381_g2_prepared_size();
    unsigned char *buf = malloc(20 * size + 1);
    const void *bp[20];
    CHECK(buf != NULL);
    if (buf == NULL) return;
    memset(&q[4], 0, sizeof q[4]);
    for (size_t i = 0; i < 20; i++) {
        bp[i] = buf + 1 + i * size;
        CHECK(ecb_bls12_381_g2_prepare(buf + 1 + i * size, size,
                                       (const ecb_bls12_381_g2_affine *)&q[i]) == ECB_OK);
    }
    pairing_381_miller_loop_serial_n(&f, p, q, 20, scratch);
    gt_bytes(want_gt, &f);
    CHECK(ecb_bls12_381_multi_pairing_prepared(&out, (const ecb_bls12_381_g1_affine *)p, bp, size,
                                               20) == ECB_OK);
    ecb_bls12_381_gt_encode(got_gt, &out);
    CHECK_MEM(got_gt, want_gt, 576);
    free(buf);
}

/* prod_i e(a_i P, b_i Q) = e(P, Q)^(sum a_i b_i) through the dispatcher (lanes at ifma) for
 * k = 10 and 17, and e(P, Q) itself through the lanes. */
static void test_bilinearity(void) {
    for (size_t k = 10; k <= 17; k += 7) {
        static g1_381_aff p[17];
        static g2_381_aff q[17];
        static g2_381_proj scratch[17];
        ecb_bls12_381_scalar s, t, a, b, sum;
        fr381 fs, ft, fa, fb, acc, m;
        rand_scalar(&s);
        rand_scalar(&t);
        fr381_to_mont(&fs, s.v);
        fr381_to_mont(&ft, t.v);
        fr381_from_u64(&acc, 0);
        for (size_t i = 0; i < k; i++) {
            rand_scalar(&a);
            rand_scalar(&b);
            fr381_to_mont(&fa, a.v);
            fr381_to_mont(&fb, b.v);
            fr381_mul(&m, &fa, &fb);
            fr381_add(&acc, &acc, &m); /* sum a_i b_i */
            fr381_mul(&fa, &fa, &fs);
            fr381_from_mont(a.v, &fa);
            g1_mul_aff(&p[i], &a); /* a_i P, P = s G1 */
            fr381_mul(&fb, &fb, &ft);
            fr381_from_mont(b.v, &fb);
            g2_mul_aff(&q[i], &b); /* b_i Q, Q = t G2 */
        }
        fr381_from_mont(sum.v, &acc);
        g1_381_aff p1;
        g2_381_aff q1;
        g1_mul_aff(&p1, &s);
        g2_mul_aff(&q1, &t);
        fp12_381 e, want, got;
        pairing_381_miller_loop_serial_n(&e, &p1, &q1, 1, scratch);
        pairing_381_final_exp(&e, &e);
        gt_381_pow_var(&want, &e, sum.v, 4);
        pairing_381_miller_loop_n(&got, p, q, k, scratch);
        pairing_381_final_exp(&got, &got);
        CHECK(fp12_381_equal(&got, &want));
        CHECK(!fp12_381_is_one(&got));
#if defined(ECB_CPU_IFMA_BUILD)
        if (lanes) {
            pairing_381_miller_loop_x8(&got, &p1, &q1, 1);
            pairing_381_final_exp(&got, &got);
            CHECK(fp12_381_equal(&got, &e));
        }
#endif
    }
}

int main(void) {
    tl_init();
#if defined(ECB_CPU_IFMA_BUILD)
    lanes = ecb_cpu_has_ifma();
#endif
    printf("lanes %s (level %s)\n", lanes ? "on" : "off (serial only)",
           ecb_cpu_level_name(ecb_cpu_level_get()));
    make_pairs();
    test_tower();
    test_products();
    test_bilinearity();
    return tl_finish("test_pairing_bls12_381_lanes");
}
