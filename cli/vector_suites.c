#include "vector_suites.h"

#include <stddef.h>

const struct vector_suite vector_suites[] = {
    {"encoding", "ristretto255", vectors_ristretto255_encoding},
    {"hash_to_curve", "ristretto255", vectors_ristretto255_hash_to_curve},
    {"msm", "ristretto255", vectors_msm},
    {"bulletproofs-plus/msm", "ristretto255", vectors_msm},
    {NULL, NULL, NULL},
};
