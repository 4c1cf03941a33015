/* A toy group for exhaustive-style tests of the MSM engine: the additive group of integers mod
 * the Mersenne prime q = 2^61 - 1, in a projective form (x : z) meaning x/z, so that the
 * engine's normalisation, mixed additions and identity handling all run. Any 256-bit integer
 * is a scalar (k P = (k mod q) P), so every answer is checkable by direct arithmetic. Operation
 * counters let tests check the engine's work against the cost model (one inversion per
 * normalisation batch, additions per window ...). The engine is instantiated from
 * src/msm/engine/msm_engine_impl.h exactly as a real group's would be. */
#ifndef ECBATCH_TESTS_MSM_TOY_GROUP_H
#define ECBATCH_TESTS_MSM_TOY_GROUP_H

#include <stdatomic.h>
#include <stdint.h>

#include "msm/plan/msm_plan.h"

#define TOY_Q ((uint64_t)0x1fffffffffffffffull)

typedef struct {
    uint64_t x, z;
} toy_pt;
typedef struct {
    uint64_t a;
} toy_aff;
typedef struct {
    uint64_t v[4];
} toy_scalar;

static atomic_long toy_count_add, toy_count_madd, toy_count_dbl, toy_count_inv, toy_count_set,
    toy_count_smul;

static inline void toy_reset_counts(void) {
    atomic_store(&toy_count_add, 0);
    atomic_store(&toy_count_madd, 0);
    atomic_store(&toy_count_dbl, 0);
    atomic_store(&toy_count_inv, 0);
    atomic_store(&toy_count_set, 0);
    atomic_store(&toy_count_smul, 0);
}

static inline uint64_t toy_red(uint64_t s) {
    return s >= TOY_Q ? s - TOY_Q : s;
}
static inline uint64_t toy_addm(uint64_t a, uint64_t b) {
    return toy_red(a + b);
}
static inline uint64_t toy_subm(uint64_t a, uint64_t b) {
    return toy_red(a + TOY_Q - b);
}
static inline uint64_t toy_mulm(uint64_t a, uint64_t b) {
    unsigned __int128 r = (unsigned __int128)a * b;
    uint64_t s = ((uint64_t)r & TOY_Q) + (uint64_t)(r >> 61); /* 2^61 = 1 (mod q) */
    return toy_red((s & TOY_Q) + (s >> 61));
}
static inline uint64_t toy_powm(uint64_t a, uint64_t e) {
    uint64_t r = 1;
    while (e) {
        if (e & 1) r = toy_mulm(r, a);
        a = toy_mulm(a, a);
        e >>= 1;
    }
    return r;
}
static inline uint64_t toy_inv(uint64_t a) {
    return toy_powm(a, TOY_Q - 2);
}
/* 256-bit little-endian integer mod q: 2^64 = 2^3 (mod q). */
static inline uint64_t toy_scalar_mod(const toy_scalar *k) {
    uint64_t r = 0;
    for (int i = 3; i >= 0; i--) {
        r = toy_mulm(r, 8); /* r * 2^64 */
        r = toy_addm(r, toy_red((k->v[i] & TOY_Q)));
        r = toy_addm(r, toy_mulm(k->v[i] >> 61, 1)); /* bits 61..63: 2^61 = 1 */
    }
    return r;
}
static inline uint64_t toy_value(const toy_pt *p) {
    return toy_mulm(p->x, toy_inv(p->z));
}

/* ---- the template's interface ---- */
typedef toy_pt msm_input;
typedef toy_pt msm_pt;
typedef toy_aff msm_aff;
typedef toy_scalar msm_scalar;
#define MSM_SCALAR_LIMBS 4

static inline const uint64_t *msm_scalar_limbs(const msm_scalar *k) {
    return k->v;
}
static inline void msm_pt_load(msm_pt *r, const msm_input *p) {
    *r = *p;
}
static inline void msm_pt_store(msm_input *r, const msm_pt *p) {
    *r = *p;
}
static inline int msm_input_is_identity_var(const msm_input *p) {
    return p->x == 0;
}
static inline void msm_pt_identity(msm_pt *r) {
    r->x = 0;
    r->z = 1;
}
static inline int msm_pt_is_identity_var(const msm_pt *p) {
    return p->x == 0;
}
static inline void msm_pt_add(msm_pt *r, const msm_pt *a, const msm_pt *b) {
    atomic_fetch_add_explicit(&toy_count_add, 1, memory_order_relaxed);
    uint64_t x = toy_addm(toy_mulm(a->x, b->z), toy_mulm(b->x, a->z));
    r->z = toy_mulm(a->z, b->z);
    r->x = x;
}
static inline void msm_pt_add_aff(msm_pt *r, const msm_pt *a, const msm_aff *b) {
    atomic_fetch_add_explicit(&toy_count_madd, 1, memory_order_relaxed);
    r->x = toy_addm(a->x, toy_mulm(b->a, a->z));
    r->z = a->z;
}
static inline void msm_pt_sub_aff(msm_pt *r, const msm_pt *a, const msm_aff *b) {
    atomic_fetch_add_explicit(&toy_count_madd, 1, memory_order_relaxed);
    r->x = toy_subm(a->x, toy_mulm(b->a, a->z));
    r->z = a->z;
}
static inline void msm_pt_from_aff(msm_pt *r, const msm_aff *b) {
    atomic_fetch_add_explicit(&toy_count_set, 1, memory_order_relaxed);
    r->x = b->a;
    r->z = 1;
}
static inline void msm_pt_from_neg_aff(msm_pt *r, const msm_aff *b) {
    atomic_fetch_add_explicit(&toy_count_set, 1, memory_order_relaxed);
    r->x = toy_subm(0, b->a);
    r->z = 1;
}
static inline void msm_pt_dbl_n(msm_pt *r, const msm_pt *p, unsigned k) {
    atomic_fetch_add_explicit(&toy_count_dbl, k, memory_order_relaxed);
    uint64_t x = p->x;
    for (unsigned i = 0; i < k; i++)
        x = toy_addm(x, x);
    r->x = x;
    r->z = p->z;
}
static inline void msm_pt_scalar_mult_ref(msm_pt *r, const msm_pt *p, const msm_scalar *k) {
    atomic_fetch_add_explicit(&toy_count_smul, 1, memory_order_relaxed);
    r->x = toy_mulm(p->x, toy_scalar_mod(k));
    r->z = p->z;
}
static inline void msm_pt_sample(msm_pt *r) {
    r->x = 1;
    r->z = 1;
}
/* Montgomery's trick: one inversion for the batch. */
static inline void msm_batch_to_aff(msm_aff *out, const msm_pt *in, size_t n, void *scratch) {
    uint64_t *acc = scratch;
    if (n == 0) return;
    atomic_fetch_add_explicit(&toy_count_inv, 1, memory_order_relaxed);
    uint64_t run = 1;
    for (size_t i = 0; i < n; i++) {
        acc[i] = run;
        run = toy_mulm(run, in[i].z);
    }
    uint64_t inv = toy_inv(run);
    for (size_t i = n; i-- > 0;) {
        out[i].a = toy_mulm(in[i].x, toy_mulm(inv, acc[i]));
        inv = toy_mulm(inv, in[i].z);
    }
}

static const msm_group_desc toy_desc = {
    .group = ECB_GROUP_RISTRETTO255, /* unused by the engine */
    .name = "toy61",
    .max_scalar_bits = 256,
    .pt_size = sizeof(toy_pt),
    .aff_size = sizeof(toy_aff),
    .input_size = sizeof(msm_input),
    .scalar_size = sizeof(toy_scalar),
    .batch_scratch = sizeof(uint64_t),
    .strategies = MSM_BIT(ECB_MSM_NAIVE) | MSM_BIT(ECB_MSM_DOUBLE_AND_ADD) |
                  MSM_BIT(ECB_MSM_STRAUS) | MSM_BIT(ECB_MSM_PRECOMPUTED_STRAUS) |
                  MSM_BIT(ECB_MSM_PIPPENGER),
    /* relative costs shaped like an elliptic curve's (ns) */
    .costs = {.add = 90,
              .madd = 70,
              .dbl = 60,
              .norm = 70,
              .inv = 2500,
              .set = 10,
              .digit = 3,
              .bucket = 1,
              .wnaf = 1,
              .smul = 25000,
              .point = 2,
              .thread = 30000,
              .cache_bytes = 1 << 20,
              .cache_penalty = 20},
    .measure = NULL,
};

#define MSM_DESC (&toy_desc)
#include "msm/engine/msm_engine_impl.h"

#endif
