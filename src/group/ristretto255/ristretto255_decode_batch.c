/* ristretto255_decode_batch (ecb_ristretto255_decode_batch_var, msm/groups/ristretto255/msm_r255_public.c): many
 * RFC 9496 §4.3.1 decodings at once.
 *
 * With eight lanes (the ifma level's backend), eight elements run in the eight lanes of
 * fe25519_x8_ifma.h, the whole decoding (the inverse square root's exponentiation, ~255 squarings,
 * and the rest) on vectors: the formulas of ristretto255_decode_begin, fe25519_sqrt_ratio_m1
 * (with u = 1) and ristretto255_decode_end, operation by operation, so every lane gives the
 * same field elements and the same status as the single decoder. Without it, each element goes
 * through the single decoder's own halves (ristretto255_decode.h).
 *
 * Variable time (public encodings): elements rejected from their bytes alone (non-canonical,
 * negative s) skip the arithmetic, and the lanes are filled with the elements that need it. */
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "ecbatch/ristretto255.h"
#include "field/ristretto255/fe25519_x8_ifma.h"
#include "group/ristretto255/edwards25519.h"
#include "group/ristretto255/ristretto255_decode.h"
#include "util/cpu.h" /* ECB_CPU_IFMA_BUILD */
#include "util/parallel.h"

#define LANES 8
#define TASK 64                 /* elements per task of the thread pool */
#define THREAD_MIN 256          /* elements per thread at least: below, starting one costs more */
#define DECODE_MAX_THREADS 256u /* ristretto255.h */

struct batch {
    ecb_ristretto255_point *out;
    ecb_status *status;
    const uint8_t *in;
    size_t n;
    int ifma;
    /* the lowest failing index i and its status s as (i << 8) | -s (s in -20..-24), or
     * UINT64_MAX: one word, so that tasks finishing in any order keep the minimum */
    _Atomic uint64_t first_failure;
};

struct range_failure {
    size_t index;
    ecb_status status;
};

static void record(const struct batch *b, struct range_failure *f, size_t i, ecb_status s) {
    if (b->status != NULL) b->status[i] = s;
    if (s != ECB_OK && i < f->index) {
        f->index = i;
        f->status = s;
    }
}

#if defined(ECB_CPU_IFMA_BUILD)
#include "util/target_ifma_begin.h"

/* h = f^((p-5)/8) = f^(2^252 - 3) lane by lane: fe25519_pow22523's addition chain. Names say
 * which power of f is held: f_a_b = f^(2^a - 2^b). */
static void fe8_pow22523(fe8 *h, const fe8 *f) {
    fe8 t, f9, f11, f_5_0, f_10_0, f_20_0, f_50_0, f_100_0;
    fe8_sq(&t, f);            /* f^2 */
    fe8_sqn(&f9, &t, 2);      /* f^8 */
    fe8_mul(&f9, &f9, f);     /* f^9 */
    fe8_mul(&f11, &f9, &t);   /* f^11 */
    fe8_sq(&t, &f11);         /* f^22 */
    fe8_mul(&f_5_0, &t, &f9); /* f^(2^5 - 1) */
    fe8_sqn(&t, &f_5_0, 5);
    fe8_mul(&f_10_0, &t, &f_5_0); /* f^(2^10 - 1) */
    fe8_sqn(&t, &f_10_0, 10);
    fe8_mul(&f_20_0, &t, &f_10_0); /* f^(2^20 - 1) */
    fe8_sqn(&t, &f_20_0, 20);
    fe8_mul(&t, &t, &f_20_0); /* f^(2^40 - 1) */
    fe8_sqn(&t, &t, 10);
    fe8_mul(&f_50_0, &t, &f_10_0); /* f^(2^50 - 1) */
    fe8_sqn(&t, &f_50_0, 50);
    fe8_mul(&f_100_0, &t, &f_50_0); /* f^(2^100 - 1) */
    fe8_sqn(&t, &f_100_0, 100);
    fe8_mul(&t, &t, &f_100_0); /* f^(2^200 - 1) */
    fe8_sqn(&t, &t, 50);
    fe8_mul(&t, &t, &f_50_0); /* f^(2^250 - 1) */
    fe8_sqn(&t, &t, 2);       /* f^(2^252 - 4) */
    fe8_mul(h, &t, f);        /* f^(2^252 - 3) */
}

/* Decodes the k <= LANES elements idx[0..k) whose s (canonical, non-negative) is s[0..k); the
 * unused lanes repeat lane 0. */
static void decode_lanes(const struct batch *b, struct range_failure *f, const size_t *idx,
                         const fe25519 *s, size_t k) {
    fe25519 lanes[LANES], X[LANES], Y[LANES], T[LANES];
    fe8 S, one, ss, u1, u2, u2_sqr, v, den, v3, r, check, r_prime, c, den_x, den_y, x, y, t;
    for (size_t j = 0; j < LANES; j++)
        lanes[j] = s[j < k ? j : 0];
    fe8_from_fe25519(&S, lanes);
    fe25519_1(&lanes[0]);
    fe8_set1(&one, &lanes[0]);
    /* ristretto255_decode_begin */
    fe8_sq(&ss, &S);
    fe8_sub(&u1, &one, &ss); /* 1 - s^2 */
    fe8_add(&u2, &one, &ss); /* 1 + s^2 */
    fe8_sq(&u2_sqr, &u2);
    fe8_sq(&t, &u1);
    fe8_set1(&c, &fe25519_d);
    fe8_mul(&t, &t, &c);
    fe8_add(&t, &t, &u2_sqr);
    fe8_neg(&v, &t); /* v = -(D u1^2) - u2^2 */
    fe8_mul(&den, &v, &u2_sqr);
    /* fe25519_sqrt_ratio_m1(1, den): r = den^3 (den^7)^((p-5)/8) */
    fe8_sq(&v3, &den);
    fe8_mul(&v3, &v3, &den);
    fe8_sq(&t, &v3);
    fe8_mul(&t, &t, &den); /* den^7 */
    fe8_pow22523(&t, &t);
    fe8_mul(&r, &v3, &t);
    fe8_sq(&check, &r);
    fe8_mul(&check, &check, &den); /* one of 1, -1, -SQRT_M1, SQRT_M1 */
    fe8_neg(&t, &one);
    const __mmask8 correct_sign = fe8_equal(&check, &one);
    const __mmask8 flipped_sign = fe8_equal(&check, &t);
    fe8_set1(&c, &fe25519_sqrt_m1);
    fe8_neg(&t, &c);
    const __mmask8 flipped_sign_i = fe8_equal(&check, &t);
    fe8_mul(&r_prime, &r, &c);
    fe8_select(&r, &r, &r_prime, flipped_sign | flipped_sign_i);
    fe8_abs(&r, &r);
    const __mmask8 was_square = correct_sign | flipped_sign;
    /* ristretto255_decode_end */
    fe8_mul(&den_x, &r, &u2);
    fe8_mul(&den_y, &r, &den_x);
    fe8_mul(&den_y, &den_y, &v);
    fe8_add(&x, &S, &S);
    fe8_mul(&x, &x, &den_x);
    fe8_abs(&x, &x); /* |2 s den_x| */
    fe8_mul(&y, &u1, &den_y);
    fe8_mul(&t, &x, &y);
    const __mmask8 t_negative = fe8_isnegative(&t);
    const __mmask8 y_zero = fe8_iszero(&y);
    fe8_to_fe25519(X, &x);
    fe8_to_fe25519(Y, &y);
    fe8_to_fe25519(T, &t);
    for (size_t j = 0; j < k; j++) {
        const unsigned bit = 1u << j;
        ecb_status status = ECB_OK;
        if (!(was_square & bit))
            status = ECB_ERR_NON_SQUARE;
        else if (t_negative & bit)
            status = ECB_ERR_NEGATIVE_XY;
        else if (y_zero & bit)
            status = ECB_ERR_Y_ZERO;
        ecb_ristretto255_point *out = &b->out[idx[j]];
        if (status == ECB_OK) {
            out->X = X[j];
            out->Y = Y[j];
            fe25519_1(&out->Z);
            out->T = T[j];
        } else {
            ge25519_p3_0(out);
        }
        record(b, f, idx[j], status);
    }
}

#include "util/target_ifma_end.h"
#endif

/* Decodes elements [begin, end). */
static void decode_range(struct batch *b, size_t begin, size_t end) {
    struct range_failure f = {SIZE_MAX, ECB_OK};
    ristretto255_decode_state st;
    fe25519 pow;
#if defined(ECB_CPU_IFMA_BUILD)
    fe25519 s[LANES];
    size_t idx[LANES], k = 0;
#endif
    for (size_t i = begin; i < end; i++) {
        ristretto255_decode_read(&st, b->in + 32 * i);
        if (!st.canonical || st.s_negative) { /* rejected from the bytes alone */
            ge25519_p3_0(&b->out[i]);
            record(b, &f, i, !st.canonical ? ECB_ERR_NON_CANONICAL : ECB_ERR_NEGATIVE);
            continue;
        }
#if defined(ECB_CPU_IFMA_BUILD)
        if (b->ifma) {
            s[k] = st.s;
            idx[k++] = i;
            if (k == LANES) {
                decode_lanes(b, &f, idx, s, k);
                k = 0;
            }
            continue;
        }
#endif
        ristretto255_decode_begin(&st, b->in + 32 * i);
        fe25519_pow22523(&pow, &st.uv7);
        record(b, &f, i, ristretto255_decode_end(&b->out[i], &st, &pow));
    }
#if defined(ECB_CPU_IFMA_BUILD)
    if (k > 0) decode_lanes(b, &f, idx, s, k);
#endif
    if (f.index == SIZE_MAX) return;
    const uint64_t key = ((uint64_t)f.index << 8) | (uint64_t)(-(int)f.status);
    uint64_t cur = atomic_load_explicit(&b->first_failure, memory_order_relaxed);
    while (key < cur &&
           !atomic_compare_exchange_weak_explicit(&b->first_failure, &cur, key,
                                                  memory_order_relaxed, memory_order_relaxed)) {
    }
}

static void decode_task(void *ctx, size_t task, unsigned worker) {
    struct batch *b = ctx;
    const size_t begin = task * TASK, end = b->n - begin < TASK ? b->n : begin + TASK;
    (void)worker;
    decode_range(b, begin, end);
}

ecb_status ristretto255_decode_batch(ecb_ristretto255_point *out, ecb_status *status,
                                     const uint8_t *in, size_t n, unsigned threads,
                                     unsigned lanes) {
    if (n == 0) return ECB_OK;
    if (out == NULL || in == NULL) return ECB_ERR_NULL_POINTER;
    if (n > PTRDIFF_MAX / sizeof *out) return ECB_ERR_SIZE_OVERFLOW;
    if (threads > DECODE_MAX_THREADS) return ECB_ERR_INVALID_ARGUMENT;
    struct batch b = {.out = out, .status = status, .in = in, .n = n, .ifma = lanes == LANES};
    atomic_init(&b.first_failure, UINT64_MAX);
    const size_t tasks = n / TASK + (n % TASK != 0);
    if (threads > n / THREAD_MIN) threads = (unsigned)(n / THREAD_MIN);
    if (threads <= 1)
        decode_range(&b, 0, n);
    else
        ecb_parallel_run(threads, tasks, decode_task, &b);
    const uint64_t key = atomic_load_explicit(&b.first_failure, memory_order_relaxed);
    return key == UINT64_MAX ? ECB_OK : (ecb_status)(-(int)(key & 0xff));
}
