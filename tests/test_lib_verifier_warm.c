/* A Bulletproofs+ verifier's warm calls (ecb_bpp_verifier_verify_batch_var within its bounds)
 * acquire no memory through the library's allocator (counted by the fault-injection hook of
 * src/util/alloc.c, armed from the start) and take no minor page
 * faults (getrusage ru_minflt), for every action, with and without culprit search, at every
 * batch shape below the verifier's bounds; the stateless call of the same batch, for
 * contrast, does both. Counts only, no timing. */
#include <sys/resource.h>

#include "testlib.h"

#include "ecbatch.h"
#include "msm/groups/msm_backend.h"
#include "msm/fixed/msm_fixed.h"
#include "util/alloc.h"
#include "util/cpu.h"

typedef ecb_ristretto255_scalar scalar;

static void det_rng(void *ctx, uint8_t out[32]) {
    (void)ctx;
    tl_random(out, 32);
}

/* count proofs of aggregation m, BITS-bit (fewer than 64: proving in the -O1 library is slow;
 * not 16 or fewer: there the fixed-base MSM copies the bases, see bulletproofs_plus.h), seeded
 * when m = 1. */
#define BITS 32
struct batch {
    size_t count;
    ecb_bpp_statement *st;
    ecb_bpp_proof *proofs;
    uint8_t (*coms)[32];
    uint64_t *values;
    scalar *blindings, *seeds;
};

static void batch_make(struct batch *b, const ecb_bpp_params *params, size_t count, size_t m) {
    const ecb_bpp_pedersen_gens *pc = ecb_bpp_params_pedersen_gens(params);
    b->count = count;
    b->st = calloc(count, sizeof *b->st);
    b->proofs = calloc(count, sizeof *b->proofs);
    b->coms = calloc(count * m, 32);
    b->values = calloc(count * m, 8);
    b->blindings = calloc(count * m, sizeof(scalar));
    b->seeds = calloc(count, sizeof(scalar));
    for (size_t i = 0; i < count; i++) {
        for (size_t j = 0; j < m; j++) {
            uint8_t r[64];
            ecb_ristretto255_point c;
            tl_random(r, sizeof r);
            b->values[i * m + j] =
                ((uint64_t)r[0] << 24 | (uint64_t)r[1] << 16 | r[2]) & ((1ull << BITS) - 1);
            ecb_ristretto255_scalar_reduce64(&b->blindings[i * m + j], r);
            ecb_bpp_commit(&c, pc, b->values[i * m + j], &b->blindings[i * m + j], 1);
            ecb_ristretto255_encode(b->coms[i * m + j], &c);
        }
        uint8_t r[64];
        tl_random(r, sizeof r);
        ecb_ristretto255_scalar_reduce64(&b->seeds[i], r);
        ecb_bpp_statement *st = &b->st[i];
        st->params = params;
        st->aggregation = m;
        st->commitments = (const uint8_t(*)[32])b->coms[i * m];
        st->seed_nonce = m == 1 ? &b->seeds[i] : NULL;
        ecb_bpp_witness w = {m, 1, b->values + i * m, b->blindings + i * m};
        ecb_merlin_transcript t;
        ecb_merlin_init(&t, (const uint8_t *)"warm", 4);
        CHECK(ecb_bpp_prove(&b->proofs[i], &t, st, &w, det_rng, NULL) == ECB_OK);
    }
}

static void batch_free(struct batch *b) {
    free(b->st);
    free(b->proofs);
    free(b->coms);
    free(b->values);
    free(b->blindings);
    free(b->seeds);
}

struct call {
    ecb_bpp_verifier *v; /* NULL: the stateless call */
    const struct batch *b;
    size_t count;
    ecb_bpp_action action;
    ecb_bpp_verify_options opt;
    ecb_bpp_mask *masks;
};

static ecb_status call_run(const struct call *c) {
    ecb_merlin_transcript t;
    ecb_merlin_init(&t, (const uint8_t *)"warm", 4);
    if (c->v == NULL)
        return ecb_bpp_verify_batch_var(&t, 1, c->b->st, c->b->proofs, c->count, c->action,
                                        c->masks, &c->opt);
    return ecb_bpp_verifier_verify_batch_var(c->v, &t, 1, c->b->st, c->b->proofs, c->count,
                                             c->action, c->masks, &c->opt);
}

static long minor_faults(void) {
    struct rusage u;
    getrusage(RUSAGE_SELF, &u);
    return u.ru_minflt;
}

#define WARM_CALLS 2

/* Runs the call once (warming), then WARM_CALLS times counting; *allocs and *faults get the
 * acquisitions and minor faults of those calls in all. Returns the last status. */
static ecb_status measure(const struct call *c, size_t *allocs, long *faults) {
    ecb_status s = call_run(c);
    ecb_alloc_testing_arm(0);
    long f0 = minor_faults();
    for (int i = 0; i < WARM_CALLS; i++)
        s = call_run(c);
    *faults = minor_faults() - f0;
    *allocs = ecb_alloc_testing_count();
    return s;
}

/* Every action, culprit search on and off, one thread, on a batch with proof `bad` broken
 * (count: no broken proof): the verifier allocates nothing and faults ~never; the stateless
 * call allocates (and is what the verifier's results must equal, checked in
 * test_bpp_verifier). */
static void shape(ecb_bpp_verifier *v, struct batch *b, size_t count, size_t bad) {
    ecb_bpp_mask *masks = calloc(count, sizeof *masks);
    ecb_status *status = calloc(count, sizeof *status);
    ecb_bpp_proof saved = b->proofs[bad < count ? bad : 0];
    if (bad < count) b->proofs[bad].r1.v[0] ^= 1; /* r1 < 2^252: stays reduced */
    for (int action = 0; action < 3; action++)
        for (int identify = 0; identify < 2; identify++) {
            struct call c = {v, b, count, (ecb_bpp_action)action, {0}, masks};
            c.opt.threads = 1;
            c.opt.identify_invalid = identify;
            c.opt.proof_status = status;
            size_t allocs;
            long faults;
            ecb_status want =
                bad < count && action != ECB_BPP_RECOVER_ONLY ? ECB_ERR_VERIFY_FAILED : ECB_OK;
            CHECK(measure(&c, &allocs, &faults) == want);
            CHECK(allocs == 0);
            /* a stray fault (the kernel's or the C library's own bookkeeping) is tolerated;
             * the stateless call of 64 64-bit proofs takes about 150 per call */
            CHECK(faults <= WARM_CALLS / 2);
            if (allocs != 0 || faults > WARM_CALLS / 2)
                fprintf(
                    stderr,
                    "%s: count %zu bad %zu action %d identify %d: %zu allocations, %ld faults\n",
                    ecb_cpu_level_name(ecb_cpu_level_get()), count, bad, action, identify, allocs,
                    faults);
            c.v = NULL;
            CHECK(measure(&c, &allocs, &faults) == want);
            CHECK(allocs > 0);
        }
    b->proofs[bad < count ? bad : 0] = saved;
    free(masks);
    free(status);
}

/* Two threads: still no allocation by the library (thread starts are counted apart by the
 * hook's kind, so count memory only through the live count) and a bounded number of faults:
 * the worker threads' stacks, which the C library recycles but the kernel refaults. */
static void two_threads(ecb_bpp_verifier *v, struct batch *b, size_t count) {
    struct call c = {v, b, count, ECB_BPP_VERIFY_ONLY, {0}, NULL};
    c.opt.threads = 2;
    size_t acquisitions;
    long faults;
    size_t live = ecb_alloc_testing_live();
    CHECK(measure(&c, &acquisitions, &faults) == ECB_OK);
    CHECK(ecb_alloc_testing_live() == live);
    printf("two threads, %zu proofs: %ld minor faults per warm call\n", count, faults / WARM_CALLS);
}

/* A fixed-base MSM whose plan prefers the plain MSM over its bases (a bucket reduction made
 * dear, so Straus wins) runs it inside caller scratch of msm_fixed_scratch_bound's size: the
 * bases at its start, the plan's scratch after them; no allocation, the plain MSM's sum. */
static void fixed_plain_in_scratch(void) {
    enum { N = 40 };
    ecb_ristretto255_point pts[N], got, want;
    ecb_ristretto255_scalar sc[N];
    uint8_t buf[64];
    for (size_t i = 0; i < N; i++) {
        memset(buf, (int)i + 1, sizeof buf);
        ecb_ristretto255_from_uniform_bytes(&pts[i], buf);
        buf[0] ^= 0x5a;
        ecb_ristretto255_scalar_reduce64(&sc[i], buf);
    }
    ecb_msm_fixed *f = NULL;
    CHECK(ecb_msm_fixed_ristretto255_new(&f, pts, N, 8 * N * sizeof pts[0]) == ECB_OK);
    const msm_r255_backend *runner = msm_r255_fixed_runner(f->form);
    CHECK(runner != NULL);
    ecb_msm_costs dear;
    CHECK(ecb_msm_costs_default(ECB_GROUP_RISTRETTO255, &dear) == ECB_OK);
    dear.bucket = 1e6;
    size_t bytes = msm_fixed_scratch_bound(f, runner->desc, N, 1);
    void *scratch = malloc(bytes);
    CHECK(bytes > 0 && scratch != NULL);
    ecb_msm_plan_result used;
    ecb_msm_options o;
    memset(&o, 0, sizeof o);
    o.costs = &dear;
    o.scratch = scratch;
    o.scratch_size = bytes;
    o.plan_used = &used;
    ecb_alloc_testing_arm(0);
    CHECK(ecb_msm_fixed_ristretto255_var(&got, f, sc, N, &o) == ECB_OK);
    CHECK(ecb_alloc_testing_count() == 0);
    /* the plan it would run with unbounded scratch: the bound left it nothing to give up */
    ecb_msm_plan_result free_plan;
    CHECK(ecb_msm_plan_ex(ECB_GROUP_RISTRETTO255, N, used.scalar_bits, 1, &dear, ECB_MSM_AUTO, 0,
                          &free_plan) == ECB_OK);
    CHECK(used.strategy == ECB_MSM_STRAUS && free_plan.strategy == ECB_MSM_STRAUS);
    CHECK(used.window == free_plan.window);
    CHECK(ecb_msm_ristretto255_var(&want, pts, sc, N, NULL) == ECB_OK);
    CHECK(ecb_ristretto255_equal(&got, &want));
    free(scratch);
    ecb_msm_fixed_free(f);
}

/* Every kernel level the CPU has (each with parameters built at that level, whose tables are
 * of its form): at the AVX-512 IFMA level batches with fewer proof points than generators, and
 * bisection's halves, run the fixed-base MSM in the verifier's scratch. */
static void level_run(ecb_cpu_level level) {
    ecb_cpu_level_set(level);
    ecb_bpp_pedersen_gens g;
    ecb_bpp_params *p = NULL;
    CHECK(ecb_bpp_pedersen_gens_default(&g, 1) == ECB_OK);
    CHECK(ecb_bpp_params_create(&p, BITS, 4, &g) == ECB_OK); /* tables of this level */
    ecb_bpp_verifier *v = NULL;
    CHECK(ecb_bpp_verifier_create(&v, 64, BITS, 4, 2) == ECB_OK);
    struct batch single, quad;
    batch_make(&single, p, 64, 1);
    batch_make(&quad, p, 4, 4);
    /* below and above the point where the MSM's proof points outnumber the generators */
    const size_t counts[] = {1, 16, 64};
    for (size_t i = 0; i < sizeof counts / sizeof counts[0]; i++) {
        shape(v, &single, counts[i], counts[i]);
        shape(v, &single, counts[i], counts[i] / 2);
    }
    shape(v, &quad, 4, 4);
    shape(v, &quad, 4, 1);
    two_threads(v, &single, 64);
    fixed_plain_in_scratch();
    ecb_bpp_verifier_free(v);
    batch_free(&single);
    batch_free(&quad);
    ecb_bpp_params_free(p);
}

int main(void) {
    tl_init();
    ecb_alloc_testing_arm(0); /* counting on from here */
    ecb_cpu_level top = ecb_cpu_level_detected();
    for (int level = ECB_CPU_PORTABLE; level <= (int)top; level++)
        level_run((ecb_cpu_level)level);
    return tl_finish("test_lib_verifier_warm");
}
