/* The verifiers' weighted sums (bls_internal.h): the engine's MSM, or one multiplication for a
 * single point. */
#include <string.h>

#include "bls/bls_internal.h"
#include "ecbatch/msm.h"

ecb_status bls_msm(const bls_suite *s, int in_key_group, void *out, const void *pts,
                   const ecb_bls12_381_scalar *w, size_t n, unsigned threads) {
    ecb_msm_options opt;
    memset(&opt, 0, sizeof opt);
    opt.threads = threads;
    int in_g1 = (s->variant == ECB_BLS_MIN_PK) == (in_key_group != 0);
    if (n == 1 && in_g1) {
        ecb_bls12_381_g1_from_affine(out, pts);
        ecb_bls12_381_g1_mul_var(out, w, out);
        return ECB_OK;
    }
    if (n == 1) {
        ecb_bls12_381_g2_from_affine(out, pts);
        ecb_bls12_381_g2_mul_var(out, w, out);
        return ECB_OK;
    }
    if (in_g1) return ecb_msm_bls12_381_g1_var(out, pts, w, n, &opt);
    return ecb_msm_bls12_381_g2_var(out, pts, w, n, &opt);
}
