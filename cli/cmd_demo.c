/* ecbatch demo: a short tour of what ecbatch does, with timings. */
#include <stdio.h>
#include <string.h>

#include "commands.h"
#include "demo.h"
#include "ecbatch.h"

int cmd_demo(int argc, char **argv) {
    if (argc > 1 && !strcmp(argv[1], "--help")) {
        printf("usage: ecbatch demo\n  A short tour of ecbatch, in seconds.\n");
        return 0;
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
