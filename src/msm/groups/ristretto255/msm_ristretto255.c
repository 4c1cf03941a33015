/* ristretto255's MSM engine on the portable radix-2^64 kernels (msm_ristretto255_glue.h) and
 * the portable level's backend (msm_backend.h). The MULX/ADX level is msm_ristretto255_adx.c,
 * the AVX-512 IFMA level msm_ristretto255_ifma.c, the selection msm_r255_backend.c and the
 * public entry points msm_r255_public.c. Every level gives the same group elements (complete
 * formulas, exact conversions), so identical encodings. */
#define _POSIX_C_SOURCE 200809L
#include "msm/groups/ristretto255/msm_ristretto255_glue.h"

const msm_r255_backend msm_r255_backend_portable = MSM_R255_RADIX64_BACKEND(ECB_CPU_PORTABLE);
