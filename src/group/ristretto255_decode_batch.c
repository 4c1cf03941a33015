/* ecb_ristretto255_decode_batch_var: many RFC 9496 decodings with their inverse square roots'
 * exponentiations (fe25519_pow22523, ~255 squarings, nearly all of a decoding's cost) run eight
 * at a time in the lanes of fe25519_x8.h when the CPU has AVX-512 IFMA, one at a time
 * otherwise. Each element goes through the single decoder's two halves
 * (ristretto255_decode.h), so results and statuses are the single decoder's.
 *
 * Variable time (public encodings): elements rejected before the square root (non-canonical,
 * negative s) skip it, and the eight lanes are filled with the elements that need one. */
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "ecbatch/ristretto255.h"
#include "field/fe25519_x8.h"
#include "group/edwards25519.h"
#include "group/ristretto255_decode.h"
#include "util/cpu.h"
#include "util/parallel.h"

#define LANES 8
#define TASK 64 /* elements per task of the thread pool (a multiple of LANES) */

#if defined(ECB_CPU_IFMA_BUILD)
/* h = f^((p-5)/8) = f^(2^252 - 3) lane by lane: fe25519_pow22523's addition chain. Names say
 * which power of f is held: f_a_b = f^(2^a - 2^b). */
static FE8_TARGET void fe8_pow22523(fe8 *h, const fe8 *f) {
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

/* pow[j] = st[j].uv7^((p-5)/8) for j < k <= LANES; the unused lanes repeat lane 0. */
static FE8_TARGET void pow_lanes_ifma(fe25519 pow[LANES], const ristretto255_decode_state *st,
                                      size_t k) {
    fe25519 in[LANES];
    fe8 x;
    for (size_t j = 0; j < LANES; j++)
        in[j] = st[j < k ? j : 0].uv7;
    fe8_from_fe25519(&x, in);
    fe8_pow22523(&x, &x);
    fe8_to_fe25519(pow, &x);
}
#endif

static void pow_lanes(fe25519 pow[LANES], const ristretto255_decode_state *st, size_t k, int ifma) {
#if defined(ECB_CPU_IFMA_BUILD)
    if (ifma && k > 1) {
        pow_lanes_ifma(pow, st, k);
        return;
    }
#endif
    (void)ifma;
    for (size_t j = 0; j < k; j++)
        fe25519_pow22523(&pow[j], &st[j].uv7);
}

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

/* Decodes elements [begin, end). */
static void decode_range(struct batch *b, size_t begin, size_t end) {
    ristretto255_decode_state st[LANES];
    fe25519 pow[LANES];
    size_t idx[LANES], k = 0;
    struct range_failure f = {SIZE_MAX, ECB_OK};
    for (size_t i = begin; i < end; i++) {
        ristretto255_decode_state *s = &st[k];
        ristretto255_decode_begin(s, b->in + 32 * i);
        if (!s->canonical || s->s_negative) { /* rejected before the square root */
            ge25519_p3_0(&b->out[i]);
            record(b, &f, i, !s->canonical ? ECB_ERR_NON_CANONICAL : ECB_ERR_NEGATIVE);
            continue;
        }
        idx[k++] = i;
        if (k < LANES && i + 1 < end) continue;
        pow_lanes(pow, st, k, b->ifma);
        for (size_t j = 0; j < k; j++)
            record(b, &f, idx[j], ristretto255_decode_end(&b->out[idx[j]], &st[j], &pow[j]));
        k = 0;
    }
    if (k > 0) { /* the last element was rejected early: the pending ones are left */
        pow_lanes(pow, st, k, b->ifma);
        for (size_t j = 0; j < k; j++)
            record(b, &f, idx[j], ristretto255_decode_end(&b->out[idx[j]], &st[j], &pow[j]));
    }
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

ecb_status ecb_ristretto255_decode_batch_var(ecb_ristretto255_point *out, ecb_status *status,
                                             const uint8_t *in, size_t n, unsigned threads) {
    if (n == 0) return ECB_OK;
    if (out == NULL || in == NULL) return ECB_ERR_NULL_POINTER;
    if (n > PTRDIFF_MAX / sizeof *out) return ECB_ERR_SIZE_OVERFLOW;
    struct batch b = {.out = out, .status = status, .in = in, .n = n, .ifma = ecb_cpu_has_ifma()};
    atomic_init(&b.first_failure, UINT64_MAX);
    const size_t tasks = n / TASK + (n % TASK != 0);
    if (threads <= 1 || tasks == 1)
        decode_range(&b, 0, n);
    else
        ecb_parallel_run(threads, tasks, decode_task, &b);
    const uint64_t key = atomic_load_explicit(&b.first_failure, memory_order_relaxed);
    return key == UINT64_MAX ? ECB_OK : (ecb_status)(-(int)(key & 0xff));
}
