/* How many lanes the short Weierstrass groups' batches of affine additions run in at the selected
 * CPU level (util/cpu.h: detected once, changed only by ecb_cpu_level_set and ECBATCH_CPU): 8 at
 * level ifma where the 8-lane field kernels are built (fp_x8_ifma.h), else 1. Read per call,
 * never cached, so a level change takes effect at the next batch. */
#ifndef ECBATCH_MSM_WEIERSTRASS_LANES_H
#define ECBATCH_MSM_WEIERSTRASS_LANES_H

unsigned msm_weierstrass_lanes(void);

#endif
