/* The plan's memory hierarchy (ecb_msm_costs cache_bytes .. stream): the penalty per bucket
 * update as a function of the working set, profile round trips with the version 2 fields,
 * version 1 profiles getting the built-in hierarchy, and the plan's response to it. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ecbatch.h"
#include "msm/plan/msm_plan.h"
#include "msm/plan/msm_shape.h"
#include "testlib.h"
#include "util/cpu.h"

static const ecb_group groups[] = {ECB_GROUP_RISTRETTO255, ECB_GROUP_BLS12_381_G1,
                                   ECB_GROUP_BLS12_381_G2, ECB_GROUP_BLS12_377_G1};
#define NGROUPS (sizeof groups / sizeof groups[0])

/* A fresh temporary file holding text; its path in path (a mkstemp template). */
static void write_file(char *path, const char *text) {
    strcpy(path, "/tmp/ecbatch_test_cost_model_XXXXXX");
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    FILE *f = fdopen(fd, "w");
    CHECK(f != NULL);
    fputs(text, f);
    fclose(f);
}

/* Sets kernel shape k of group g's active level to unit and dbl (0: built-in). */
static void shape_set(ecb_group g, unsigned k, double unit, double dbl) {
    CHECK(ecb_msm_shape_cost_set(g, ecb_msm_shape_name(g, k), unit, dbl) == ECB_OK);
}

/* Every shape of g back to its built-in figures. */
static void shapes_reset(ecb_group g) {
    for (unsigned k = 0; ecb_msm_shape_name(g, k) != NULL; k++)
        shape_set(g, k, 0, 0);
}

/* The figures set for shape k of g (0: built-in), in *unit and *dbl. */
static void shape_figures(ecb_group g, unsigned k, double *unit, double *dbl) {
    double u[MSM_SHAPES_MAX], d[MSM_SHAPES_MAX];
    const msm_group_desc *desc = msm_group_lookup(g);
    CHECK(desc != NULL && k < desc->n_shapes && desc->n_shapes <= MSM_SHAPES_MAX);
    msm_shape_cost_get_all(desc, u, d);
    *unit = u[k];
    *dbl = d[k];
}

/* The penalty: none inside cache_bytes, then the miss shares of the two levels. */
static void test_penalty(void) {
    ecb_msm_costs c;
    memset(&c, 0, sizeof c);
    c.cache_bytes = 1 << 20;
    c.cache_penalty = 40;
    c.llc_bytes = 32 << 20;
    c.llc_penalty = 100;
    c.stream = 8;
    CHECK(msm_bucket_mem_cost(&c, 1000) == 0);
    CHECK(msm_bucket_mem_cost(&c, 1 << 20) == 0);
    CHECK(msm_bucket_mem_cost(&c, 2 << 20) == 20); /* half the updates miss L2 */
    CHECK(msm_bucket_mem_cost(&c, 32 << 20) == 40 * (1 - 1.0 / 32));
    CHECK(msm_bucket_mem_cost(&c, 64 << 20) == 40 * (1 - 1.0 / 64) + 50);
    double prev = 0;
    for (double b = 1024; b < 1e10; b *= 1.5) {
        double p = msm_bucket_mem_cost(&c, b);
        CHECK(p >= prev && p < 140);
        prev = p;
    }
    CHECK(msm_stream_cost(&c, 1000, 96) == 0);
    CHECK(msm_stream_cost(&c, (double)(1 << 20), 64) == 4); /* 64 MiB: half from memory */
    /* a struct without the version 2 fields (zero): no penalty beyond the first level */
    c.llc_bytes = c.llc_penalty = c.stream = 0;
    CHECK(msm_bucket_mem_cost(&c, 1e9) < 40 && msm_stream_cost(&c, 1e9, 96) == 0);
}

/* Every group's built-in hierarchy is ordered; a written profile reads back exactly, the
 * figures set for the kernel shapes with it. */
static void test_round_trip(void) {
    for (size_t i = 0; i < NGROUPS; i++) {
        ecb_msm_costs d, c, r;
        CHECK(ecb_msm_costs_default(groups[i], &d) == ECB_OK);
        CHECK(d.cache_bytes > 0 && d.llc_bytes > d.cache_bytes);
        CHECK(d.cache_penalty > 0 && d.llc_penalty > 0 && d.stream >= 0);
        c = d;
        c.cache_bytes = 3 << 19;
        c.cache_penalty = 41.25;
        c.llc_bytes = 48 << 20;
        c.llc_penalty = 123.5;
        c.stream = 7.75;
        const msm_group_desc *desc = msm_group_lookup(groups[i]);
        for (unsigned k = 0; ecb_msm_shape_name(groups[i], k) != NULL; k++)
            shape_set(groups[i], k, 17.5 + k,
                      desc->shapes[k]->strategy == ECB_MSM_STRAUS ? 19.25 + k : 0);
        char path[64];
        write_file(path, "version=2\n");
        FILE *f = fopen(path, "a");
        CHECK(f != NULL);
        CHECK(ecb_msm_costs_write(f, groups[i], &c) == ECB_OK);
        fclose(f);
        shapes_reset(groups[i]);
        CHECK(ecb_msm_costs_load(path, groups[i], &r) == ECB_OK);
        CHECK(memcmp(&r, &c, sizeof r) == 0);
        for (unsigned k = 0; ecb_msm_shape_name(groups[i], k) != NULL; k++) {
            double u, dbl;
            shape_figures(groups[i], k, &u, &dbl);
            CHECK(u == 17.5 + k);
            CHECK(dbl == (desc->shapes[k]->strategy == ECB_MSM_STRAUS ? 19.25 + k : 0));
        }
        /* a profile without shape lines gives every shape its built-in figure back */
        write_file(path, "version=4\n");
        CHECK(ecb_msm_costs_load(path, groups[i], &r) == ECB_OK);
        for (unsigned k = 0; ecb_msm_shape_name(groups[i], k) != NULL; k++) {
            double u, dbl;
            shape_figures(groups[i], k, &u, &dbl);
            CHECK(u == 0 && dbl == 0);
        }
        remove(path);
    }
}

/* A version 1 profile (as `tune` wrote it before the memory hierarchy: no version line, no
 * llc_bytes, llc_penalty or stream) loads, its figures applied and the new ones built in; a
 * newer version is refused, a malformed version line is a parse error. */
static void test_old_profile(void) {
    const char *level = ecb_cpu_level_name(ecb_cpu_level_get());
    char text[1024], path[64];
    snprintf(text, sizeof text,
             "# ecbatch MSM unit costs (ns), measured by `ecbatch tune`, per kernel level\n"
             "%s:bls12-381-g1.add=301\n%s:bls12-381-g1.madd=219\n"
             "%s:bls12-381-g1.cache_bytes=524288\n%s:bls12-381-g1.cache_penalty=31\n"
             "%s:bls12-381-g1.aff_add=80\n%s:ristretto255.add=1\n",
             level, level, level, level, level, level);
    write_file(path, text);
    ecb_msm_costs d, r;
    CHECK(ecb_msm_costs_default(ECB_GROUP_BLS12_381_G1, &d) == ECB_OK);
    CHECK(ecb_msm_costs_load(path, ECB_GROUP_BLS12_381_G1, &r) == ECB_OK);
    CHECK(r.add == 301 && r.madd == 219 && r.cache_bytes == 524288 && r.cache_penalty == 31 &&
          r.aff_add == 80 && r.dbl == d.dbl);
    CHECK(r.llc_bytes == d.llc_bytes && r.llc_penalty == d.llc_penalty && r.stream == d.stream);
    /* it plans: the hierarchy applies with the old first level */
    ecb_msm_plan_result p;
    CHECK(ecb_msm_plan_ex(ECB_GROUP_BLS12_381_G1, 1 << 20, 255, 1, &r, ECB_MSM_AUTO, 0, &p) ==
          ECB_OK);
    CHECK(p.estimate_ns > 0);
    remove(path);
    write_file(path, "version=5\nbls12-381-g1.add=1\n");
    CHECK(ecb_msm_costs_load(path, ECB_GROUP_BLS12_381_G1, &r) == ECB_ERR_UNSUPPORTED);
    CHECK(memcmp(&r, &d, sizeof r) == 0);
    remove(path);
    write_file(path, "version=two\n");
    CHECK(ecb_msm_costs_load(path, ECB_GROUP_BLS12_381_G1, &r) == ECB_ERR_PARSE);
    remove(path);
    write_file(path, "version=1\nbls12-381-g1.add=7\n");
    CHECK(ecb_msm_costs_load(path, ECB_GROUP_BLS12_381_G1, &r) == ECB_OK && r.add == 7);
    remove(path);
}

/* The plan under the hierarchy: estimates grow with n, never below the model without memory
 * costs, and a dearer memory makes the plan keep the buckets in a smaller working set (a
 * smaller window), or, where a sorted shape runs the buckets (each written once, the addends
 * read at random once per window), read the points in fewer windows (a window as large). */
static void test_plan(void) {
    for (size_t i = 0; i < NGROUPS; i++) {
        const msm_group_desc *d = msm_group_lookup(groups[i]);
        CHECK(d != NULL);
        ecb_msm_costs c, flat;
        CHECK(ecb_msm_costs_default(groups[i], &c) == ECB_OK);
        flat = c;
        flat.cache_penalty = flat.llc_penalty = flat.stream = 0;
        double prev = 0;
        for (unsigned k = 0; k <= 20; k++) {
            ecb_msm_plan_result p, q;
            size_t n = (size_t)1 << k;
            CHECK(ecb_msm_plan_ex(groups[i], n, d->max_scalar_bits, 1, &c, ECB_MSM_AUTO, 0, &p) ==
                  ECB_OK);
            CHECK(ecb_msm_plan_ex(groups[i], n, d->max_scalar_bits, 1, &flat, ECB_MSM_AUTO, 0,
                                  &q) == ECB_OK);
            CHECK(p.estimate_ns >= prev);
            CHECK(p.estimate_ns >= q.estimate_ns);
            prev = p.estimate_ns;
        }
        /* at 2^20 with a 64 KiB first level and memory 20x dearer: a smaller window */
        ecb_msm_costs dear = c;
        dear.cache_bytes = 64 << 10;
        dear.cache_penalty *= 20;
        dear.llc_penalty *= 20;
        ecb_msm_plan_result p, q;
        CHECK(ecb_msm_plan_ex(groups[i], 1 << 20, d->max_scalar_bits, 1, &c, ECB_MSM_AUTO, 0, &p) ==
              ECB_OK);
        CHECK(ecb_msm_plan_ex(groups[i], 1 << 20, d->max_scalar_bits, 1, &dear, ECB_MSM_AUTO, 0,
                              &q) == ECB_OK);
        const msm_shape *sq = msm_plan_shape(d, &dear, &q);
        CHECK(sq != NULL && sq->sorted ? q.window >= p.window : q.window < p.window);
        CHECK(q.estimate_ns > p.estimate_ns);
    }
}

/* The kernel shapes' units: named per level, read from "shape.<name>" lines (version 2's
 * madd_x8 as the sorted 8-lane shape) into the process's figures, other levels' shapes
 * skipped, and priced by the plan: a shape made dear loses to another, and 0 means the shape's
 * built-in figure, scaled with the costs' add. */
static void test_shapes(void) {
    int ifma = ecb_cpu_level_get() == ECB_CPU_IFMA;
    const char *name = ecb_msm_shape_name(ECB_GROUP_RISTRETTO255, 0);
    CHECK(ifma ? name != NULL && strcmp(name, "pippenger_sorted_x8_ifma") == 0 : name == NULL);
    CHECK(ecb_msm_shape_name(ECB_GROUP_RISTRETTO255, MSM_SHAPES_MAX) == NULL);
    name = ecb_msm_shape_name(ECB_GROUP_BLS12_381_G1, 0);
    CHECK(ifma ? name != NULL && strcmp(name, "batch_affine_x8_ifma") == 0 : name == NULL);
    CHECK(ecb_msm_shape_name((ecb_group)99, 0) == NULL);
    ecb_msm_costs d, r;
    char path[64];
    const msm_group_desc *g = msm_group_lookup(ECB_GROUP_RISTRETTO255);
    CHECK(ecb_msm_costs_default(ECB_GROUP_RISTRETTO255, &d) == ECB_OK);
    CHECK(memcmp(&d, msm_desc_costs(g), sizeof d) == 0);
    /* the public getter and setter: by name, in range, the doubling only for Straus shapes */
    double u, dbl;
    CHECK(ecb_msm_shape_cost(ECB_GROUP_RISTRETTO255, "no_such_shape", NULL, &u, &dbl) ==
          ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_msm_shape_cost_set(ECB_GROUP_RISTRETTO255, "no_such_shape", 1, 0) ==
          ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_msm_shape_cost((ecb_group)99, "x", NULL, &u, &dbl) == ECB_ERR_UNSUPPORTED);
    CHECK(ecb_msm_shape_cost(ECB_GROUP_RISTRETTO255, NULL, NULL, &u, &dbl) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_msm_shape_cost_set(ECB_GROUP_RISTRETTO255, NULL, 1, 0) == ECB_ERR_NULL_POINTER);
    if (ifma) {
        const char *sorted = "pippenger_sorted_x8_ifma";
        CHECK(ecb_msm_shape_cost(ECB_GROUP_RISTRETTO255, sorted, NULL, NULL, NULL) ==
              ECB_ERR_NULL_POINTER);
        CHECK(ecb_msm_shape_cost_set(ECB_GROUP_RISTRETTO255, sorted, -1, 0) ==
              ECB_ERR_INVALID_ARGUMENT);
        CHECK(ecb_msm_shape_cost_set(ECB_GROUP_RISTRETTO255, sorted, 2e8, 0) ==
              ECB_ERR_INVALID_ARGUMENT);
        CHECK(ecb_msm_shape_cost_set(ECB_GROUP_RISTRETTO255, sorted, NAN, 0) ==
              ECB_ERR_INVALID_ARGUMENT);
        CHECK(ecb_msm_shape_cost_set(ECB_GROUP_RISTRETTO255, sorted, 5, 5) ==
              ECB_ERR_INVALID_ARGUMENT);
        CHECK(ecb_msm_shape_cost_set(ECB_GROUP_RISTRETTO255, "straus_pair_ifma", 5, 6) == ECB_OK);
        CHECK(ecb_msm_shape_cost(ECB_GROUP_RISTRETTO255, "straus_pair_ifma", NULL, &u, &dbl) ==
              ECB_OK);
        CHECK(u == 5 && dbl == 6);
        shapes_reset(ECB_GROUP_RISTRETTO255);
        /* built-in: the entry's figure for this CPU family, scaled with the costs' add */
        const msm_shape *sh = g->shapes[0];
        ecb_cpu_id id = ecb_cpu_id_get();
        const ecb_msm_costs *base = msm_desc_costs_on(g, id.vendor, id.family);
        double fig = sh->unit_ns;
        for (unsigned k = 0; k < sh->n_families; k++)
            if (sh->families[k].vendor == id.vendor && sh->families[k].family == id.family)
                fig = sh->families[k].unit_ns;
        CHECK(ecb_msm_shape_cost(ECB_GROUP_RISTRETTO255, sorted, base, &u, &dbl) == ECB_OK);
        CHECK(u == fig && dbl == 0);
        ecb_msm_costs twice = *base;
        twice.add *= 2;
        CHECK(ecb_msm_shape_cost(ECB_GROUP_RISTRETTO255, sorted, &twice, &u, NULL) == ECB_OK);
        CHECK(u == 2 * fig);
    }
    write_file(path, "version=3\nifma:ristretto255.shape.pippenger_sorted_x8_ifma=12.5\n"
                     "ristretto255.shape.no_such_shape=3\n");
    CHECK(ecb_msm_costs_load(path, ECB_GROUP_RISTRETTO255, &r) == ECB_OK);
    if (ifma) {
        shape_figures(ECB_GROUP_RISTRETTO255, 0, &u, &dbl);
        CHECK(u == 12.5);
    }
    remove(path);
    write_file(path, "version=2\nifma:ristretto255.madd_x8=13\n");
    CHECK(ecb_msm_costs_load(path, ECB_GROUP_RISTRETTO255, &r) == ECB_OK);
    if (ifma) {
        shape_figures(ECB_GROUP_RISTRETTO255, 0, &u, &dbl);
        CHECK(u == 13);
    }
    remove(path);
    write_file(path, "ristretto255.shapes.x=3\n");
    CHECK(ecb_msm_costs_load(path, ECB_GROUP_RISTRETTO255, &r) == ECB_ERR_PARSE);
    if (ifma) { /* a profile refused leaves the figures as they were */
        shape_figures(ECB_GROUP_RISTRETTO255, 0, &u, &dbl);
        CHECK(u == 13);
    }
    remove(path);
    shapes_reset(ECB_GROUP_RISTRETTO255);
    /* every level's shapes are priced by their units: Pippenger's estimate follows them */
    for (unsigned k = 0; k < g->n_shapes; k++) {
        if (g->shapes[k]->strategy != ECB_MSM_PIPPENGER) continue;
        for (unsigned o = 0; o < g->n_shapes; o++) /* the others out of the way */
            shape_set(ECB_GROUP_RISTRETTO255, o, 1e6,
                      g->shapes[o]->strategy == ECB_MSM_STRAUS ? 1e6 : 0);
        ecb_msm_plan_result p, q;
        shape_set(ECB_GROUP_RISTRETTO255, k, 1e5, 0);
        CHECK(ecb_msm_plan_ex(ECB_GROUP_RISTRETTO255, 4096, 253, 1, &d, ECB_MSM_PIPPENGER, 0, &q) ==
              ECB_OK);
        shape_set(ECB_GROUP_RISTRETTO255, k, 1, 0);
        CHECK(ecb_msm_plan_ex(ECB_GROUP_RISTRETTO255, 4096, 253, 1, &d, ECB_MSM_PIPPENGER, 0, &p) ==
              ECB_OK);
        CHECK(q.estimate_ns > 10 * p.estimate_ns);
        CHECK(msm_plan_shape(g, &d, &p) == (g->shapes[k]->pippenger ? g->shapes[k] : NULL));
    }
    shapes_reset(ECB_GROUP_RISTRETTO255);
}

/* The Straus shape of a descriptor's list (the chain on paired accumulators), or -1. */
static int straus_shape_index(const msm_group_desc *g) {
    for (unsigned k = 0; k < g->n_shapes; k++)
        if (g->shapes[k]->strategy == ECB_MSM_STRAUS) return (int)k;
    return -1;
}

/* The Straus form the plan picks for n points of 253-bit scalars under costs c (forced Straus,
 * the plan's window, one thread): the shape (paired chain) or NULL (single chain). */
static const msm_shape *straus_form(const msm_group_desc *g, const ecb_msm_costs *c, size_t n) {
    ecb_msm_plan_result p;
    CHECK(ecb_msm_plan_ex(ECB_GROUP_RISTRETTO255, n, 253, 1, c, ECB_MSM_STRAUS, 0, &p) == ECB_OK);
    const char *name = ecb_msm_plan_shape_name(ECB_GROUP_RISTRETTO255, &p, c);
    const msm_shape *s = msm_plan_shape(g, c, &p);
    CHECK(s == NULL ? name == NULL : name != NULL && strcmp(name, s->name) == 0);
    return s;
}

/* Straus's chain forms: the plan prices the paired chain by its shape's step and doubling and
 * picks it when they are cheap, the single chain when dear, at 4, 16 and 64 points; profiles
 * carry the doubling as "shape.<name>.dbl"; the built-in costs of AMD family 25 (Zen 4), with
 * the shape's own figures, put the single chain below about 32 points and the pair from 64,
 * other families keep the pair from two points. Levels without the pair (portable, adx) always
 * run the single chain. */
static void test_straus_forms(void) {
    const msm_group_desc *g = msm_group_lookup(ECB_GROUP_RISTRETTO255);
    const ecb_group r255 = ECB_GROUP_RISTRETTO255;
    int k = straus_shape_index(g);
    CHECK(ecb_cpu_level_get() == ECB_CPU_IFMA ? k >= 0 : k < 0);
    ecb_msm_costs d;
    CHECK(ecb_msm_costs_default(r255, &d) == ECB_OK);
    static const size_t sizes[] = {4, 16, 64};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        if (k >= 0) shape_set(r255, (unsigned)k, d.madd / 4, d.dbl / 4);
        CHECK(straus_form(g, &d, sizes[i]) == (k >= 0 ? g->shapes[k] : NULL));
        if (k >= 0) shape_set(r255, (unsigned)k, 4 * d.madd, 4 * d.dbl);
        CHECK(straus_form(g, &d, sizes[i]) == NULL);
    }
    shapes_reset(r255);
    if (k < 0) return;
    char path[64];
    ecb_msm_costs r;
    write_file(path, "version=4\nifma:ristretto255.shape.straus_pair_ifma=70\n"
                     "ifma:ristretto255.shape.straus_pair_ifma.dbl=71\n"
                     "ifma:ristretto255.shape.pippenger_sorted_x8_ifma.dbl=3\n");
    CHECK(ecb_msm_costs_load(path, r255, &r) == ECB_ERR_PARSE);
    remove(path);
    write_file(path, "version=4\nifma:ristretto255.shape.straus_pair_ifma=70\n"
                     "ifma:ristretto255.shape.straus_pair_ifma.dbl=71\n");
    CHECK(ecb_msm_costs_load(path, r255, &r) == ECB_OK);
    double u, dbl;
    shape_figures(r255, (unsigned)k, &u, &dbl);
    CHECK(u == 70 && dbl == 71);
    remove(path);
    shapes_reset(r255);
    /* the family's figures: Zen 4 (AMD 25) and Intel (6) have their own, Zen 5 (AMD 26) not */
    const ecb_msm_costs *zen4 = msm_desc_costs_on(g, ECB_CPU_VENDOR_AMD, 25);
    const ecb_msm_costs *intel = msm_desc_costs_on(g, ECB_CPU_VENDOR_INTEL, 6);
    CHECK(zen4 != &g->costs && zen4->madd < g->costs.madd && zen4->dbl < g->costs.dbl);
    CHECK(intel != &g->costs && intel != zen4 && intel->add < g->costs.add);
    CHECK(msm_desc_costs_on(g, ECB_CPU_VENDOR_AMD, 26) == &g->costs);
    CHECK(msm_desc_costs_on(g, ECB_CPU_VENDOR_INTEL, 25) == &g->costs);
    /* the pair's built-in figures: Intel's own (44, 42), the entry's elsewhere (48, 52) */
    const msm_shape *pair_shape = g->shapes[k];
    CHECK(pair_shape->n_families == 1 && pair_shape->families[0].vendor == ECB_CPU_VENDOR_INTEL &&
          pair_shape->families[0].family == 6);
    const double intel_step = pair_shape->families[0].unit_ns,
                 intel_dbl = pair_shape->families[0].dbl_ns;
    CHECK(intel_step == 44 && intel_dbl == 42);
    CHECK(pair_shape->unit_ns == 48 && pair_shape->dbl_ns == 52);
    /* Intel's chains (the pair's step of two columns 44 ns, the single chain's doubling 45
     * carrying its latency): the single chain at two points (measured 13.3 against 15.0 us),
     * the pair at 64; each family's costs with its shape figures, set as the CPU would have them */
    shape_set(r255, (unsigned)k, intel_step, intel_dbl);
    CHECK(straus_form(g, intel, 2) == NULL && straus_form(g, intel, 64) == g->shapes[k]);
    shape_set(r255, (unsigned)k, pair_shape->unit_ns, pair_shape->dbl_ns);
    CHECK(zen4->add == g->costs.add);
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        CHECK(straus_form(g, &g->costs, sizes[i]) == g->shapes[k]);
        if (sizes[i] < 32) CHECK(straus_form(g, zen4, sizes[i]) == NULL);
    }
    CHECK(straus_form(g, zen4, 2) == NULL && straus_form(g, &g->costs, 2) == g->shapes[k]);
    CHECK(straus_form(g, zen4, 24) == NULL && straus_form(g, zen4, 64) == g->shapes[k]);
    /* the measured ratios on Zen 4: the paired chain 1.44x the single one at n = 4, 1.15x at
     * n = 16; each form's estimate (the other made dear) */
    ecb_msm_costs single = *zen4, pair = *zen4;
    pair.madd = pair.dbl = 1e6; /* units the paired chain does not use */
    static const size_t small[] = {4, 16};
    static const double lo[] = {1.3, 1.03}, hi[] = {1.6, 1.3};
    for (size_t i = 0; i < 2; i++) {
        ecb_msm_plan_result ps, pp;
        shape_set(r255, (unsigned)k, 1e6, 1e6);
        CHECK(ecb_msm_plan_ex(r255, small[i], 253, 1, &single, ECB_MSM_STRAUS, 4, &ps) == ECB_OK);
        shape_set(r255, (unsigned)k, pair_shape->unit_ns, pair_shape->dbl_ns);
        CHECK(ecb_msm_plan_ex(r255, small[i], 253, 1, &pair, ECB_MSM_STRAUS, 4, &pp) == ECB_OK);
        CHECK(pp.estimate_ns > lo[i] * ps.estimate_ns && pp.estimate_ns < hi[i] * ps.estimate_ns);
    }
    shapes_reset(r255);
}

/* Straus pays for its tables' memory as bucket updates do, at both levels: nothing for 64
 * points, at least the last-level miss penalty per digit read for 65536 (84 MB of tables at
 * IFMA). */
static void test_straus_memory(void) {
    for (size_t g = 0; g < NGROUPS; g++) {
        ecb_msm_costs with, without;
        CHECK(ecb_msm_costs_default(groups[g], &with) == ECB_OK);
        without = with;
        without.cache_penalty = without.llc_penalty = 0;
        ecb_msm_plan_result a, b;
        CHECK(ecb_msm_plan_ex(groups[g], 64, 128, 1, &with, ECB_MSM_STRAUS, 5, &a) == ECB_OK);
        CHECK(ecb_msm_plan_ex(groups[g], 64, 128, 1, &without, ECB_MSM_STRAUS, 5, &b) == ECB_OK);
        CHECK(a.estimate_ns == b.estimate_ns);
        size_t n = 65536;
        CHECK(ecb_msm_plan_ex(groups[g], n, 128, 1, &with, ECB_MSM_STRAUS, 5, &a) == ECB_OK);
        CHECK(ecb_msm_plan_ex(groups[g], n, 128, 1, &without, ECB_MSM_STRAUS, 5, &b) == ECB_OK);
        /* at least the last-level misses: 129 / 6 digits per point, most tables beyond it */
        const msm_group_desc *d = msm_group_lookup(groups[g]);
        double bytes = (double)n * 8 * (double)d->aff_size;
        double llc_miss = bytes > with.llc_bytes ? 1 - with.llc_bytes / bytes : 0;
        CHECK(a.estimate_ns - b.estimate_ns >=
              0.999999 * (double)n * 129 / 6 * with.llc_penalty * llc_miss);
        CHECK(a.estimate_ns > b.estimate_ns);
    }
}

/* The BLS12 eight-lane level's family entries: G2's batch-affine addition is dearer on Zen 4
 * (AMD 25) and Intel (6) than the common figure, every other unit as the level's; G1's and
 * BLS12-377's entries repeat the level's figures. */
static void test_bls12_families(void) {
    if (ecb_cpu_level_get() != ECB_CPU_IFMA) return;
    static const ecb_group bls[] = {ECB_GROUP_BLS12_381_G1, ECB_GROUP_BLS12_381_G2,
                                    ECB_GROUP_BLS12_377_G1};
    for (size_t i = 0; i < sizeof bls / sizeof bls[0]; i++) {
        const msm_group_desc *g = msm_group_lookup(bls[i]);
        const ecb_msm_costs *zen4 = msm_desc_costs_on(g, ECB_CPU_VENDOR_AMD, 25);
        const ecb_msm_costs *intel = msm_desc_costs_on(g, ECB_CPU_VENDOR_INTEL, 6);
        CHECK(zen4 != &g->costs && intel != &g->costs);
        CHECK(msm_desc_costs_on(g, ECB_CPU_VENDOR_AMD, 26) == &g->costs);
        CHECK(zen4->add == g->costs.add && intel->add == g->costs.add);
        if (bls[i] == ECB_GROUP_BLS12_381_G2)
            CHECK(intel->aff_add > g->costs.aff_add && zen4->aff_add > g->costs.aff_add);
        else
            CHECK(intel->aff_add == g->costs.aff_add && zen4->aff_add == g->costs.aff_add);
    }
}

int main(void) {
    tl_init();
    test_penalty();
    test_round_trip();
    test_old_profile();
    test_plan();
    test_shapes();
    test_straus_forms();
    test_straus_memory();
    test_bls12_families();
    return tl_finish("test_msm_cost_model");
}
