/* ristretto255's public MSM entry points (msm.h): each dispatches once through the backend
 * table (msm_backend.h) of the selected CPU level. Precomputed Straus and fixed-base tables
 * are built in the form of the level selected at the time; a call runs them on the highest
 * level at or below the selected one that has their form. */
#define _POSIX_C_SOURCE 200809L
#include <string.h>

#include "group/ristretto255/edwards25519.h"
#include "group/ristretto255/ristretto255_decode.h"
#include "msm/groups/msm_backend.h"
#include "util/alloc.h"

ecb_status ecb_msm_ristretto255_var(ecb_ristretto255_point *out,
                                    const ecb_ristretto255_point *points,
                                    const ecb_ristretto255_scalar *scalars, size_t n,
                                    const ecb_msm_options *options) {
    return msm_r255_selected()->msm(out, points, scalars, n, options);
}

/* Batch decoding lives in the group layer; its lanes are a level fact of the backend. */
ecb_status ecb_ristretto255_decode_batch_var(ecb_ristretto255_point *out, ecb_status *status,
                                             const uint8_t *in, size_t n, unsigned threads) {
    return ristretto255_decode_batch(out, status, in, n, threads,
                                     msm_r255_selected()->decode_lanes);
}

/* ---- precomputed Straus ------------------------------------------------------------------ */

/* The tables of the backend that built them, and copies of the points when their form is not
 * the radix-2^64 one: a call at a level that cannot run the tables (the level lowered since,
 * ecb_cpu_level_set) builds radix-2^64 tables of the copies for the call. */
struct ecb_msm_ristretto255_precomp {
    size_t n;
    unsigned window;
    const msm_r255_backend *built;
    msm_precomp *tables;
    ecb_ristretto255_point *points;
};

ecb_status ecb_msm_ristretto255_precomp_new(ecb_msm_ristretto255_precomp **out,
                                            const ecb_ristretto255_point *points, size_t n,
                                            unsigned window) {
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    *out = NULL;
    /* the kernels' builders check the same again; here before the first allocation */
    if (n > 0 && points == NULL) return ECB_ERR_NULL_POINTER;
    if (n > ECB_MSM_MAX_POINTS) return ECB_ERR_SIZE_OVERFLOW;
    if (window != 0 && (window < MSM_STRAUS_WMIN || window > MSM_STRAUS_WMAX))
        return ECB_ERR_INVALID_ARGUMENT;
    ecb_msm_ristretto255_precomp *pre = ecb_calloc(1, sizeof *pre);
    if (pre == NULL) return ECB_ERR_OUT_OF_MEMORY;
    pre->n = n;
    pre->window = window;
    pre->built = msm_r255_selected();
    ecb_status st = pre->built->precomp_new(&pre->tables, points, n, window);
    if (st == ECB_OK && pre->built->precomp_form != MSM_R255_FORM_RADIX64) {
        pre->points = ecb_malloc(n ? n * sizeof *points : 1);
        if (pre->points == NULL)
            st = ECB_ERR_OUT_OF_MEMORY;
        else if (n > 0)
            memcpy(pre->points, points, n * sizeof *points);
    }
    if (st != ECB_OK) {
        ecb_msm_ristretto255_precomp_free(pre);
        return st;
    }
    *out = pre;
    return ECB_OK;
}

void ecb_msm_ristretto255_precomp_free(ecb_msm_ristretto255_precomp *pre) {
    if (pre == NULL) return;
    pre->built->precomp_free(pre->tables);
    ecb_free(pre->points);
    ecb_free(pre);
}

size_t ecb_msm_ristretto255_precomp_count(const ecb_msm_ristretto255_precomp *pre) {
    return pre == NULL ? 0 : pre->n;
}

ecb_status ecb_msm_ristretto255_precomp_var(ecb_ristretto255_point *out,
                                            const ecb_msm_ristretto255_precomp *pre,
                                            const ecb_ristretto255_scalar *static_scalars,
                                            size_t n_static,
                                            const ecb_ristretto255_point *dyn_points,
                                            const ecb_ristretto255_scalar *dyn_scalars,
                                            size_t n_dyn, const ecb_msm_options *options) {
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    if (pre == NULL) {
        ge25519_p3_0(out);
        return ECB_ERR_NULL_POINTER;
    }
    const msm_r255_backend *run = msm_r255_precomp_runner(pre->built->precomp_form);
    if (run != NULL)
        return run->precomp_msm(out, pre->tables, static_scalars, n_static, dyn_points, dyn_scalars,
                                n_dyn, options);
    /* tables of a higher level: radix-2^64 tables of the points, for this call */
    const msm_r255_backend *be = msm_r255_selected();
    msm_precomp *t;
    ecb_status st = be->precomp_new(&t, pre->points, pre->n, pre->window);
    if (st != ECB_OK) {
        ge25519_p3_0(out);
        return st;
    }
    st = be->precomp_msm(out, t, static_scalars, n_static, dyn_points, dyn_scalars, n_dyn, options);
    be->precomp_free(t);
    return st;
}

/* ---- fixed base -------------------------------------------------------------------------- */

ecb_status ecb_msm_fixed_ristretto255_new(ecb_msm_fixed **out, const ecb_ristretto255_point *points,
                                          size_t n, size_t budget_bytes) {
    const msm_r255_backend *be = msm_r255_selected();
    ecb_status st = msm_fixed_new(out, ECB_GROUP_RISTRETTO255, be->fixed_form, be->desc, points, n,
                                  budget_bytes);
    return st != ECB_OK ? st : msm_fixed_finish(out, be->fixed_build(*out, points));
}

ecb_status ecb_msm_fixed_ristretto255_var(ecb_ristretto255_point *out, const ecb_msm_fixed *f,
                                          const ecb_ristretto255_scalar *scalars, size_t n,
                                          const ecb_msm_options *options) {
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    ecb_status st = msm_fixed_check(f, ECB_GROUP_RISTRETTO255, scalars, n);
    const msm_r255_backend *run = st == ECB_OK ? msm_r255_fixed_runner(f->form) : NULL;
    if (st == ECB_OK && run == NULL) st = ECB_ERR_UNSUPPORTED; /* tables of a higher level */
    if (st != ECB_OK) {
        ecb_ristretto255_identity(out);
        return st;
    }
    return run->fixed_msm(out, f, scalars, n, options);
}
