#include "vector_suites.h"

#include <stddef.h>

const struct vector_suite vector_suites[] = {
    {"hashes", NULL, vectors_hashes},
    {"blake3", NULL, vectors_blake3},
    {NULL, NULL, NULL},
};
