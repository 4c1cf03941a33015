#include "vector_suites.h"

#include <stddef.h>

const struct vector_suite vector_suites[] = {
    {"encoding", "ristretto255", vectors_ristretto255_encoding},
    {"hash_to_curve", "ristretto255", vectors_ristretto255_hash_to_curve},
    {"msm", "ristretto255", vectors_msm},
    {"bulletproofs-plus/msm", "ristretto255", vectors_msm},
    {"bulletproofs-plus/valid-proofs", NULL, vectors_bpp_valid},
    {"bulletproofs-plus/negative", NULL, vectors_bpp_negative},
    {"bulletproofs-plus/batches", NULL, vectors_bpp_batches},
    {"bulletproofs-plus/prover-rejections", NULL, vectors_bpp_rejections},
    {"bulletproofs-plus/generators", NULL, vectors_bpp_generators},
    {"bulletproofs-plus/spec-examples-proofs", NULL, vectors_bpp_spec_proofs},
    {"bulletproofs-plus/spec-examples-batch", NULL, vectors_bpp_spec_batch},
    {NULL, NULL, NULL},
};
