/* ecbatch demo: a short tour of what ecbatch does, with timings. */
#include <stdio.h>
#include <string.h>

#include "cli_file.h"
#include "commands.h"
#include "demo.h"
#include "ecbatch.h"

int cmd_demo(int argc, char **argv) {
    if (argc > 1 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
        printf("usage: ecbatch demo\n  A short tour of ecbatch, in seconds.\n" CLI_EXIT_HELP);
        return CLI_EXIT_OK;
    }
    if (argc > 1) {
        fprintf(stderr, "ecbatch demo: takes no arguments ('%s')\n", argv[1]);
        return CLI_EXIT_USAGE;
    }
    printf("ecbatch %s\n", ECBATCH_VERSION);
    printf("status codes: %s, %s\n", ecb_status_str(ECB_OK), ecb_status_str(ECB_ERR_NON_CANONICAL));
    int rc = 0;
    rc |= demo_ristretto255();
    rc |= demo_msm();
    rc |= demo_msm_bls();
    rc |= demo_bpp();
    rc |= demo_bte();
    return rc;
}
