/* Internal: the fixed-base precomputation (ecb_msm_fixed, msm.h). The table holds, for every
 * base P_i and t < T, the normalised point 2^(c k t) P_i, so that with Booth digits d_j of
 * width c (j < W windows, msm_plan.h)
 *   sum_i s_i P_i = sum_{q < k} 2^(c q) sum_i sum_{t < T} d_{k t + q}(s_i) (2^(c k t) P_i):
 * k bucket passes (one per q, 2^(c-1) buckets each over n T table entries), joined by c
 * doublings each (Horner over q). k = 1 stores every window's multiple and needs no doubling;
 * larger k trades table size (T = ceil(W / k)) for k - 1 chains of c doublings and k bucket
 * reductions. The engine part is msm_fixed_base_impl.h (one instantiation per group and
 * kernel build: a backend's fixed_build fills a table set up by msm_fixed_init, its fixed_msm
 * runs one MSM over the first n bases), the choice of (c, k) (by the cost model's
 * msm_cost_fixed_choose, msm_cost_model.h) and the byte format msm_fixed_base.c, the public
 * calls msm_r255_public.c and msm_bls12_public.c. */
#ifndef ECBATCH_MSM_FIXED_H
#define ECBATCH_MSM_FIXED_H

#include <stddef.h>
#include <stdint.h>

#include "ecbatch/msm.h"
#include "msm/plan/msm_plan.h"

/* The table forms: the layout of one entry, which fixes the kernels that can run it. */
enum {
    MSM_FIXED_FORM_WEIERSTRASS = 1, /* BLS12: affine (x, y), Montgomery limbs */
    MSM_FIXED_FORM_R255_NIELS = 2,  /* ristretto255 portable / MULX-ADX: ge64_niels */
    MSM_FIXED_FORM_R255_IFMA = 3,   /* ristretto255 AVX-512 IFMA: ge4_cached */
};

struct ecb_msm_fixed {
    ecb_group group;
    uint32_t form;
    size_t n;            /* bases */
    unsigned c, k, T;    /* window, passes, table entries per base */
    unsigned bits;       /* scalar length the table covers (the group's maximum) */
    size_t entry_size;   /* bytes per table entry (the engine's msm_aff) */
    unsigned char *skip; /* n bytes: 1 for an identity base (its entries unused) */
    void *tab;           /* n * T entries, base-major: tab[i T + t] = 2^(c k t) P_i */
};
typedef struct ecb_msm_fixed msm_fixed;

/* Sets f up for n bases of group g in table form `form` (entries of entry_size bytes, the
 * kernels' msm_aff) with window c and k passes over bits-bit scalars (T = ceil(W / k)), and
 * allocates its skip flags and (zeroed) table. Returns ECB_OK, ECB_ERR_SIZE_OVERFLOW or
 * ECB_ERR_OUT_OF_MEMORY (f's pointers then NULL). */
ecb_status msm_fixed_init(msm_fixed *f, ecb_group g, uint32_t form, size_t entry_size, size_t n,
                          unsigned bits, unsigned c, unsigned k);

/* A new object for n bases of group g in table form `form` of descriptor d's kernels, its (c, k)
 * chosen within budget bytes of table; table allocated, not filled. */
ecb_status msm_fixed_new(msm_fixed **out, ecb_group g, uint32_t form, const msm_group_desc *d,
                         const void *points, size_t n, size_t budget);

/* Returns st, freeing *out (a new object whose table failed to build) unless st is ECB_OK. */
ecb_status msm_fixed_finish(msm_fixed **out, ecb_status st);

/* Bytes of caller scratch (options->scratch) that hold the buckets and results of a
 * fixed-base MSM over at most n bases of f on `threads` threads run by descriptor d's kernels,
 * or the bases and the plain plan's scratch when that plan runs instead (an upper bound of
 * engine_fixed_msm's layouts, msm_fixed_base_impl.h, which uses the scratch when it holds
 * the exact need and allocates otherwise). */
size_t msm_fixed_scratch_bound(const msm_fixed *f, const msm_group_desc *d, size_t n,
                               unsigned threads);

/* Checks of every fixed-base MSM call: the object's group and the count. */
ecb_status msm_fixed_check(const msm_fixed *f, ecb_group g, const void *scalars, size_t n);

#endif
