#include "vector_suites.h"

#include <stddef.h>

const struct vector_suite vector_suites[] = {
    {NULL, NULL, NULL},
};
