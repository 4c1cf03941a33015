/* The Gi/Hi scalars of verification in eight AVX-512 IFMA lanes (verify_scalars_x8_ifma.c): the
 * accumulator of bpp_static_acc's lane layout, blocks of eight generators. Callable only when
 * the plan answers 8 scalar lanes (msm_answer.scalar_lanes, msm/plan/msm_request.h). */
#ifndef ECBATCH_BPP_VERIFY_SCALARS_X8_IFMA_H
#define ECBATCH_BPP_VERIFY_SCALARS_X8_IFMA_H

#include "util/cpu.h"
#include "verify_scalars.h"

#if defined(ECB_CPU_IFMA_BUILD)

/* Blocks of eight generators for N generators; each block takes 80 words of the accumulator
 * (gi, hi) and 40 of the scratch. */
size_t bpp_acc_x8_blocks(size_t N);

/* bpp_static_scalars in lanes: adds the proof's terms to acc (bpp_acc_x8_blocks(w->N) blocks
 * at least); tmp holds 40 words per block. */
void bpp_static_scalars_x8(const bpp_proof_work *w, uint64_t *acc, uint64_t *tmp,
                           ecb_ristretto255_scalar *constant);

/* acc += other, both of N generators. */
void bpp_acc_x8_add(uint64_t *acc, const uint64_t *other, size_t N);

/* The canonical scalars gi[i], hi[i], i < N. */
void bpp_acc_x8_get(const uint64_t *acc, size_t N, ecb_ristretto255_scalar *gi,
                    ecb_ristretto255_scalar *hi);

#endif
#endif
