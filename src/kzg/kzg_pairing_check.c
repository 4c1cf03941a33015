/* The pairing check of verify_kzg_proof_impl and verify_kzg_proof_batch
 * (deneb/polynomial-commitments.md), with both G2 points fixed so that they come prepared:
 *
 *     e(sum_i r^i proof_i, [s]G2) = e(sum_i r^i (C_i - [y_i]G1 + [z_i] proof_i), G2),
 *
 * the spec's e(P - [y], -G2) e(proof, [s - z]G2) = 1 with [z] moved to G1 (one tuple: r^0 = 1).
 * Both sides' G1 points are engine MSMs (n proofs; n commitments, n proofs and G1), then one
 * two-pair multi-pairing over the prepared [s]G2 and G2. */
#include <string.h>

#include "ecbatch/msm.h"
#include "ecbatch/pairing.h"
#include "kzg/kzg_internal.h"
#include "util/alloc.h"

ecb_status kzg_verify_batch(const ecb_bls12_381_g1_affine *commitments,
                            const uint8_t *commitment_bytes, const fr381 *zs, const fr381 *ys,
                            const ecb_bls12_381_g1_affine *proofs, const uint8_t *proof_bytes,
                            size_t n, const ecb_kzg_settings *s) {
    size_t m = 2 * n + 1; /* n <= ECB_KZG_MAX_BATCH: no overflow below */
    unsigned char *mem = ecb_malloc(
        m * (sizeof(ecb_bls12_381_g1_affine) + sizeof(ecb_bls12_381_scalar) + sizeof(fr381)));
    if (mem == NULL) return ECB_ERR_OUT_OF_MEMORY;
    ecb_bls12_381_g1_affine *points = (ecb_bls12_381_g1_affine *)mem;
    ecb_bls12_381_scalar *scalars = (ecb_bls12_381_scalar *)(points + m);
    fr381 *weights = (fr381 *)(scalars + m); /* r^i z_i, r^i, -sum r^i y_i */

    /* r^i; a single tuple needs no weight, so no hash */
    fr381 r, power, t, y_sum;
    fr381_one(&power);
    if (n > 1) kzg_batch_challenge(&r, commitment_bytes, zs, ys, proof_bytes, n);
    fr381_zero(&y_sum);
    for (size_t i = 0; i < n; i++) {
        weights[n + i] = power;
        fr381_mul(&weights[i], &power, &zs[i]);
        fr381_mul(&t, &power, &ys[i]);
        fr381_add(&y_sum, &y_sum, &t);
        if (n > 1) fr381_mul(&power, &power, &r);
    }
    fr381_neg(&weights[2 * n], &y_sum);

    /* left: sum r^i proof_i; right: sum r^i z_i proof_i + sum r^i C_i - (sum r^i y_i) G1 */
    ecb_msm_options opt = {0};
    opt.threads = s->threads;
    ecb_bls12_381_g1 left, right, g;
    kzg_to_scalars(scalars, weights, m);
    ecb_status st = ecb_msm_bls12_381_g1_var(&left, proofs, scalars + n, n, &opt);
    memcpy(points, proofs, n * sizeof *points);
    memcpy(points + n, commitments, n * sizeof *points);
    ecb_bls12_381_g1_generator(&g);
    ecb_bls12_381_g1_to_affine(&points[2 * n], &g);
    if (st == ECB_OK) st = ecb_msm_bls12_381_g1_var(&right, points, scalars, m, &opt);
    ecb_free(mem);
    if (st != ECB_OK) return st;

    /* e(left, [s]G2) e(-right, G2) = 1 */
    ecb_bls12_381_g1_affine p[2];
    ecb_bls12_381_g1_negate(&right, &right);
    ecb_bls12_381_g1_to_affine(&p[0], &left);
    ecb_bls12_381_g1_to_affine(&p[1], &right);
    const void *prepared[2] = {s->s_g2_prepared, s->g2_prepared};
    ecb_bls12_381_gt gt;
    st = ecb_bls12_381_multi_pairing_prepared(&gt, p, prepared, s->prepared_len, 2);
    if (st != ECB_OK) return st;
    return ecb_bls12_381_gt_is_one(&gt) ? ECB_OK : ECB_ERR_VERIFY_FAILED;
}
