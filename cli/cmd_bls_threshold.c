/* ecbatch bls threshold: not part of this build. */
#include <stdio.h>

#include "commands.h"

int cmd_bls_threshold(int argc, char **argv) {
    (void)argc;
    (void)argv;
    fprintf(stderr, "ecbatch bls threshold: not in this build\n");
    return 2;
}
