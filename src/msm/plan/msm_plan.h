/* The plan's interface, shared by the engine: what the generic plan (src/msm/plan) knows about
 * each group (msm_group_desc), its calls, the scratch layout shared by the plan's size query
 * and the engine, and the digit recodings used by every instantiation of msm_engine_impl.h. */
#ifndef ECBATCH_MSM_PLAN_H
#define ECBATCH_MSM_PLAN_H

#include <stddef.h>
#include <stdint.h>

#include "ecbatch/msm.h"
#include "util/cpu.h"

/* The most kernel shapes a level lists (msm_shape.h; the profile's bound counts them). */
#define MSM_SHAPES_MAX 4u

/* Hot loops: every group operation they call is inlined (compilers otherwise keep the field
 * multiplication out of line in large functions). Not in sanitizer builds: instrumenting the
 * flattened loops of the 6-limb groups takes the compiler minutes per file, and under TSan
 * clang runs out of registers for the inlined MULX/ADX product. */
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define MSM_INSTRUMENTED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define MSM_INSTRUMENTED 1
#endif
#endif
#ifdef MSM_INSTRUMENTED
#define MSM_HOT
#else
#define MSM_HOT __attribute__((flatten))
#endif
/* Bit set of strategies, indexed by ecb_msm_strategy. */
#define MSM_BIT(s) (1u << (unsigned)(s))

/* The primitives a first-use calibration times (msm_group_desc.calibrate), in ns per
 * operation, each the fastest of a few short runs; 0 where the level lacks the operation. */
typedef struct msm_calibration {
    double far_bytes;           /* in: the working set of the memory probe (bytes) */
    const ecb_msm_costs *costs; /* in: the costs the runs below pick their kernel shape by */
    double add, madd, dbl, inv, norm, aff_add, endo_split, endo_map;
    /* the level's kernel shapes: Pippenger's bucket addition (addends in cache), Straus's chain
     * step and doubling */
    double shape[MSM_SHAPES_MAX], shape_dbl[MSM_SHAPES_MAX];
    /* the extra time of one bucket update with far_bytes of buckets over one in cache, or of
     * one addend read from far_bytes of addends where the level's Pippenger runs sorted shapes
     * (their reads overlap the additions) */
    double far_extra;
    /* one run of Pippenger and (where the level has it) of batch-affine Pippenger on one
     * thread: run_n points, run_bits-bit scalars, window run_c; the bookkeeping the units leave
     * out is fitted to them */
    size_t run_n;
    unsigned run_bits, run_c;
    double pip_ns, ba_ns;
} msm_calibration;

/* What the plan needs to know about one group's engine. */
typedef struct msm_group_desc {
    ecb_group group;
    const char *name;
    unsigned max_scalar_bits; /* scalars are below 2^max_scalar_bits */
    size_t pt_size;           /* accumulator point */
    size_t aff_size;          /* normalised point */
    size_t input_size;        /* input point (msm_input) */
    size_t scalar_size;
    size_t batch_scratch; /* bytes of batch-normalisation scratch per point */
    unsigned strategies;  /* MSM_BIT set of implemented strategies */
    int input_affine;     /* inputs arrive normalised: bucket methods skip normalisation */
    int dbl_add_shared;   /* double_and_add shares one doubling chain (snarkVM's form) */
    int table_addends;    /* Straus's table entries are chain additions of 2P's addend (madd),
                             each converted to an addend without an inversion (norm) */
    unsigned endo_parts;  /* GLV: parts per scalar (0: no endomorphism) */
    unsigned endo_bits;   /* GLV: bit length of the parts (a folded top part has one more) */
    size_t ba_scratch;    /* batch-affine kernel scratch per batch entry (bytes) */
    int ba_lane_sums;     /* batch-affine running sums in batches of affine additions, from
                             MSM_BA_RS_MIN buckets a task (the eight-lane level) */
    ecb_msm_costs costs;  /* built-in unit costs (ns) of the descriptor's kernel level */
    /* the built-in costs of CPU families measured apart (msm_desc_costs) */
    const struct msm_family_costs *family_costs;
    unsigned n_family_costs;
    ecb_status (*measure)(ecb_msm_costs *out); /* times this machine's unit costs */
    /* times a few primitives on this machine in a few milliseconds (msm_calibration), from
     * which msm_desc_costs derives the costs it plans with; NULL: the built-in ones as they
     * are */
    void (*calibrate)(msm_calibration *m);
    /* the kernel shapes of Pippenger and Straus (msm_shape.h), the plan runs the cheapest;
     * none: the engine's own loops */
    const struct msm_shape *const *shapes;
    unsigned n_shapes;
} msm_group_desc;

/* A level's built-in costs on one CPU family, in place of msm_group_desc.costs there. */
typedef struct msm_family_costs {
    ecb_cpu_vendor vendor;
    unsigned family; /* as ecb_cpu_id_get reads it */
    ecb_msm_costs costs;
} msm_family_costs;

/* The built-in costs of d on a CPU of this vendor and family (msm_desc_costs: the running
 * one's): its family's entry, else d->costs. */
const ecb_msm_costs *msm_desc_costs_on(const msm_group_desc *d, ecb_cpu_vendor vendor,
                                       unsigned family);
const ecb_msm_costs *msm_desc_costs(const msm_group_desc *d);

/* The costs msm_desc_costs plans with on a CPU family without built-in figures: c (the level's
 * common figures) with every unit m timed in its place (their ratios differ between families:
 * 512-bit vector units against scalar MULX products, an inversion against a multiplication),
 * the bookkeeping units (set, digit, bucket, wnaf, point, stream) scaled by the geometric mean
 * of m's add and dbl over c's, smul by the dbl's, each ratio held within [1/4, 8]; the first
 * cache level of l2 bytes (0: c's) at the penalty of m's probe (m->far_extra over the miss
 * share of m->far_bytes; none run: c's), the last level as c's; then every time scaled by
 * msm_calibration_scale of these units (m's runs against their estimates: the whole MSM's
 * level, which the units' sum misses by loop overheads and by the machine's load). Figures
 * rounded as a profile stores them. */
void msm_costs_from_calibration(ecb_msm_costs *out, const msm_group_desc *d, const ecb_msm_costs *c,
                                const msm_calibration *m, double l2);

/* Precomputed Straus tables of one engine instantiation (msm_precomputed_straus_impl.h), opaque
 * outside it, so that one backend function type serves every table form. */
typedef struct msm_precomp msm_precomp;

/* The registry of groups with an engine (NULL where none yet), in msm_groups.c: the selected
 * level's descriptor (msm_backend.h). */
const msm_group_desc *msm_group_lookup(ecb_group g);

/* The longest scalars any group has. */
#define MSM_MAX_SCALAR_BITS 256u

/* Window ranges. */
#define MSM_STRAUS_WMIN 2u
#define MSM_STRAUS_WMAX 8u
#define MSM_PIPPENGER_CMAX 20u
/* Points per digit block in Pippenger (digits are recoded a block at a time). */
#define MSM_DIGIT_BLOCK 256u

/* The scan of an MSM's terms (zero scalars and identity points dropped, the bit length) runs on
 * the call's threads from this many points a thread (msm_driver_impl.h): below, starting a
 * helper costs about what its share saves. */
#define MSM_SCAN_SLICE_MIN 4096u
static inline unsigned msm_scan_threads(size_t n, unsigned threads) {
    size_t t = n / MSM_SCAN_SLICE_MIN;
    return t < 1 ? 1 : (t < threads ? (unsigned)t : threads);
}

/* Fixed-base tables: entries normalised per inversion while building (msm_fixed_base_impl.h). */
#define MSM_FIXED_BUILD_ENTRIES 256u
/* Many MSMs: points per block of the shifted copies' batch doublings (msm_multi_impl.h). */
#define MSM_MULTI_SHIFT_BLOCK 256u

/* Batch-affine: entries per inversion for K buckets. A batch holds each bucket at most once,
 * so it stays a fraction of K (then few points wait in the queue); the inversion (about 75
 * multiplications) is shared by up to MSM_BA_BATCH_MAX additions. The queue has the same
 * length. */
#define MSM_BA_BATCH_MAX 512u
static inline size_t msm_ba_batch(size_t K) {
    size_t s = K / 4;
    return s < 1 ? 1 : (s > MSM_BA_BATCH_MAX ? MSM_BA_BATCH_MAX : s);
}

/* Batch-affine: a task joins windows (of one point chunk) until their buckets reach
 * MSM_BA_JOIN_BUCKETS, so that its batches (msm_ba_batch of all its buckets) stay long when a
 * window has few buckets: with one window of 2^(c-1) = 64 buckets a batch held 16 additions
 * and its inversion cost about as much as they did. msm_ba_join_max is the most windows a task
 * of W windows of K buckets joins (scratch layout), msm_ba_join the number it joins: W split
 * evenly into ceil(W / msm_ba_join_max) tasks. */
#define MSM_BA_JOIN_BUCKETS (2 * MSM_BA_BATCH_MAX)
/* Buckets of a task from which a level with ba_lane_sums runs the running sums in batches of
 * affine additions (msm_batch_affine_impl.h). */
#define MSM_BA_RS_MIN 128u
/* ... and from this many points per bucket (a chunk of m >= MSM_BA_DENSE K points): the batched
 * sums add every bucket, where the XYZZ sums skip empty ones. */
#define MSM_BA_DENSE 4u
static inline unsigned msm_ba_join_max(size_t K, unsigned W) {
    size_t g = (MSM_BA_JOIN_BUCKETS + K - 1) / K;
    return g < W ? (unsigned)g : (W > 0 ? W : 1);
}
static inline unsigned msm_ba_join(size_t K, unsigned W) {
    unsigned g = msm_ba_join_max(K, W), tasks = (W + g - 1) / g;
    return tasks > 0 ? (W + tasks - 1) / tasks : 1;
}

/* The full plan, as msm_choice.c computes it for a descriptor. strategy may be forced (not
 * AUTO), window forced (non-zero), and for GLV its inner method (not AUTO). scratch_limit:
 * with caller scratch, only plans whose scratch fits are considered (SIZE_MAX: no limit). */
ecb_status msm_plan_desc(const msm_group_desc *d, size_t n, unsigned bits, unsigned threads,
                         const ecb_msm_costs *costs, ecb_msm_strategy strategy,
                         ecb_msm_strategy inner, unsigned window, size_t scratch_limit,
                         ecb_msm_plan_result *out);

/* 1 when the engine keeps the kept inputs as normalised points (MSM_R_AFF) under plan p, 0
 * when as accumulator points (MSM_R_POINTS): groups whose inputs arrive normalised hand them
 * straight to the bucket methods and to the shared double-and-add, and with a batch-affine
 * kernel to Straus, which builds its tables from them in affine coordinates. */
static inline int msm_inputs_normalised(const msm_group_desc *d, const ecb_msm_plan_result *p) {
    if (!d->input_affine) return 0;
    switch (p->strategy) {
    case ECB_MSM_PIPPENGER:
    case ECB_MSM_BATCH_AFFINE:
    case ECB_MSM_BUCKET_1BIT:
        return 1;
    case ECB_MSM_DOUBLE_AND_ADD:
        return d->dbl_add_shared;
    case ECB_MSM_STRAUS:
        return d->ba_scratch != 0;
    case ECB_MSM_GLV:
        return p->inner != ECB_MSM_STRAUS || d->ba_scratch != 0;
    default:
        return 0;
    }
}

/* The slots between consecutive normalised inputs in MSM_R_AFF: Straus puts each point at the
 * start of its table of 2^(w-2) entries, GLV's bucket methods next to its images. */
static inline size_t msm_input_stride(const msm_group_desc *d, const ecb_msm_plan_result *p) {
    ecb_msm_strategy m = p->strategy == ECB_MSM_GLV ? p->inner : p->strategy;
    if (m == ECB_MSM_STRAUS) return (size_t)1 << (p->window - 2);
    return p->strategy == ECB_MSM_GLV ? d->endo_parts : 1;
}

/* 1 when plan p can run on group d as it stands (strategy implemented and not AUTO, window in
 * range, GLV with an implemented inner method, thread and chunk counts in range). */
int msm_plan_runnable(const msm_group_desc *d, const ecb_msm_plan_result *p);

/* The kernel shape that runs plan p's Pippenger tasks or Straus chains (msm_shape.h; costs
 * NULL: the built-in), the cheapest of the descriptor's entries and the engine's own loop as
 * the plan priced them; NULL: the engine's own loop. */
const struct msm_shape *msm_plan_shape(const msm_group_desc *d, const ecb_msm_costs *costs,
                                       const ecb_msm_plan_result *p);
/* The same for precomputed Straus plan p with n_static of its p->n columns static (width ws). */
const struct msm_shape *msm_plan_precomp_shape(const msm_group_desc *d, const ecb_msm_costs *costs,
                                               const ecb_msm_plan_result *p, size_t n_static,
                                               unsigned ws);

/* Estimated time (ns) of one strategy with one window (0: best window, written to *window).
 * Returns a negative value when the strategy is not available. */
double msm_estimate(const msm_group_desc *d, const ecb_msm_costs *c, ecb_msm_strategy s, size_t n,
                    unsigned bits, unsigned threads, unsigned *window, unsigned *chunks);

/* The plan of a call with precomputed tables: n_static static points (table width ws) and
 * n_dyn dynamic ones. Chooses ECB_MSM_PRECOMPUTED_STRAUS (window = the dynamic tables'
 * width), ECB_MSM_PIPPENGER over all points (static points come normalised) or, only when
 * forced, ECB_MSM_NAIVE. A forced ECB_MSM_STRAUS means the interleaved precomputed Straus. */
ecb_status msm_plan_precomp(const msm_group_desc *d, size_t n_static, size_t n_dyn, unsigned bits,
                            unsigned threads, const ecb_msm_costs *costs, ecb_msm_strategy strategy,
                            unsigned window, unsigned ws, size_t scratch_limit,
                            ecb_msm_plan_result *out);

/* Bytes of scratch that an MSM of n points by descriptor d under options (strategy, window,
 * threads, costs; not precomputed Straus) needs at every effective scalar length: the bound
 * ecb_msm_scratch_size_options gives for the selected level's descriptor. 0 on a plan error. */
size_t msm_scratch_bound_desc(const msm_group_desc *d, size_t n, const ecb_msm_options *options);

/* The extra cost of one random bucket update in a working set of `bytes` (the memory
 * hierarchy of ecb_msm_costs: private cache, last-level cache, memory). */
double msm_bucket_mem_cost(const ecb_msm_costs *c, double bytes);

/* The extra cost per point and window of streaming m points of `size` bytes in every window
 * (they come from memory again when they outgrow the last-level cache). */
double msm_stream_cost(const ecb_msm_costs *c, double m, size_t size);

/* Pippenger's window count and the bucket count of window j for b-bit scalars, window c:
 * signed (Booth) digits in [-2^(c-1), 2^(c-1)], W = ceil((b + 1) / c). */
static inline unsigned msm_pippenger_windows(unsigned bits, unsigned c) {
    return (bits + 1 + c - 1) / c;
}
static inline size_t msm_pippenger_buckets(unsigned bits, unsigned c, unsigned j) {
    unsigned W = msm_pippenger_windows(bits, c);
    if (j + 1 < W) return (size_t)1 << (c - 1);
    /* the top window holds t = bits - c (W - 1) < c bits: digits are at most 2^t */
    unsigned t = bits - c * (W - 1);
    return t + 1 < c ? (size_t)1 << t : (size_t)1 << (c - 1);
}

/* ---- scratch layout ------------------------------------------------------------------------ */

enum {
    MSM_R_SCALARS, /* kept scalars, n */
    MSM_R_POINTS,  /* kept points, n */
    MSM_R_TAB_PT,  /* Straus: table points, n * 2^(w-2) */
    MSM_R_AFF,     /* Straus: table entries; Pippenger: normalised points */
    MSM_R_BATCH,   /* batch-normalisation scratch */
    MSM_R_DIGITS,  /* Straus: wNAF digits (max_bits + 1) * n bytes */
    MSM_R_COL_TAB, /* Straus: each column's table, n pointers */
    MSM_R_WORKER,  /* Pippenger: per worker buckets, flags, digit block */
    MSM_R_RESULTS, /* per task or per thread results */
    MSM_R_SPLIT,   /* GLV: the parts of every kept scalar, n * parts */
    MSM_R_COUNT
};

/* Parts of a worker's area (MSM_R_WORKER) for the batch-affine strategies. */
enum {
    MSM_W_BUCKETS,   /* batch_affine: K affine buckets; bucket_1bit: the chunk's points */
    MSM_W_XYZZ,      /* batch_affine: K XYZZ twins */
    MSM_W_FLAGS,     /* K bytes */
    MSM_W_DIGITS,    /* MSM_DIGIT_BLOCK int32 digits */
    MSM_W_BATCH_ACC, /* the batch: S accumulator pointers */
    MSM_W_BATCH_ADD, /* S addend pointers */
    MSM_W_BATCH_NEG, /* S signs */
    MSM_W_BATCH_IDX, /* S bucket indices (uint32) */
    MSM_W_QUEUE,     /* S waiting points (uint64) */
    MSM_W_SCRATCH,   /* the kernel's S field elements */
    MSM_W_KIND,      /* the kernel's S bytes */
    MSM_W_SHAPE,     /* Pippenger's kernel shape: its scratch (msm_shape.h) */
    MSM_W_COUNT
};

typedef struct msm_layout {
    size_t off[MSM_R_COUNT];
    size_t worker_size;        /* bytes per worker in MSM_R_WORKER */
    size_t buckets_size;       /* bytes of buckets at the start of each worker's area */
    size_t w_off[MSM_W_COUNT]; /* batch-affine, sorting Pippenger: offsets in a worker's area */
    size_t total;
} msm_layout;

/* Digits reserved per point by Straus layouts: the sparse wNAF capacity of the narrowest
 * width the call may use (the plan's window; any static width for precomputed Straus). */
size_t msm_straus_digit_cap(const msm_group_desc *d, const ecb_msm_plan_result *plan);

/* The bytes of scratch plan p needs for n points (msm_layout_make's total), or SIZE_MAX. */
size_t msm_plan_scratch(const msm_group_desc *d, size_t n, const ecb_msm_plan_result *p);

/* Computes the layout for n points under plan (strategy, window, threads, chunks).
 * Returns 0, or -1 when the sizes overflow. */
int msm_layout_make(const msm_group_desc *d, size_t n, const ecb_msm_plan_result *plan,
                    msm_layout *out);

/* ---- digits -------------------------------------------------------------------------------- */

/* len (<= 32) bits of the little-endian limbs starting at bit pos; bits past the end are 0. */
static inline uint32_t msm_bits(const uint64_t *limbs, unsigned nlimbs, unsigned pos,
                                unsigned len) {
    unsigned li = pos >> 6, sh = pos & 63;
    if (li >= nlimbs) return 0;
    uint64_t v = limbs[li] >> sh;
    if (sh + len > 64 && li + 1 < nlimbs) v |= limbs[li + 1] << (64 - sh);
    return (uint32_t)(v & (((uint64_t)1 << len) - 1));
}

/* Booth digit j of width c (Booth 1951; blst's Pippenger): with x_j = bits [cj, cj+c),
 *   d_j = x_j + bit(cj - 1) - 2^c bit(cj + c - 1),  so d_j is in [-2^(c-1), 2^(c-1)],
 * each digit reads only c + 1 bits (no carry chain), and sum_j d_j 2^(cj) = k whenever
 * bit(cW - 1) = 0, i.e. cW >= b + 1. */
static inline int32_t msm_booth_digit(const uint64_t *limbs, unsigned nlimbs, unsigned c,
                                      unsigned j) {
    uint32_t v;
    if (j == 0)
        v = msm_bits(limbs, nlimbs, 0, c) << 1;
    else
        v = msm_bits(limbs, nlimbs, c * j - 1, c + 1);
    return (int32_t)((v + 1) >> 1) - (int32_t)((v >> c) << c);
}

/* A digit of the interleaved Straus chain: column (point) and signed odd digit. */
typedef struct msm_digit {
    uint32_t col;
    int32_t d;
} msm_digit;

/* Highest set bit + 1 of a little-endian number (0 for zero). */
static inline unsigned msm_bitlen(const uint64_t *limbs, unsigned nlimbs) {
    for (unsigned i = nlimbs; i-- > 0;)
        if (limbs[i]) return 64 * i + 64 - (unsigned)__builtin_clzll(limbs[i]);
    return 0;
}

/* The OR of a little-endian number's limbs: non-zero exactly when the number is. */
static inline uint64_t msm_limbs_any(const uint64_t *limbs, unsigned nlimbs) {
    uint64_t any = 0;
    for (unsigned i = 0; i < nlimbs; i++)
        any |= limbs[i];
    return any;
}

/* acc |= limbs, limb by limb: the OR of many scalars has the bit length of the largest. */
static inline void msm_limbs_or(uint64_t *acc, const uint64_t *limbs, unsigned nlimbs) {
    for (unsigned i = 0; i < nlimbs; i++)
        acc[i] |= limbs[i];
}

#endif
