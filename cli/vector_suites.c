#include "vector_suites.h"

#include <stddef.h>

const struct vector_suite vector_suites[] = {
    {"encoding", "bls12-381-g1", vectors_bls12_381_encoding},
    {"encoding", "bls12-381-g2", vectors_bls12_381_encoding},
    {"msm", "bls12-381-g1", vectors_bls12_381_msm},
    {"msm", "bls12-381-g2", vectors_bls12_381_msm},
    {NULL, NULL, NULL},
};
