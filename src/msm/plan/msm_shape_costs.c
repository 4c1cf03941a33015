/* The kernel shapes' unit costs (msm_shape.h): the figure the plan prices a shape with (set, or
 * built-in for the CPU family and scaled with the costs in use), and the public calls that read
 * and set them by name (ecb_msm_shape_cost, ecb_msm_shape_cost_set). */
#include <stdatomic.h>
#include <string.h>

#include "msm/plan/msm_plan.h"
#include "msm/plan/msm_shape.h"

/* s's built-in figures on this machine's CPU family: its family's entry, else the shape's own. */
static const msm_shape_family *shape_family(const msm_shape *s) {
    ecb_cpu_id id = ecb_cpu_id_get();
    for (unsigned i = 0; i < s->n_families; i++)
        if (s->families[i].vendor == id.vendor && s->families[i].family == id.family)
            return &s->families[i];
    return NULL;
}

/* A built-in figure v (ns) under costs c: times c->add over the family's built-in add, the one
 * scale msm_desc_costs applies to every figure (msm_calibrate.c). */
static double shape_scaled(const msm_group_desc *d, const ecb_msm_costs *c, double v) {
    ecb_cpu_id id = ecb_cpu_id_get();
    const ecb_msm_costs *base = msm_desc_costs_on(d, id.vendor, id.family);
    return base->add > 0 && c->add > 0 ? v * (c->add / base->add) : v;
}

double msm_shape_cost_unit(const msm_group_desc *d, const msm_shape *s, const ecb_msm_costs *c) {
    if (s->strategy == ECB_MSM_PIPPENGER && s->pippenger == NULL) return c->madd;
    double set = atomic_load_explicit(&s->set->unit, memory_order_relaxed);
    if (set > 0) return set;
    const msm_shape_family *f = shape_family(s);
    double v = f != NULL ? f->unit_ns : s->unit_ns;
    if (v <= 0) return s->strategy == ECB_MSM_BATCH_AFFINE ? c->aff_add : c->madd;
    return shape_scaled(d, c, v);
}

double msm_shape_cost_dbl(const msm_group_desc *d, const msm_shape *s, const ecb_msm_costs *c) {
    double set = atomic_load_explicit(&s->set->dbl, memory_order_relaxed);
    if (set > 0) return set;
    const msm_shape_family *f = shape_family(s);
    return shape_scaled(d, c, f != NULL ? f->dbl_ns : s->dbl_ns);
}

void msm_shape_cost_set_all(const msm_group_desc *d, const double *unit, const double *dbl) {
    for (unsigned i = 0; i < d->n_shapes && i < MSM_SHAPES_MAX; i++) {
        atomic_store_explicit(&d->shapes[i]->set->unit, unit[i], memory_order_relaxed);
        atomic_store_explicit(&d->shapes[i]->set->dbl, dbl[i], memory_order_relaxed);
    }
}

void msm_shape_cost_get_all(const msm_group_desc *d, double *unit, double *dbl) {
    for (unsigned i = 0; i < d->n_shapes && i < MSM_SHAPES_MAX; i++) {
        unit[i] = atomic_load_explicit(&d->shapes[i]->set->unit, memory_order_relaxed);
        dbl[i] = atomic_load_explicit(&d->shapes[i]->set->dbl, memory_order_relaxed);
    }
}

/* Shape `name` of group g's active level into *out. */
static ecb_status shape_named(ecb_group g, const char *name, const msm_group_desc **d,
                              const msm_shape **out) {
    *d = msm_group_lookup(g);
    if (*d == NULL) return ECB_ERR_UNSUPPORTED;
    for (unsigned i = 0; i < (*d)->n_shapes; i++)
        if (strcmp((*d)->shapes[i]->name, name) == 0) {
            *out = (*d)->shapes[i];
            return ECB_OK;
        }
    return ECB_ERR_INVALID_ARGUMENT;
}

ecb_status ecb_msm_shape_cost(ecb_group g, const char *name, const ecb_msm_costs *costs,
                              double *unit_ns, double *dbl_ns) {
    if (name == NULL || unit_ns == NULL) return ECB_ERR_NULL_POINTER;
    const msm_group_desc *d;
    const msm_shape *s;
    ecb_status st = shape_named(g, name, &d, &s);
    if (st != ECB_OK) return st;
    const ecb_msm_costs *c = costs != NULL ? costs : msm_desc_costs(d);
    *unit_ns = msm_shape_cost_unit(d, s, c);
    if (dbl_ns != NULL) *dbl_ns = s->strategy == ECB_MSM_STRAUS ? msm_shape_cost_dbl(d, s, c) : 0;
    return ECB_OK;
}

/* A figure a shape may be set to: 0 (built-in) to ECB_MSM_COST_MAX_NS (NaN fails both tests). */
static int figure_ok(double v) {
    return v >= 0 && v <= ECB_MSM_COST_MAX_NS;
}

ecb_status ecb_msm_shape_cost_set(ecb_group g, const char *name, double unit_ns, double dbl_ns) {
    if (name == NULL) return ECB_ERR_NULL_POINTER;
    const msm_group_desc *d;
    const msm_shape *s;
    ecb_status st = shape_named(g, name, &d, &s);
    if (st != ECB_OK) return st;
    if (!figure_ok(unit_ns) || !figure_ok(dbl_ns) || (dbl_ns > 0 && s->strategy != ECB_MSM_STRAUS))
        return ECB_ERR_INVALID_ARGUMENT;
    atomic_store_explicit(&s->set->unit, unit_ns, memory_order_relaxed);
    atomic_store_explicit(&s->set->dbl, dbl_ns, memory_order_relaxed);
    return ECB_OK;
}
