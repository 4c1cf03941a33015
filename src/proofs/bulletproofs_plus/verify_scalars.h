/* The per-proof scalar work of batch verification (spec §8.1, §8.3) and mask recovery
 * (spec §9.2), with the per-element cost cut to three multiplications:
 *   gi[i] += w r1 e y^-i s[i]           as one product tree over the rounds, because
 *            y^-i s[i] = P- * prod_{bits b of i} (e_{r-1-b}^2 y^-(2^b));
 *   hi[i] += w s1 e s[N-1-i]            = w s1 e P+ * prod_{bits b of i} e_{r-1-b}^-2;
 *   hi[i] -= w e^2 d[i] y^(N-i)         tracked incrementally (x 2/y inside a bit block,
 *                                       x z^2 y^-n from block to block);
 * and the constant +-w e^2 z added once per prefix length by the caller. */
#ifndef ECBATCH_BPP_VERIFY_SCALARS_H
#define ECBATCH_BPP_VERIFY_SCALARS_H

#include <stddef.h>
#include <stdint.h>

#include "ecbatch/bulletproofs_plus.h"

typedef struct bpp_proof_work {
    ecb_status status;
    const ecb_bpp_statement *st;
    const ecb_bpp_proof *proof;
    size_t n, m, N, T, rounds;
    /* challenges and their inverses */
    ecb_ristretto255_scalar y, z, e, ej[ECB_BPP_MAX_ROUNDS];
    ecb_ristretto255_scalar ej_inv[ECB_BPP_MAX_ROUNDS], y_inv, y_minus_one_inv, recover_inv;
    ecb_ristretto255_scalar weight;
    uint8_t binding[32]; /* TranscriptRng bytes bound into the weight transcript (spec §8.2) */
    /* this proof's dynamic points V_0..V_{m-1}, A1, B, A, L_0.., R_0.. in the MSM arrays */
    size_t dyn_offset, dyn_count;
    ecb_ristretto255_scalar h_scalar, g_scalar[ECB_BPP_MAX_EXTENSION_DEGREE];
} bpp_proof_work;

/* m + 3 + 2 * rounds. */
size_t bpp_dynamic_count(size_t m, size_t rounds);

/* The values to invert for a proof: e_0..e_{r-1}, y, y - 1 and, when `recover`, the mask
 * divisor e^2 z^2 y^(N+1) (spec §9.2). Returns their number (<= rounds + 3). */
size_t bpp_inversion_inputs(const bpp_proof_work *w, int recover, ecb_ristretto255_scalar *out);
/* Stores the inverses back (same order as bpp_inversion_inputs); returns their number. */
size_t bpp_inversion_outputs(bpp_proof_work *w, int recover, const ecb_ristretto255_scalar *in);

/* Fills the proof's dynamic scalars (scalars[w->dyn_offset ..]) and w->h_scalar, w->g_scalar
 * (spec §8.3 "Commitments", "H", "Blinding generators", "Proof points"). Needs the weight and
 * the inverses. */
void bpp_dynamic_scalars(bpp_proof_work *w, ecb_ristretto255_scalar *scalars);

/* Sums over proofs of the Gi/Hi scalars for i < N (bpp_static_scalars), with the scratch for
 * one proof's: canonical scalars gi[N], hi[N] and N of scratch, or (lanes = 1, for callers at
 * the AVX-512 IFMA level) blocks of eight generators in vector lanes (verify_scalars_x8_ifma.h),
 * where the products run eight at once. Both give the same sums. */
typedef struct bpp_static_acc {
    int lanes;
    size_t N;
    void *mem;
} bpp_static_acc;

/* Bytes of memory for an accumulator of N generators. */
size_t bpp_static_acc_bytes(size_t N, int lanes);

/* An accumulator over mem (bpp_static_acc_bytes(N, lanes) bytes), every sum zero. lanes is
 * ignored (0) where the build has no IFMA kernels. */
void bpp_static_acc_init(bpp_static_acc *acc, void *mem, size_t N, int lanes);

/* Adds the proof's Gi/Hi scalars for i < w->N (<= acc->N) to acc, except the constant w e^2 z
 * (+ for gi, - for hi), which it adds to *constant. */
void bpp_static_scalars(const bpp_proof_work *w, bpp_static_acc *acc,
                        ecb_ristretto255_scalar *constant);

/* acc += other (same N and layout). */
void bpp_static_acc_add(bpp_static_acc *acc, const bpp_static_acc *other);

/* The sums as canonical scalars gi[i], hi[i], i < acc->N. */
void bpp_static_acc_get(const bpp_static_acc *acc, ecb_ristretto255_scalar *gi,
                        ecb_ristretto255_scalar *hi);

/* The embedded mask (spec §9.2) from the statement's seed nonce; needs ej_inv and recover_inv.
 * Constant time in the seed. */
void bpp_recover_mask(const bpp_proof_work *w, ecb_bpp_mask *mask);

#endif
