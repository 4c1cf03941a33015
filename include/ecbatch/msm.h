/** @file
 * Multi-scalar multiplication: out = sum_i scalars[i] * points[i].
 *
 * One engine, several strategies, and a plan that estimates each strategy's cost from n, the
 * effective scalar bit length and per-group unit costs and picks the cheapest. All MSM
 * functions are variable time (_var): give them public points and scalars only (verification,
 * not signing or proving with secret scalars).
 *
 * Before any work, zero scalars and identity points are dropped and the effective scalar
 * length b (the highest set bit over all remaining scalars) is measured; the plan is made for
 * the remaining count and b. Results are group elements, so the same inputs give the same
 * element (and the same encoding) for every strategy, window and thread count.
 *
 * Bounds (docs/bounds.md lists each argument): counts of points, rows and bases at most
 * ECB_MSM_MAX_POINTS (ECB_ERR_SIZE_OVERFLOW), threads at most ECB_MSM_MAX_THREADS and windows
 * within their strategy's range (ECB_ERR_INVALID_ARGUMENT), all checked before any allocation;
 * the only loops before them are the O(1) checks of the other arguments. */
#ifndef ECBATCH_MSM_H
#define ECBATCH_MSM_H

#include <stddef.h>
#include <stdint.h>

#include "bls12_377.h"
#include "bls12_381.h"
#include "bn254.h"
#include "ristretto255.h"
#include "status.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The groups with an MSM engine (plan, costs and names are per group). */
typedef enum ecb_group {
    ECB_GROUP_RISTRETTO255 = 0, /**< ristretto255 ("ristretto255") */
    ECB_GROUP_BLS12_381_G1 = 1, /**< BLS12-381 G1 ("bls12-381-g1") */
    ECB_GROUP_BLS12_381_G2 = 2, /**< BLS12-381 G2 ("bls12-381-g2") */
    ECB_GROUP_BLS12_377_G1 = 3, /**< BLS12-377 G1 ("bls12-377-g1") */
    ECB_GROUP_BN254_G1 = 4,     /**< BN254 G1 ("bn254-g1") */
} ecb_group;
/** The number of groups in ecb_group. */
#define ECB_GROUP_COUNT 5

/** The MSM strategies; which ones a group has: ecb_msm_strategy_available. */
typedef enum ecb_msm_strategy {
    ECB_MSM_AUTO = 0,               /**< the plan's choice */
    ECB_MSM_NAIVE = 1,              /**< one constant-time scalar mult per point (reference) */
    ECB_MSM_DOUBLE_AND_ADD = 2,     /**< per-point double-and-add, summed */
    ECB_MSM_STRAUS = 3,             /**< interleaved wNAF with normalised tables */
    ECB_MSM_PRECOMPUTED_STRAUS = 4, /**< static bases with tables built once (see precomp API) */
    ECB_MSM_PIPPENGER = 5,          /**< buckets with signed digits */
    ECB_MSM_BATCH_AFFINE = 6,       /**< Pippenger with affine buckets, one inversion per batch */
    ECB_MSM_GLV = 7,                /**< endomorphism split, then Straus or a bucket method */
    ECB_MSM_BUCKET_1BIT = 8,        /**< snarkVM's bucket method with 1-bit windows (BLS12-377,
                                       BN254) */
    ECB_MSM_STRATEGY_COUNT = 9,     /**< the number of strategies */
} ecb_msm_strategy;

/** The most points one MSM takes, checked before any allocation (more: ECB_ERR_SIZE_OVERFLOW). */
#define ECB_MSM_MAX_POINTS ((size_t)1 << 28)
/** The most threads one MSM takes (more: ECB_ERR_INVALID_ARGUMENT). */
#define ECB_MSM_MAX_THREADS 256u

/** Per-group unit costs of this machine, in nanoseconds, from which the plan estimates every
 * strategy. ecb_msm_costs_default() gives the built-in figures (the project's machines', per CPU
 * family where measured apart), calibrated once per process by timing a few primitives (ms, on
 * the group's first plan): a family with figures of its own scaled by one ratio (never changing
 * the plan's choice), any other unit by unit; ECBATCH_COSTS=builtin skips it. `ecbatch tune`
 * measures the current machine and writes a profile file that ecb_msm_costs_load() reads. The
 * kernel shapes' units (alternative inner loops of a strategy at a CPU level) are not fields:
 * they are read and set by name (ecb_msm_shape_cost). */
typedef struct ecb_msm_costs {
    double add;           /**< full addition of two accumulator points */
    double madd;          /**< mixed addition: accumulator + normalised point */
    double dbl;           /**< one doubling inside a chain of doublings */
    double norm;          /**< batch normalisation, per point, excluding the inversion */
    double inv;           /**< the one field inversion of a batch normalisation */
    double set;           /**< loading a normalised point into an empty bucket */
    double digit;         /**< Pippenger: per point and window (digit, loads, loop) */
    double bucket;        /**< Pippenger: per bucket and window (clearing, scanning) */
    double wnaf;          /**< Straus: per point and scalar bit (recoding, scanning) */
    double smul;          /**< one constant-time scalar multiplication (naive) */
    double point;         /**< per input point: filtering, copying */
    double thread;        /**< starting and joining one worker thread */
    double cache_bytes;   /**< bucket memory (bytes) that stays cheap to update (the core's
                               private cache) */
    double cache_penalty; /**< extra cost of one bucket update that misses cache_bytes; with
                               working set B the share (1 - cache_bytes / B) of updates miss */
    /* groups with batch-affine buckets and an endomorphism (BLS12); 0 elsewhere */
    double aff_add;    /**< one affine addition in a batch, its share of the inversion excluded */
    double endo_split; /**< splitting one scalar into its endomorphism parts */
    double endo_map;   /**< one endomorphism image of a normalised point */
    /* the memory beyond the private cache (profile version 2; older profiles keep the
     * built-in figures) */
    double llc_bytes;   /**< the last-level cache (bytes): bucket updates beyond it go to memory */
    double llc_penalty; /**< extra cost of one bucket update that misses llc_bytes as well */
    double stream;      /**< per point and window when a window's points exceed llc_bytes (read
                             from memory again in every window) */
} ecb_msm_costs;

/** The plan for one MSM: the chosen strategy and its parameters, and every strategy's
 * estimate so the model can be checked against measurement. */
typedef struct ecb_msm_plan_result {
    ecb_msm_strategy strategy; /**< the chosen (or forced) strategy, never ECB_MSM_AUTO */
    ecb_msm_strategy inner;    /**< GLV: the method run on the split scalars (Straus, Pippenger
                                  or batch-affine); else ECB_MSM_AUTO */
    unsigned window;           /**< Straus: wNAF width; bucket methods: window c; else 0 (GLV:
                                  the inner method's) */
    unsigned threads;          /**< threads the plan uses (at most the number requested) */
    unsigned point_chunks;     /**< Pippenger: points split into this many chunks */
    size_t n;                  /**< points counted (after dropping zero terms) */
    unsigned scalar_bits;      /**< effective scalar length b */
    double estimate_ns;        /**< estimated time of the chosen strategy */
    /** per strategy: its best estimate (ns); < 0 when the group lacks it */
    double strategy_ns[ECB_MSM_STRATEGY_COUNT];
    /** per strategy: the window of that estimate */
    unsigned strategy_window[ECB_MSM_STRATEGY_COUNT];
} ecb_msm_plan_result;

/** Options for one MSM call. A NULL options pointer means: auto, one thread, default costs,
 * allocate scratch internally (once per call). Zero-initialise and set what you need; to read
 * back the plan of an otherwise default call, zero-initialised options with only plan_used set
 * behave exactly as NULL options. */
typedef struct ecb_msm_options {
    ecb_msm_strategy strategy;      /**< the strategy; ECB_MSM_AUTO (0): the plan's choice */
    unsigned threads;               /**< 0 or 1: the calling thread only; a worker that cannot
                                       be started leaves its share to the others (same answer) */
    void *scratch;                  /**< caller scratch, or NULL to allocate once per call */
    size_t scratch_size;            /**< bytes at scratch */
    unsigned window;                /**< force the window (Straus 2..8, Pippenger and batch_affine
                                       1..20; GLV: its inner method's); 0: the plan's. A window
                                       belongs to a strategy: with strategy ECB_MSM_AUTO a
                                       non-zero window is refused (ECB_ERR_INVALID_ARGUMENT);
                                       force the strategy as well */
    const ecb_msm_costs *costs;     /**< unit costs for the plan; NULL: built-in defaults */
    ecb_msm_plan_result *plan_used; /**< if non-NULL, receives the plan that was run */
    ecb_msm_strategy inner;         /**< with ECB_MSM_GLV: force its inner method (straus,
                                       pippenger or batch_affine); AUTO: the plan's */
} ecb_msm_options;

/* ---- costs and plan ---------------------------------------------------------------------- */

/** Built-in unit costs of group g into *out, those of the running CPU level (a group with
 * vector kernels has figures for them). ECB_OK; ECB_ERR_UNSUPPORTED for a group without
 * an MSM engine; ECB_ERR_NULL_POINTER when out is NULL. */
ecb_status ecb_msm_costs_default(ecb_group g, ecb_msm_costs *out);

/** The profile format this library writes: 2 added llc_bytes, llc_penalty and stream (the
 * memory hierarchy), 3 the kernel shapes' units "shape.<name>" (2's madd_x8 is read as
 * shape.pippenger_sorted_x8_ifma), 4 Straus shapes (their step "shape.<name>" and doubling
 * "shape.<name>.dbl"); a profile without a "version=N" line is version 1. */
#define ECB_MSM_PROFILE_VERSION 4

/** The profile's bounds, checked before reading further. A line holds at most
 * ECB_MSM_PROFILE_MAX_LINE = 96 bytes with its newline (the longest line ecb_msm_costs_write
 * writes is 79: "portable:", a 12-character group, ".shape.", a 32-character shape name,
 * ".dbl=", a 13-character value and the newline). A profile holds at most
 * ECB_MSM_PROFILE_MAX_BYTES = 41952 bytes: the largest valid profile, a comment and the version
 * line, then for each of the 5 groups at each of the 3 kernel levels a comment line and every
 * key (the 20 fields of ecb_msm_costs, the step and doubling of at most 4 kernel shapes a
 * level lists), 437 lines of at most 96 bytes. */
#define ECB_MSM_PROFILE_MAX_LINE 96u
#define ECB_MSM_PROFILE_MAX_BYTES 41952u

/** The range of a unit cost in a profile: a time (every field of ecb_msm_costs but the two
 * byte counts) is 0 to ECB_MSM_COST_MAX_NS = 1e8 ns (0.1 s; one operation of the slowest group
 * takes about 1e6); cache_bytes and llc_bytes are whole numbers of bytes, 0 to
 * ECB_MSM_COST_MAX_BYTES = 2^40. */
#define ECB_MSM_COST_MAX_NS 1e8
#define ECB_MSM_COST_MAX_BYTES 1099511627776.0

/** Reads group g's costs from a profile file: text of at most ECB_MSM_PROFILE_MAX_BYTES in lines
 * of at most ECB_MSM_PROFILE_MAX_LINE bytes, each empty, a '#' comment, the one "version=N"
 * line (N a whole number, 1 to ECB_MSM_PROFILE_VERSION; a profile without one is version 1) or
 * "[backend:]group.key=value" (backend portable, adx or ifma: the line holds at that kernel
 * level only, see ECBATCH_CPU in the README; group one with an engine; key a field of
 * ecb_msm_costs, "shape.<name>" or "shape.<name>.dbl" with a name of at most 32 characters
 * [a-z0-9_]; value a plain decimal number, digits with an optional fraction and exponent, in
 * the key's range above); trailing spaces and a carriage return are ignored. Every line is
 * checked, whatever group and level it is for, and a key may be set only once per level (a
 * line without backend sets it at every level). Lines of other groups and levels are then
 * skipped, and so are "shape.<name>" lines of shapes the active level lacks (a profile may come
 * from another build; "shape.<name>.dbl" of a shape it has that is not a Straus shape is
 * malformed). Keys absent from the file keep their default (so a version 1 profile gets the
 * built-in memory hierarchy). The kernel shapes' figures are not in *out: a profile that loads
 * sets them for this process, as ecb_msm_shape_cost_set does, for g at the active level (the
 * shapes it names to its figures, the others back to their built-in ones); on error they stay
 * as they were. Reads at most ECB_MSM_PROFILE_MAX_BYTES + 1 bytes, one line in
 * memory at a time. ECB_OK; ECB_ERR_TOO_LONG for a file or a line beyond its bound,
 * ECB_ERR_PARSE for a malformed line (a NUL byte, an unknown level, group or key, a key set
 * twice, a malformed or out-of-range value, a second version line), ECB_ERR_UNSUPPORTED for a
 * group without an engine or a version above ECB_MSM_PROFILE_VERSION, ECB_ERR_IO when the file
 * cannot be read (a folder), ECB_ERR_NULL_POINTER when path or out is NULL. On error *out holds
 * the defaults (ecb_msm_costs_default). `ecbatch` names the line and the fault. */
ecb_status ecb_msm_costs_load(const char *path, ecb_group g, ecb_msm_costs *out);

/** Writes group g's costs as profile lines of the active kernel level ("ifma:ristretto255.add=...",
 * read back only at that level), appending to f (a FILE *, passed as void * to keep stdio out
 * of this header): byte counts exactly, times to 6 significant digits, then the figures set
 * for g's kernel shapes at this level (ecb_msm_shape_cost_set; built-in ones are not written);
 * what it writes ecb_msm_costs_load reads back. Nothing is written when a figure
 * is outside its range (a NaN, a negative, a time above ECB_MSM_COST_MAX_NS, a byte count that
 * is not a whole number up to ECB_MSM_COST_MAX_BYTES): ECB_ERR_INVALID_ARGUMENT, as for an
 * unknown group. ECB_OK; ECB_ERR_IO when a write fails; ECB_ERR_NULL_POINTER when f or costs
 * is NULL. */
ecb_status ecb_msm_costs_write(void *f, ecb_group g, const ecb_msm_costs *costs);

/** Measures this machine's unit costs for group g into *out (takes about a second; variable
 * time, uses only generated public data), and its kernel shapes' units at the active level,
 * which it sets (ecb_msm_shape_cost_set; ecb_msm_costs_write writes them). ECB_OK;
 * ECB_ERR_UNSUPPORTED for a group without an engine; ECB_ERR_NULL_POINTER when out is NULL;
 * ECB_ERR_OUT_OF_MEMORY (its memory is allocated before any timing). On error *out and the
 * shapes' figures are unchanged. */
ecb_status ecb_msm_costs_measure(ecb_group g, ecb_msm_costs *out);

/** The name of kernel shape i of group g at the active CPU level ("pippenger_sorted_x8_ifma",
 * "batch_affine_x8_ifma"; shapes are a level's alternative inner loops of one strategy, the plan
 * running the cheapest); NULL when i is past the level's last shape or g has no engine. */
const char *ecb_msm_shape_name(ecb_group g, unsigned i);

/** The unit costs (ns) the plan prices kernel shape `name` of group g at the active CPU level
 * with under costs (NULL: the defaults): *unit_ns its bucket addition (Straus: a chain step of
 * two digits; batch-affine: one affine addition, its share of the inversion excluded) and, when
 * dbl_ns is not NULL, *dbl_ns its chain doubling (Straus shapes; 0 for the others). Each is the
 * figure set for the shape (ecb_msm_shape_cost_set, a loaded profile, ecb_msm_costs_measure), else
 * its built-in one for this CPU family, scaled by costs->add over the built-in add (the
 * defaults' calibration applies alike); an engine's own loop (Pippenger's, a level's own batch)
 * gives the figure of costs it is priced at (madd, aff_add). ECB_OK; ECB_ERR_INVALID_ARGUMENT when
 * the level has no shape of that name; ECB_ERR_UNSUPPORTED for g without an engine;
 * ECB_ERR_NULL_POINTER when name or unit_ns is NULL. */
ecb_status ecb_msm_shape_cost(ecb_group g, const char *name, const ecb_msm_costs *costs,
                              double *unit_ns, double *dbl_ns);

/** Sets the unit costs of kernel shape `name` of group g at the active CPU level for this
 * process (what the profile key "shape.<name>" and "shape.<name>.dbl" set): unit_ns and dbl_ns
 * in 0 to ECB_MSM_COST_MAX_NS, 0 giving back the built-in figure; dbl_ns non-zero only for a
 * Straus shape. Every later plan of g at that level, on any thread, prices the shape with it
 * (set figures before the MSMs whose plans should follow them). ECB_OK;
 * ECB_ERR_INVALID_ARGUMENT for an unknown name or a figure out of range; ECB_ERR_UNSUPPORTED for
 * g without an engine; ECB_ERR_NULL_POINTER when name is NULL. */
ecb_status ecb_msm_shape_cost_set(ecb_group g, const char *name, double unit_ns, double dbl_ns);

/** The kernel shape that runs plan p of group g under costs (NULL: built-in) at the active CPU
 * level, as ecb_msm_shape_name gives it (Pippenger's bucket loop, Straus's chain, batch-affine's
 * batches), or NULL
 * when p runs the engine's own loops (a strategy without shapes, a level without any, a
 * precomputed Straus plan, whose form depends on its static points, or g without an
 * engine). */
const char *ecb_msm_plan_shape_name(ecb_group g, const ecb_msm_plan_result *p,
                                    const ecb_msm_costs *costs);

/** The name of a strategy ("auto", "naive", "pippenger", ...; the lower-case enum name); never
 * NULL (a static string, "unknown" for a value outside the enum). */
const char *ecb_msm_strategy_name(ecb_msm_strategy s);
/** The strategy named name (as ecb_msm_strategy_name writes it) into *out. ECB_OK;
 * ECB_ERR_INVALID_ARGUMENT for an unknown name; ECB_ERR_NULL_POINTER when name or out is
 * NULL. */
ecb_status ecb_msm_strategy_parse(const char *name, ecb_msm_strategy *out);
/** 1 when group g's engine implements strategy s (AUTO counts as implemented), else 0. */
int ecb_msm_strategy_available(ecb_group g, ecb_msm_strategy s);
/** The name of a group ("ristretto255", "bls12-381-g1", "bls12-381-g2", "bls12-377-g1",
 * "bn254-g1"), as
 * vector files and the command spell it; never NULL ("unknown" outside the enum). */
const char *ecb_group_name(ecb_group g);
/** The group named name into *out. ECB_OK; ECB_ERR_INVALID_ARGUMENT for an unknown name;
 * ECB_ERR_NULL_POINTER when name or out is NULL. */
ecb_status ecb_group_parse(const char *name, ecb_group *out);

/** Estimates every strategy for n points with scalar_bits-bit scalars on `threads` threads
 * (0 counts as 1) with the default costs, and returns the cheapest in *plan.
 * ECB_ERR_UNSUPPORTED for a group without an engine; ECB_ERR_SIZE_OVERFLOW for n above
 * ECB_MSM_MAX_POINTS; ECB_ERR_INVALID_ARGUMENT for scalar_bits above the group's scalar length
 * or too many threads; ECB_ERR_NULL_POINTER when plan is NULL. n = 0 or scalar_bits = 0 plan
 * the empty sum. Public data only (counts and lengths). */
ecb_status ecb_msm_plan(ecb_group group, size_t n, unsigned scalar_bits, unsigned threads,
                        ecb_msm_plan_result *plan);

/** As ecb_msm_plan, with explicit costs (NULL: defaults) and an optional forced strategy and
 * window (ECB_MSM_AUTO / 0: the plan's choice). ECB_ERR_UNSUPPORTED when the group lacks the
 * forced strategy; ECB_ERR_INVALID_ARGUMENT for a window out of the strategy's range. */
ecb_status ecb_msm_plan_ex(ecb_group group, size_t n, unsigned scalar_bits, unsigned threads,
                           const ecb_msm_costs *costs, ecb_msm_strategy strategy, unsigned window,
                           ecb_msm_plan_result *plan);

/** Bytes of scratch an MSM of at most n points needs when run with `plan` (its strategy,
 * window, threads and chunks, for any scalar length). plan NULL: enough for any strategy the
 * plan may choose for at most n points on one thread. Returns 0 for an unsupported group, a
 * count above ECB_MSM_MAX_POINTS, a plan with threads or point_chunks above
 * ECB_MSM_MAX_THREADS or a window outside its strategy's range, or a size that would overflow
 * (O(1) work in every case). With caller scratch and ECB_MSM_AUTO, the plan only
 * considers strategies that fit the given scratch. */
size_t ecb_msm_scratch_size(ecb_group group, size_t n, const ecb_msm_plan_result *plan);

/** Bytes of caller scratch that suffice for every MSM of at most n points of `group` run with
 * `options` (its strategy, inner method, window, threads and costs; its scratch fields are
 * ignored), whatever the scalars: the largest need over every effective scalar length, since
 * each call plans for its own. This is the size to allocate once and reuse, e.g. for a forced
 * strategy on several threads, where the plan for the longest scalars (ecb_msm_scratch_size
 * with that plan) may be too small for shorter ones. NULL options: as
 * ecb_msm_scratch_size(group, n, NULL). Returns 0 for an unsupported group or strategy, a
 * count above ECB_MSM_MAX_POINTS, or options the MSM would reject (window, threads above
 * ECB_MSM_MAX_THREADS). Costs about a millisecond on one thread, a fifth of a second for 256
 * (one plan per scalar length): query once per size. */
size_t ecb_msm_scratch_size_options(ecb_group group, size_t n, const ecb_msm_options *options);

/* ---- ristretto255 ------------------------------------------------------------------------ */

/** out = sum scalars[i]*points[i] for i < n (n = 0 gives the identity). points and scalars may
 * be NULL only when n = 0. Errors: ECB_ERR_NULL_POINTER, ECB_ERR_SIZE_OVERFLOW (n above
 * ECB_MSM_MAX_POINTS, before anything is read), ECB_ERR_INVALID_ARGUMENT (bad strategy,
 * options->threads above ECB_MSM_MAX_THREADS, a window outside its strategy's range, or a
 * window with ECB_MSM_AUTO; checked before any allocation), ECB_ERR_UNSUPPORTED
 * (strategy not available for ristretto255, e.g. batch_affine, glv or precomputed_straus,
 * which needs the precomp API), ECB_ERR_SCRATCH_TOO_SMALL, ECB_ERR_OUT_OF_MEMORY. On error
 * *out is the identity. Variable time. */
ecb_status ecb_msm_ristretto255_var(ecb_ristretto255_point *out,
                                    const ecb_ristretto255_point *points,
                                    const ecb_ristretto255_scalar *scalars, size_t n,
                                    const ecb_msm_options *options);

/** Tables for static bases (e.g. protocol generators), built once and used by any number of
 * later calls, from any number of threads (the object is read-only after construction). */
typedef struct ecb_msm_ristretto255_precomp ecb_msm_ristretto255_precomp;

/** Builds tables of odd multiples (wNAF width `window`, 2..8; 0 picks 8, as dalek) for the n
 * static points. Errors, the first three before any allocation: ECB_ERR_NULL_POINTER,
 * ECB_ERR_SIZE_OVERFLOW (n above ECB_MSM_MAX_POINTS), ECB_ERR_INVALID_ARGUMENT (window),
 * ECB_ERR_OUT_OF_MEMORY. The tables take the form of the
 * kernel level active now (ECBATCH_CPU): n * 2^(window-2) entries of 96 bytes (portable,
 * adx) or 160 bytes plus a copy of the points (ifma); at a later call on a lower level,
 * IFMA-form tables are rebuilt for that call (correct, slower). *out is freed with
 * ecb_msm_ristretto255_precomp_free (NULL on error). Variable time (public points only). */
ecb_status ecb_msm_ristretto255_precomp_new(ecb_msm_ristretto255_precomp **out,
                                            const ecb_ristretto255_point *points, size_t n,
                                            unsigned window);
/** Frees tables from ecb_msm_ristretto255_precomp_new; NULL is allowed and does nothing. */
void ecb_msm_ristretto255_precomp_free(ecb_msm_ristretto255_precomp *pre);
/** The number of static points in pre (0 for NULL). */
size_t ecb_msm_ristretto255_precomp_count(const ecb_msm_ristretto255_precomp *pre);

/** out = sum_{i < n_static} static_scalars[i]*P_i + sum_{j < n_dyn} dyn_scalars[j]*dyn_points[j]
 * where P_i are the first n_static static points of pre (n_static <= its count, else
 * ECB_ERR_LENGTH; n_dyn <= ECB_MSM_MAX_POINTS, else ECB_ERR_SIZE_OVERFLOW; both before
 * anything is read). Strategy AUTO lets the plan pick between the interleaved precomputed
 * Straus (static tables + dynamic wNAF tables on one doubling chain) and one Pippenger over
 * every point (static points come normalised); ECB_MSM_PRECOMPUTED_STRAUS (or
 * ECB_MSM_STRAUS) forces the first, ECB_MSM_PIPPENGER the second, ECB_MSM_NAIVE the
 * reference; others give ECB_ERR_UNSUPPORTED. Caller scratch: ecb_msm_scratch_size(group,
 * n_static + n_dyn, plan) for a plan of that strategy and window (a plan with strategy
 * ECB_MSM_PRECOMPUTED_STRAUS sizes the interleaved Straus for any dynamic width up to the
 * plan's window); AUTO only considers what fits. Other errors as ecb_msm_ristretto255_var.
 * Variable time. */
ecb_status ecb_msm_ristretto255_precomp_var(ecb_ristretto255_point *out,
                                            const ecb_msm_ristretto255_precomp *pre,
                                            const ecb_ristretto255_scalar *static_scalars,
                                            size_t n_static,
                                            const ecb_ristretto255_point *dyn_points,
                                            const ecb_ristretto255_scalar *dyn_scalars,
                                            size_t n_dyn, const ecb_msm_options *options);

/* ---- BLS12-381 and BLS12-377 ------------------------------------------------------------- */

/** out = sum scalars[i]*points[i] for i < n in BLS12-381 G1 (n = 0 gives the identity), from
 * affine points (the identity written (0, 0), see ecb_bls12_381_g1_batch_to_affine) and
 * scalars below r. The points must lie in G1 (decoded points do): the GLV strategy uses the
 * endomorphism's eigenvalue, which holds only there. Strategies: naive, double_and_add
 * (simultaneous, snarkVM's form: one doubling chain, one mixed addition per set bit), straus,
 * pippenger (XYZZ buckets), batch_affine (affine buckets, one inversion per batch) and glv
 * (the sigma endomorphism splits each scalar into two 128-bit halves, then Straus, Pippenger
 * or batch-affine on 2n points, the plan choosing). Errors: ECB_ERR_NULL_POINTER,
 * ECB_ERR_SIZE_OVERFLOW, ECB_ERR_INVALID_ARGUMENT (strategy, window, threads, or a window with
 * ECB_MSM_AUTO), ECB_ERR_SCALAR_OUT_OF_RANGE (a scalar >= r), ECB_ERR_UNSUPPORTED (precomputed_straus,
 * bucket_1bit), ECB_ERR_SCRATCH_TOO_SMALL, ECB_ERR_OUT_OF_MEMORY. On error *out is the
 * identity. Variable time. */
ecb_status ecb_msm_bls12_381_g1_var(ecb_bls12_381_g1 *out, const ecb_bls12_381_g1_affine *points,
                                    const ecb_bls12_381_scalar *scalars, size_t n,
                                    const ecb_msm_options *options);

/** The same in BLS12-381 G2; glv splits each scalar into four 64-bit parts over psi (the GLS
 * endomorphism, acting as z on G2). Points must lie in G2. */
ecb_status ecb_msm_bls12_381_g2_var(ecb_bls12_381_g2 *out, const ecb_bls12_381_g2_affine *points,
                                    const ecb_bls12_381_scalar *scalars, size_t n,
                                    const ecb_msm_options *options);

/** The same in BLS12-377 G1 (scalars below its 253-bit r; glv over phi, two 128-bit parts),
 * plus bucket_1bit: snarkVM's bucket method with 1-bit windows (one bucket per scalar bit,
 * summed by batch-affine additions), its choice for 15 to 31 bases, kept as a baseline. */
ecb_status ecb_msm_bls12_377_g1_var(ecb_bls12_377_g1 *out, const ecb_bls12_377_g1_affine *points,
                                    const ecb_bls12_377_scalar *scalars, size_t n,
                                    const ecb_msm_options *options);

/* ---- BN254 ------------------------------------------------------------------------------- */

/** The same in BN254 G1 (include/ecbatch/bn254.h: scalars below its 254-bit r, any points of
 * the curve, which all lie in G1), with the strategy set of BLS12-377 G1: glv splits each
 * scalar over (x, y) -> (beta x, y) into two non-negative parts below 2^127 (a lattice
 * reduction), and bucket_1bit is there as well. */
ecb_status ecb_msm_bn254_g1_var(ecb_bn254_g1 *out, const ecb_bn254_g1_affine *points,
                                const ecb_bn254_scalar *scalars, size_t n,
                                const ecb_msm_options *options);

/* ---- many MSMs over one set of bases ------------------------------------------------------ */

/** The methods of many MSMs over one set of bases (ecb_msm_multi_*_var). */
typedef enum ecb_msm_multi_method {
    ECB_MSM_MULTI_AUTO = 0,         /**< the plan's choice (ecb_msm_multi_plan) */
    ECB_MSM_MULTI_INDEPENDENT = 1,  /**< one engine MSM per row, each planned on its own */
    ECB_MSM_MULTI_TREE = 2,         /**< per row: Pippenger whose buckets are summed as trees of
                                       batch-affine additions (one inversion per tree level) and
                                       reduced in lock step over the windows (BLS12 groups) */
    ECB_MSM_MULTI_TABLE = 3,        /**< shifted copies 2^(c j) P_i of the bases built once, then
                                       each row one bucket window over the copies (ristretto255:
                                       2^(c k t) P_i, k bucket passes per row, as ecb_msm_fixed) */
    ECB_MSM_MULTI_METHOD_COUNT = 4, /**< the number of methods */
} ecb_msm_multi_method;

/** The plan for many MSMs over one set of bases. */
typedef struct ecb_msm_multi_plan_result {
    ecb_msm_multi_method method; /**< the chosen (or forced) method, never AUTO */
    unsigned window;             /**< tree and table: the window c; independent: 0 */
    double estimate_ns;          /**< estimated time of the chosen method */
    /** per method: its estimate (ns); < 0 when the group lacks it or nothing is to be done */
    double method_ns[ECB_MSM_MULTI_METHOD_COUNT];
    /** per method: the window of that estimate (0 for independent) */
    unsigned method_window[ECB_MSM_MULTI_METHOD_COUNT];
} ecb_msm_multi_plan_result;

/** Options for one multi-MSM call. A NULL pointer means: the plan's method, one thread,
 * default costs. Zero-initialise and set what you need. */
typedef struct ecb_msm_multi_options {
    ecb_msm_multi_method method;          /**< AUTO (0): the plan's; else forced */
    unsigned threads;                     /**< 0 or 1: the calling thread only */
    const ecb_msm_costs *costs;           /**< unit costs for the plan; NULL: built-in */
    ecb_msm_multi_plan_result *plan_used; /**< if non-NULL, receives the plan that was run */
} ecb_msm_multi_options;

/** Estimates every method for m MSMs of n points each with scalar_bits-bit scalars on
 * `threads` threads (0 counts as 1) with `costs` (NULL: defaults) and returns the cheapest in
 * *plan. Independent rows are estimated with ecb_msm_plan_ex per row; the tree and the table
 * count batch-affine additions (costs->aff_add) and one inversion per batch, and the table
 * adds its construction, n c (W - 1) doublings for W = ceil((b + 1) / c) copies. m = 0, n = 0
 * or scalar_bits = 0 plan nothing (independent, estimates < 0). ECB_ERR_UNSUPPORTED for a
 * group without an engine; ECB_ERR_SIZE_OVERFLOW for n or m above ECB_MSM_MAX_POINTS;
 * ECB_ERR_INVALID_ARGUMENT for scalar_bits above the group's length or too many threads;
 * ECB_ERR_NULL_POINTER when plan is NULL. ristretto255 has independent rows and the table,
 * whose estimate counts its build (about b doublings per base), the rows' fixed-base estimate
 * (as ecb_msm_fixed's) and the rows spread over the threads. */
ecb_status ecb_msm_multi_plan(ecb_group group, size_t n, unsigned scalar_bits, size_t m,
                              unsigned threads, const ecb_msm_costs *costs,
                              ecb_msm_multi_plan_result *plan);

/** Many MSMs over one set of bases in BLS12-381 G1: out[j] = sum_{i < n} scalars[j n + i]
 * points[i] for j < m (scalars row-major, one row of n per result; m = 0 writes nothing,
 * n = 0 gives identities). Points affine in G1 ((0, 0) the identity), scalars below r; zero
 * scalars and identity points contribute nothing. The plan (ecb_msm_multi_plan, for the
 * longest scalar of all rows) chooses between m independent engine MSMs, m tree Pippengers
 * (threads split each row's windows) and the table of shifted copies (threads build it and
 * then split the rows); options->method forces one. Memory: the table method allocates once
 * per call (n W points plus per-thread scratch), the others per row; when an allocation
 * fails the rows run as tree Pippengers, which then sum term by term, so the call never
 * fails for lack of memory. Errors: ECB_ERR_NULL_POINTER, ECB_ERR_SIZE_OVERFLOW (n or m
 * above ECB_MSM_MAX_POINTS), both before anything is written (out untouched), then
 * ECB_ERR_INVALID_ARGUMENT (method, threads above ECB_MSM_MAX_THREADS),
 * ECB_ERR_SCALAR_OUT_OF_RANGE (a scalar >= r), with every out[j] the identity. Variable
 * time. */
ecb_status ecb_msm_multi_bls12_381_g1_var(ecb_bls12_381_g1 *out,
                                          const ecb_bls12_381_g1_affine *points, size_t n,
                                          const ecb_bls12_381_scalar *scalars, size_t m,
                                          const ecb_msm_multi_options *options);

/** The same in BLS12-381 G2 (points in G2). */
ecb_status ecb_msm_multi_bls12_381_g2_var(ecb_bls12_381_g2 *out,
                                          const ecb_bls12_381_g2_affine *points, size_t n,
                                          const ecb_bls12_381_scalar *scalars, size_t m,
                                          const ecb_msm_multi_options *options);

/** The same in BLS12-377 G1 (scalars below its r). */
ecb_status ecb_msm_multi_bls12_377_g1_var(ecb_bls12_377_g1 *out,
                                          const ecb_bls12_377_g1_affine *points, size_t n,
                                          const ecb_bls12_377_scalar *scalars, size_t m,
                                          const ecb_msm_multi_options *options);

/** The same in BN254 G1 (scalars below its r). */
ecb_status ecb_msm_multi_bn254_g1_var(ecb_bn254_g1 *out, const ecb_bn254_g1_affine *points,
                                      size_t n, const ecb_bn254_scalar *scalars, size_t m,
                                      const ecb_msm_multi_options *options);

/** The same in ristretto255 (any 256-bit scalars, as ecb_msm_ristretto255_var). The plan (for
 * the longest scalar of all rows) chooses between m independent engine MSMs and a table of
 * window multiples 2^(c k t) P_i of the bases (the fixed-base form, at most 64 MiB, else
 * k > 1), built once per call on the threads and shared by the rows, which the threads then
 * take one by one; options->method forces one (TREE gives ECB_ERR_UNSUPPORTED). Errors:
 * ECB_ERR_NULL_POINTER, ECB_ERR_SIZE_OVERFLOW (n or m above ECB_MSM_MAX_POINTS), both with out
 * untouched, then ECB_ERR_INVALID_ARGUMENT (method, threads above ECB_MSM_MAX_THREADS),
 * ECB_ERR_OUT_OF_MEMORY with every out[j] the identity. Variable time. */
ecb_status ecb_msm_multi_ristretto255_var(ecb_ristretto255_point *out,
                                          const ecb_ristretto255_point *points, size_t n,
                                          const ecb_ristretto255_scalar *scalars, size_t m,
                                          const ecb_msm_multi_options *options);
/* ---- fixed bases ------------------------------------------------------------------------- */

/** A fixed-base precomputation: tables for one set of bases (protocol generators, an SRS, a
 * Pedersen vector) built once, then MSMs over those bases with any scalars, from any number of
 * threads (read-only after construction). Pippenger over precomputed window multiples: for
 * window c and stride k the table holds 2^(c k t) P_i for every base P_i and t < T =
 * ceil(W / k) (W = ceil((b + 1) / c) signed windows of the group's b-bit scalars), so an MSM
 * is k bucket passes over the n T entries joined by k - 1 chains of c doublings (k = 1: no
 * doubling). The constructor picks c and k by the plan's unit costs for the largest table
 * within the caller's budget. One type for every group; each call checks the object's group
 * (ECB_ERR_WRONG_GROUP). Variable time: public bases and scalars only. */
typedef struct ecb_msm_fixed ecb_msm_fixed;

/** Builds the precomputation for the n bases (n = 0 allowed; identity bases allowed, their
 * terms are dropped) with a table of at most budget_bytes: n * T entries of 96 bytes
 * (BLS12 G1, ristretto255 on the portable and MULX/ADX kernels), 192 (BLS12-381 G2) or 160
 * (ristretto255 on the AVX-512 IFMA kernels, the form its kernels add without conversion).
 * T = 8 entries per base costs 8 times the BLS12 affine bases' size; at most one entry per
 * window is stored (budgets beyond that are not used). BLS12 points must lie in their group
 * (decoded points do). Errors: ECB_ERR_NULL_POINTER, ECB_ERR_SIZE_OVERFLOW (n above
 * ECB_MSM_MAX_POINTS), ECB_ERR_INVALID_ARGUMENT (a budget below one entry per base), all
 * before any allocation (any budget is accepted above that: the table is at most one entry
 * per window, so budget_bytes never sizes an allocation by itself), ECB_ERR_OUT_OF_MEMORY. *out is freed with ecb_msm_fixed_free (NULL on error). Takes about
 * one doubling per base and scalar bit, on the calling thread. */
ecb_status ecb_msm_fixed_ristretto255_new(ecb_msm_fixed **out, const ecb_ristretto255_point *points,
                                          size_t n, size_t budget_bytes);
/** As ecb_msm_fixed_ristretto255_new, for BLS12-381 G1 (affine points). */
ecb_status ecb_msm_fixed_bls12_381_g1_new(ecb_msm_fixed **out,
                                          const ecb_bls12_381_g1_affine *points, size_t n,
                                          size_t budget_bytes);
/** As ecb_msm_fixed_ristretto255_new, for BLS12-381 G2 (affine points). */
ecb_status ecb_msm_fixed_bls12_381_g2_new(ecb_msm_fixed **out,
                                          const ecb_bls12_381_g2_affine *points, size_t n,
                                          size_t budget_bytes);
/** As ecb_msm_fixed_ristretto255_new, for BLS12-377 G1 (affine points). */
ecb_status ecb_msm_fixed_bls12_377_g1_new(ecb_msm_fixed **out,
                                          const ecb_bls12_377_g1_affine *points, size_t n,
                                          size_t budget_bytes);
/** As ecb_msm_fixed_ristretto255_new, for BN254 G1 (affine points). */
ecb_status ecb_msm_fixed_bn254_g1_new(ecb_msm_fixed **out, const ecb_bn254_g1_affine *points,
                                      size_t n, size_t budget_bytes);
/** Frees a precomputation; NULL is allowed and does nothing. */
void ecb_msm_fixed_free(ecb_msm_fixed *f);
/** The number of bases (0 for NULL). */
size_t ecb_msm_fixed_count(const ecb_msm_fixed *f);
/** The table's bytes (0 for NULL). */
size_t ecb_msm_fixed_table_size(const ecb_msm_fixed *f);
/** The chosen window c and number of passes k. ECB_OK; ECB_ERR_NULL_POINTER. */
ecb_status ecb_msm_fixed_shape(const ecb_msm_fixed *f, unsigned *window, unsigned *passes);

/** out = sum_{i < n} scalars[i] * P_i over the first n bases of f (n <= its count, else
 * ECB_ERR_LENGTH; n = 0 gives the identity). With strategy AUTO the plan compares the
 * table's estimate with the plain MSM's and runs the plain MSM over the bases when that is
 * estimated cheaper (large n, where the table saves less than its longer windows cost).
 * options: threads, costs and plan_used are read (plan_used gets the plan that ran: strategy
 * pippenger with the table's window, the threads and kept count, or the plain plan);
 * strategy AUTO or ECB_MSM_PIPPENGER (others ECB_ERR_UNSUPPORTED), window 0 or the table's;
 * scratch holds the buckets when it is large enough for this call (the library sizes it for its
 * own callers), else they are allocated once per call. Errors: ECB_ERR_NULL_POINTER,
 * ECB_ERR_WRONG_GROUP (f built for another group), ECB_ERR_LENGTH,
 * ECB_ERR_SCALAR_OUT_OF_RANGE (BLS12: a scalar >= r), ECB_ERR_INVALID_ARGUMENT,
 * ECB_ERR_UNSUPPORTED (a ristretto255 table in the IFMA form on a CPU level without IFMA),
 * ECB_ERR_OUT_OF_MEMORY. On error *out is the identity. Variable time. */
ecb_status ecb_msm_fixed_ristretto255_var(ecb_ristretto255_point *out, const ecb_msm_fixed *f,
                                          const ecb_ristretto255_scalar *scalars, size_t n,
                                          const ecb_msm_options *options);
/** As ecb_msm_fixed_ristretto255_var, in BLS12-381 G1. */
ecb_status ecb_msm_fixed_bls12_381_g1_var(ecb_bls12_381_g1 *out, const ecb_msm_fixed *f,
                                          const ecb_bls12_381_scalar *scalars, size_t n,
                                          const ecb_msm_options *options);
/** As ecb_msm_fixed_ristretto255_var, in BLS12-381 G2. */
ecb_status ecb_msm_fixed_bls12_381_g2_var(ecb_bls12_381_g2 *out, const ecb_msm_fixed *f,
                                          const ecb_bls12_381_scalar *scalars, size_t n,
                                          const ecb_msm_options *options);
/** As ecb_msm_fixed_ristretto255_var, in BLS12-377 G1. */
ecb_status ecb_msm_fixed_bls12_377_g1_var(ecb_bls12_377_g1 *out, const ecb_msm_fixed *f,
                                          const ecb_bls12_377_scalar *scalars, size_t n,
                                          const ecb_msm_options *options);
/** As ecb_msm_fixed_ristretto255_var, in BN254 G1. */
ecb_status ecb_msm_fixed_bn254_g1_var(ecb_bn254_g1 *out, const ecb_msm_fixed *f,
                                      const ecb_bn254_scalar *scalars, size_t n,
                                      const ecb_msm_options *options);

/** Bytes ecb_msm_fixed_save writes for f (0 for NULL). */
size_t ecb_msm_fixed_saved_size(const ecb_msm_fixed *f);
/** Writes f as bytes (out_len must be ecb_msm_fixed_saved_size(f), else ECB_ERR_LENGTH):
 * "ECBFIXED", format version 1, group, table form, window, passes, entries per base, scalar
 * bits, entry size and count (little-endian), the identity flags, the table in the form of the
 * kernels that built it, and a BLAKE2b-256 checksum of everything before it. The table form
 * depends on the kernels: ristretto255 tables built under the IFMA level load only there (and
 * those of the portable and MULX/ADX levels only on those). ECB_ERR_NULL_POINTER. */
ecb_status ecb_msm_fixed_save(const ecb_msm_fixed *f, unsigned char *out, size_t out_len);
/** Reads bytes written by ecb_msm_fixed_save for group `group` into a new *out (NULL on error).
 * Rejects: ECB_ERR_LENGTH (shorter than the header, or a length other than the header
 * implies), ECB_ERR_PARSE (not this format), ECB_ERR_FORMAT_VERSION, ECB_ERR_WRONG_GROUP,
 * ECB_ERR_UNSUPPORTED (a table form these kernels do not run), ECB_ERR_PARAMETERS (window,
 * passes, entries, scalar bits, entry size or identity flags inconsistent),
 * ECB_ERR_SIZE_OVERFLOW (count above ECB_MSM_MAX_POINTS), ECB_ERR_CHECKSUM (corrupted),
 * ECB_ERR_INVALID_ARGUMENT (unknown group), ECB_ERR_NULL_POINTER, ECB_ERR_OUT_OF_MEMORY.
 * The checksum detects corruption, not forgery: load only bytes you saved (table entries are
 * kernel-internal coordinates and are not re-derived from the bases). */
ecb_status ecb_msm_fixed_load(ecb_msm_fixed **out, ecb_group group, const unsigned char *in,
                              size_t len);

#ifdef __cplusplus
}
#endif
#endif
