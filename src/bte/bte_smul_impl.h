/* Many public points times ONE secret scalar, in constant time (a server's partials
 * Y_p = x_i U_p, spec §6): the group's endomorphism splits x into SM_BASES sub-scalars of
 * SM_LIMBS 64-bit limbs (GLS over psi on G2: four 64-bit digits; GLV over sigma on G1: two
 * 128-bit halves), each recoded once into regular signed 4-bit digits (Joye-Tunstall: every
 * digit odd in [-15, 15], so every step adds a point and none is skipped), shared by all the
 * points. The points then run the same chain in lock step, a block at a time: per 4-bit window
 * four doublings and one addition per base, every step one batch-affine operation over the
 * block (one constant-time field inversion per step, Montgomery's trick), table entries chosen
 * by a full masked scan.
 *
 * Constant time in x: the digits are computed with masks, every point does the same
 * operations on every step, entries are selected by scanning, the even-sub-scalar corrections
 * are always computed and then selected by masks, and the inversion is the constant-time one.
 * The affine formulas are the general ones: they fail only if an accumulator equals plus or
 * minus the point being added (a zero denominator), which depends on x alone (everything is a
 * multiple of the same input point) and happens for a negligible fraction of scalars, such as
 * r - 1, whose chain ends in the identity. Every batch folds "some denominator was zero" into a
 * flag without branching; a block whose flag is set is recomputed with the group's complete
 * constant-time multiplication. That one branch reveals only that x is one of those rare
 * scalars, never for a scalar drawn by KeyGen in practice. Secrets are wiped.
 *
 * Included by bte_smul.c per group after defining SM_G (group prefix), SM_F (field prefix),
 * SM_BASES, SM_LIMBS, SM_SPLIT(sub, k) (the sub-scalars of canonical k: sub[SM_BASES][SM_LIMBS]),
 * SM_ENDO(jac *r, const jac *a) (psi or sigma; consecutive bases are B_{i+1} = -E(B_i)) and
 * SM_FALLBACK (the group's constant-time multiplication, used when memory runs out); optionally
 * SM_FE8 and SM_F8(op), SM_F's eight-lane type and operations (fp_x8_ifma.h), for the batches in
 * lanes (bte_smul_x8_ifma_impl.h). */

#define SM_P2(a, b) a##_##b
#define SM_P(a, b) SM_P2(a, b)
#define SG_(op) SM_P(SM_G, op)
#define SF_(op) SM_P(SM_F, op)
#define SM_(op) SM_P(SM_P(bte_smul, SM_G), op)
#define SM_AFF SG_(aff)
#define SM_JAC SG_(jac)

#define SM_BLOCK 128u
#define SM_ENTRIES 8u                      /* odd multiples 1, 3, ..., 15 */
#define SM_WINDOWS (SM_LIMBS * 64 / 4 + 1) /* digits per sub-scalar, the top one always 1 */

#ifdef SM_FE8
#include "bte/bte_smul_x8_ifma_impl.h"
/* Batches below this size stay scalar: the eight chains' inversion costs about 25 products. */
#define SM_X8_MIN 24u
#endif

/* The sums out[i] = a[i] + b[i] (dbl: a[i] + a[i]) with the general affine formulas and one
 * constant-time inversion. out may alias a or b. den and pre hold n elements each. Returns 1
 * when a denominator was zero (the results are then wrong), else 0, without branching. With
 * SM_FE8 at the ifma level (util/cpu.h, read per batch as the pairing's lanes read it), batches
 * of SM_X8_MIN entries or more run in eight lanes (bte_smul_x8_ifma_impl.h), with the same
 * results. */
static int SM_(batch)(SM_AFF *out, const SM_AFF *a, const SM_AFF *b, size_t n, int dbl, SM_F *den,
                      SM_F *pre) {
    SM_F acc, inv, t, lambda, x3;
#ifdef SM_FE8
    if (n >= SM_X8_MIN && ecb_cpu_has_ifma()) return SM_(batch_x8)(out, a, b, n, dbl, pre);
#endif
    SF_(one)(&acc);
    for (size_t i = 0; i < n; i++) {
        if (dbl)
            SF_(dbl)(&den[i], &a[i].y);
        else
            SF_(sub)(&den[i], &b[i].x, &a[i].x);
        pre[i] = acc;
        SF_(mul)(&acc, &acc, &den[i]);
    }
    int zero = SF_(is_zero)(&acc);
    SF_(inv)(&inv, &acc);
    for (size_t i = n; i-- > 0;) {
        SF_(mul)(&t, &inv, &pre[i]);
        SF_(mul)(&inv, &inv, &den[i]);
        den[i] = t;
    }
    for (size_t i = 0; i < n; i++) {
        const SM_AFF *q = dbl ? &a[i] : &b[i];
        if (dbl) { /* lambda = 3 x^2 / 2y */
            SF_(sqr)(&lambda, &a[i].x);
            SF_(dbl)(&t, &lambda);
            SF_(add)(&lambda, &lambda, &t);
        } else {
            SF_(sub)(&lambda, &b[i].y, &a[i].y);
        }
        SF_(mul)(&lambda, &lambda, &den[i]);
        SF_(sqr)(&x3, &lambda);
        SF_(sub)(&x3, &x3, &a[i].x);
        SF_(sub)(&x3, &x3, &q->x);
        SF_(sub)(&t, &a[i].x, &x3);
        SF_(mul)(&t, &t, &lambda);
        SF_(sub)(&out[i].y, &t, &a[i].y);
        out[i].x = x3;
    }
    sodium_memzero(&acc, sizeof acc);
    sodium_memzero(&inv, sizeof inv);
    sodium_memzero(&t, sizeof t);
    sodium_memzero(&lambda, sizeof lambda);
    return zero;
}

/* Regular recoding of one odd sub-scalar s (SM_LIMBS limbs, s < 2^(64 SM_LIMBS) - 1):
 * digit j in [-15, 15] odd, s = sum_j digit_j 16^j; digit SM_WINDOWS - 1 is 1. Constant time:
 * v = s mod 32 (odd), digit = v - 16, s = (s - v + 16) / 16, which clears the low bits and sets
 * bit 4, so no borrow or carry leaves the low limb. */
static void SM_(recode)(int8_t digits[SM_WINDOWS], uint64_t s[SM_LIMBS]) {
    for (size_t j = 0; j + 1 < SM_WINDOWS; j++) {
        int v = (int)(s[0] & 31);
        digits[j] = (int8_t)(v - 16);
        s[0] = (s[0] & ~(uint64_t)31) | 16;
        for (size_t l = 0; l < SM_LIMBS; l++)
            s[l] = (s[l] >> 4) | (l + 1 < SM_LIMBS ? s[l + 1] << 60 : 0);
    }
    digits[SM_WINDOWS - 1] = (int8_t)s[0]; /* 1 */
}

struct SM_(job) {
    SM_AFF *out;
    const SM_AFF *in;
    const uint64_t *k;
    size_t n, block; /* points, and points per block (at most SM_BLOCK) */
    int8_t digits[SM_BASES][SM_WINDOWS];
    uint64_t skew[SM_BASES]; /* 1: the sub-scalar was even and recoded as + 1 */
    unsigned char *scratch;
    size_t scratch_per_worker;
    atomic_size_t recomputed; /* points of the blocks that took the complete formulas */
};

static size_t SM_(scratch_size)(void) {
    size_t pts = (SM_BASES * SM_ENTRIES + 3) * SM_BLOCK; /* tables, 2P, selected, corrected */
    size_t bytes = pts * sizeof(SM_AFF) + 2 * SM_BLOCK * sizeof(SM_F);
    return (bytes + 63) & ~(size_t)63;
}

/* sel[p] = (-1)^neg tab[idx][p] for the block, by a masked scan of all entries. */
static void SM_(select)(SM_AFF *sel, const SM_AFF *tab, int digit, size_t b) {
    uint32_t neg = ((uint32_t)digit >> 31) & 1; /* the sign bit */
    int mag = (digit ^ -(int)neg) + (int)neg;
    uint32_t idx = (uint32_t)(mag - 1) >> 1;
    for (size_t p = 0; p < b; p++) {
        sel[p] = tab[p];
        for (uint32_t e = 1; e < SM_ENTRIES; e++) {
            uint32_t d = e ^ idx;
            int eq = (int)(((d | (0 - d)) >> 31) ^ 1);
            SF_(cmov)(&sel[p].x, &tab[e * SM_BLOCK + p].x, eq);
            SF_(cmov)(&sel[p].y, &tab[e * SM_BLOCK + p].y, eq);
        }
        SM_F ny;
        SF_(neg)(&ny, &sel[p].y);
        SF_(cmov)(&sel[p].y, &ny, (int)neg);
    }
}

static void SM_(block)(void *ctx, size_t blk, unsigned worker) {
    struct SM_(job) *job = ctx;
    size_t b0 = blk * job->block, b = job->n - b0 < job->block ? job->n - b0 : job->block;
    unsigned char *s = job->scratch + worker * job->scratch_per_worker;
    SM_AFF *tab = (SM_AFF *)(void *)s; /* [base][entry][p] */
    SM_AFF *two = tab + SM_BASES * SM_ENTRIES * SM_BLOCK, *sel = two + SM_BLOCK;
    SM_AFF *fix = sel + SM_BLOCK, *acc = job->out + b0;
    SM_F *den = (SM_F *)(void *)(fix + SM_BLOCK), *pre = den + SM_BLOCK;
#define SM_TAB(i, e) (tab + ((i)*SM_ENTRIES + (e)) * SM_BLOCK)
    /* odd multiples of P, then of each next base B_{i+1} = -E(B_i) (public values) */
    memcpy(SM_TAB(0, 0), job->in + b0, b * sizeof(SM_AFF));
    SM_(batch)(two, SM_TAB(0, 0), NULL, b, 1, den, pre);
    for (size_t e = 1; e < SM_ENTRIES; e++)
        SM_(batch)(SM_TAB(0, e), SM_TAB(0, e - 1), two, b, 0, den, pre);
    for (size_t i = 1; i < SM_BASES; i++)
        for (size_t e = 0; e < SM_ENTRIES; e++)
            for (size_t p = 0; p < b; p++) {
                SM_JAC j, k;
                SG_(jac_from_aff)(&j, &SM_TAB(i - 1, e)[p]);
                SM_ENDO(&k, &j); /* Z stays 1 */
                SM_TAB(i, e)[p].x = k.X;
                SF_(neg)(&SM_TAB(i, e)[p].y, &k.Y);
            }
    /* the top digits are all 1: acc = sum_i B_i */
    int fail = 0;
    memcpy(acc, SM_TAB(0, 0), b * sizeof(SM_AFF));
    for (size_t i = 1; i < SM_BASES; i++)
        fail |= SM_(batch)(acc, acc, SM_TAB(i, 0), b, 0, den, pre);
    for (size_t j = SM_WINDOWS - 1; j-- > 0;) {
        for (int d = 0; d < 4; d++)
            fail |= SM_(batch)(acc, acc, NULL, b, 1, den, pre);
        for (size_t i = 0; i < SM_BASES; i++) {
            SM_(select)(sel, SM_TAB(i, 0), job->digits[i][j], b);
            fail |= SM_(batch)(acc, acc, sel, b, 0, den, pre);
        }
    }
    /* even sub-scalars were recoded as s + 1: subtract B_i, keep it where the skew says */
    for (size_t i = 0; i < SM_BASES; i++) {
        for (size_t p = 0; p < b; p++)
            SG_(aff_neg)(&sel[p], &SM_TAB(i, 0)[p]);
        int f = SM_(batch)(fix, acc, sel, b, 0, den, pre);
        fail |= f & (int)job->skew[i]; /* an unkept correction may fail harmlessly */
        for (size_t p = 0; p < b; p++) {
            SF_(cmov)(&acc[p].x, &fix[p].x, (int)job->skew[i]);
            SF_(cmov)(&acc[p].y, &fix[p].y, (int)job->skew[i]);
        }
    }
#undef SM_TAB
    ecb_ct_declassify(&fail, sizeof fail); /* the one branch on x, see the top of this file */
    if (fail) { /* a rare scalar met an exceptional case: complete formulas for this block */
        atomic_fetch_add_explicit(&job->recomputed, b, memory_order_relaxed);
        for (size_t p = 0; p < b; p++) {
            SM_JAC j;
            SG_(jac_from_aff)(&j, &job->in[b0 + p]);
            SM_FALLBACK(&j, &j, job->k);
            SG_(jac_to_aff)(&acc[p], &j);
            sodium_memzero(&j, sizeof j);
        }
    }
    sodium_memzero(two, (size_t)(s + job->scratch_per_worker - (unsigned char *)two));
}

size_t SM_(mul)(SM_AFF *out, const SM_AFF *in, size_t n, const uint64_t k[4], unsigned threads) {
    struct SM_(job) job;
    size_t recomputed = n;
    uint64_t sub[SM_BASES][SM_LIMBS];
    /* blocks of equal size, their count a multiple of the workers' (1000 points on two: eight
     * blocks of 125, where blocks of 128 gave one worker 512 points and the other 488) */
    size_t blocks = (n + SM_BLOCK - 1) / SM_BLOCK;
    unsigned workers = threads < 1 ? 1 : threads;
    if (workers > blocks) workers = blocks > 0 ? (unsigned)blocks : 1;
    blocks = (blocks + workers - 1) / workers * workers;
    job.block = blocks > 0 ? (n + blocks - 1) / blocks : SM_BLOCK;
    blocks = (n + job.block - 1) / job.block;
    job.out = out;
    job.in = in;
    job.k = k;
    job.n = n;
    job.scratch_per_worker = SM_(scratch_size)();
    job.scratch = ecb_malloc(workers * job.scratch_per_worker);
    atomic_init(&job.recomputed, 0);
    SM_SPLIT(sub, k);
    for (size_t i = 0; i < SM_BASES; i++) {
        job.skew[i] = 1 ^ (sub[i][0] & 1);
        sub[i][0] += job.skew[i]; /* odd; no carry: sub-scalars are below 2^(64 SM_LIMBS) - 1 */
        SM_(recode)(job.digits[i], sub[i]);
    }
    if (job.scratch != NULL) {
        ecb_parallel_run(workers, blocks, SM_(block), &job);
        ecb_free(job.scratch);
        recomputed = atomic_load(&job.recomputed);
    } else { /* no memory: the group's multiplication, point by point */
        for (size_t p = 0; p < n; p++) {
            SM_JAC j;
            SG_(jac_from_aff)(&j, &in[p]);
            SM_FALLBACK(&j, &j, k);
            SG_(jac_to_aff)(&out[p], &j);
        }
    }
    sodium_memzero(&job, sizeof job);
    sodium_memzero(sub, sizeof sub);
    return recomputed;
}

#undef SM_P2
#undef SM_P
#undef SG_
#undef SF_
#undef SM_
#undef SM_AFF
#undef SM_JAC
#undef SM_BLOCK
#undef SM_ENTRIES
#undef SM_WINDOWS
#undef SM_G
#undef SM_F
#undef SM_BASES
#undef SM_LIMBS
#undef SM_SPLIT
#undef SM_ENDO
#undef SM_FALLBACK
#undef SM_FE8
#undef SM_F8
#undef SM_X8_MIN
