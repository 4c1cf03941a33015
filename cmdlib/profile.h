/* Unit-cost profiles for the MSM plan on the command line: --profile FILE, else the
 * ECBATCH_PROFILE environment variable, else the built-in costs. */
#ifndef ECBATCH_CMDLIB_PROFILE_H
#define ECBATCH_CMDLIB_PROFILE_H

#include "ecbatch/msm.h"

/* Fills *out with group g's costs from path (or $ECBATCH_PROFILE when path is NULL, or the
 * defaults when neither is given). Returns 0, or -1 after "ecbatch: profile PATH (--profile):
 * REASON" on stderr: the system's reason when the file cannot be read, else why the library
 * refused it, with the line ("line 3: unknown key foo.add"). A command exits 3 (bad input)
 * then. */
int cli_load_costs(const char *path, ecb_group g, ecb_msm_costs *out);

/* As cli_load_costs for the profile at path (never NULL) named by the option `from` in the
 * message ("--check"). */
int cli_load_profile(const char *path, const char *from, ecb_group g, ecb_msm_costs *out);

#endif
