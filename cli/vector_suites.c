#include "vector_suites.h"

#include <stddef.h>

const struct vector_suite vector_suites[] = {
    {"encoding", "bls12-381-g1", vectors_bls12_381_encoding},
    {"encoding", "bls12-381-g2", vectors_bls12_381_encoding},
    {"msm", "bls12-381-g1", vectors_bls12_381_msm},
    {"msm", "bls12-381-g2", vectors_bls12_381_msm},
    {"encoding", "bls12-377-g1", vectors_bls12_377_encoding},
    {"msm", "bls12-377-g1", vectors_bls12_377_msm},
    {NULL, NULL, NULL},
};
