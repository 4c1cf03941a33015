/* ristretto255's MSM engine with the MULX/ADX field multiplication (fe25519_64.h with
 * FE64_MULX) and the adx level's backend (msm_backend.h): run only when the level is adx or
 * above (msm_r255_backend.c selects it). */
#define _POSIX_C_SOURCE 200809L
#define FE64_MULX 1
#include "msm/groups/ristretto255/msm_ristretto255_glue.h"

const msm_r255_backend msm_r255_backend_adx = MSM_R255_RADIX64_BACKEND(ECB_CPU_ADX);
