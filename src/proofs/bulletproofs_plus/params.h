/* Internal layout of ecb_bpp_params (spec §2.3): the generators and the tables shared by every
 * proof made or verified with them. */
#ifndef ECB_BPP_PARAMS_H
#define ECB_BPP_PARAMS_H

#include <stddef.h>
#include <stdint.h>

#include "ecbatch/bulletproofs_plus.h"

struct ecb_bpp_params {
    size_t bit_length;      /* n */
    size_t max_aggregation; /* M */
    size_t capacity;        /* n * M */
    ecb_bpp_pedersen_gens pc;
    ecb_ristretto255_point *gi; /* capacity points, party-major */
    ecb_ristretto255_point *hi;
    uint8_t (*gi_bytes)[32]; /* their encodings */
    uint8_t (*hi_bytes)[32];
};

#endif
