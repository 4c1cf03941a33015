/* The prover's multi-scalar multiplications (msm_r255_ct.h) on the AVX-512 IFMA kernels
 * (edwards25519_x1_ifma.h): the same functions with the same contracts and the same group elements
 * as results, one point per vector. They run as the ifma level's prover entries
 * (msm_r255_prover_ifma in its backend, msm_ristretto255_ifma.c); tests call them directly.
 * Internal interface. */
#ifndef ECBATCH_MSM_R255_CT_X1_IFMA_H
#define ECBATCH_MSM_R255_CT_X1_IFMA_H

#include "msm/prover/msm_r255_ct.h"
#include "util/cpu.h"

#if defined(ECB_CPU_IFMA_BUILD)

void ge25519_ct_msm_ifma(ge25519_p3 *out, const ge25519_p3 *points, const sc25519 *scalars,
                         size_t n, void *scratch);

void ge25519_public_msm_static_ifma(ge25519_p3 *out, const ge25519_p3 *points,
                                    const ge25519_niels *const *static_tables,
                                    const sc25519 *scalars, size_t n, void *scratch);

void ge25519_public_mul_add_ifma(ge25519_p3 *out, const sc25519 *x, const ge25519_p3 *p,
                                 const ge25519_p3 *q);

void ge25519_selected_sum_ifma(ge25519_p3 *acc, const uint8_t *bits, const ge25519_p3 *points,
                               size_t n);

void ge25519_comb_msm_ifma(ge25519_p3 *out, const ge25519_comb *const *combs,
                           const sc25519 *scalars, size_t n);

/* The kernels above as the ifma level's prover entries. */
extern const msm_r255_prover msm_r255_prover_ifma;

#endif
#endif
