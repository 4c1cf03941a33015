/* MSM for the threshold-decryption checks (see bte_msm.h): the kernels of bte_msm_impl.h for
 * G1 and G2. The project's MSM engine has no BLS12-381 instance yet; when it does, these two
 * entry points are the one place to switch to it. */
#include "bte/bte_msm.h"

#include <stdlib.h>
#include <string.h>

#include "util/parallel.h"

#define MG g1_381
#define MF fp381
#define MS_MUL_VAR g1_381_mul_glv_var
#include "bte/bte_msm_impl.h"

#define MG g2_381
#define MF fp2_381
#define MS_MUL_VAR g2_381_mul_gls_var
#include "bte/bte_msm_impl.h"
