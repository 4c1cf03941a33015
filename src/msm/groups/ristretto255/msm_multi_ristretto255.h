/* Many MSMs over one set of bases in ristretto255 (msm_multi_ristretto255.c): the plan and the
 * run behind ecb_msm_multi_ristretto255_var, with the shared table's memory bound open to
 * tests. */
#ifndef ECBATCH_MSM_MULTI_RISTRETTO255_H
#define ECBATCH_MSM_MULTI_RISTRETTO255_H

#include <stddef.h>

#include "ecbatch/msm.h"

/* ristretto255's plan (msm_multi_ristretto255.c): independent rows or the shared table. */
void msm_multi_r255_plan(ecb_msm_multi_plan_result *plan, size_t n, unsigned bits, size_t m,
                         unsigned threads, const ecb_msm_costs *costs);

/* ristretto255's shared table may take this many bytes; above it the plan raises the passes k
 * (fewer entries per base, msm_fixed.h). */
#define MSM_MULTI_R255_TABLE_BYTES ((size_t)64 << 20)

/* The shape of a table that ran: window c, passes k, entries per base T (msm_fixed.h) and its
 * bytes (n T entries). */
typedef struct msm_multi_r255_table {
    unsigned window, passes, entries;
    size_t bytes;
} msm_multi_r255_table;

/* ecb_msm_multi_ristretto255_var with the table's memory bound as a parameter: the public call
 * passes MSM_MULTI_R255_TABLE_BYTES; tests pass less, so that tables of several passes run on
 * small inputs. *shape (when not NULL) receives the shape of the table that ran, all zero when
 * none ran. */
ecb_status msm_multi_r255_run(ecb_ristretto255_point *out, const ecb_ristretto255_point *points,
                              size_t n, const ecb_ristretto255_scalar *scalars, size_t m,
                              const ecb_msm_multi_options *options, size_t table_bytes,
                              msm_multi_r255_table *shape);

#endif
