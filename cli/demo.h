/* Sections of `ecbatch demo`, one per module (cli/demo_<module>.c). Each prints its part and
 * returns 0, or non-zero when something it shows went wrong. */
#ifndef ECBATCH_CLI_DEMO_H
#define ECBATCH_CLI_DEMO_H

int demo_ristretto255(void);
int demo_msm(void);
int demo_msm_bls(void);
int demo_bpp(void);
int demo_bte(void);

#endif
