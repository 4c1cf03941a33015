/* ecbatch tune [--group G] [--check FILE] [--out FILE [--force]]: measures this machine's MSM
 * unit costs and memory hierarchy (the inputs of the plan's cost model) at each kernel level,
 * checks them (tune_check.c: no plan they make may measure slower than the built-in costs'
 * plan) and writes those that pass as a profile (a version line, then "backend:group.key=value"
 * lines) that `--profile FILE` or the ECBATCH_PROFILE environment variable hands to the plan.
 * --check FILE checks the figures of an existing profile instead of measuring. */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "cli_file.h"
#include "cli_opt.h"
#include "profile.h"
#include "tune_check.h"
#include "ecbatch/msm.h"
#include "util/cpu.h"

static void tune_usage(FILE *out) {
    fprintf(
        out,
        "usage: ecbatch tune [--group G] [--check FILE] [--out FILE [--force]]\n"
        "  Measures the MSM unit costs of group G (default: every group with an MSM\n"
        "  engine) on this machine, and the memory hierarchy as bucket updates see\n"
        "  it (working sets of 16 KiB to 128 MiB), a few seconds per group and kernel\n"
        "  level (each of portable, adx, ifma up to the CPU's or ECBATCH_CPU's; with the\n"
        "  kernel shapes' units: Pippenger's bucket additions, Straus's paired chain step\n"
        "  and doubling, batch-affine's additions in eight lanes and serially), and\n"
        "  writes a profile (version %d) to FILE (default: standard output); each line\n"
        "  names its level and is used only at that level. Use it with --profile FILE or\n"
        "  ECBATCH_PROFILE=FILE. Run it on an otherwise idle machine. FILE is written\n"
        "  atomically (a temporary file, then rename); - is standard output; a FILE\n"
        "  holding a secret (a share, blindings) is replaced only with --force.\n"
        "  Before writing a group's figures it checks them: at n = 64, 1024, 16384 and\n"
        "  65536, wherever they plan differently from the built-in figures, both plans\n"
        "  run (fastest of 5, alternately); figures whose plan measures more than 1.05x\n"
        "  slower are not written (a comment line says so; the built-in ones apply).\n"
        "  --check FILE  check the figures of profile FILE instead of measuring (a FILE\n"
        "                that cannot be read or is malformed: exit 3, its line named; the\n"
        "                output may not be FILE)\n" CLI_EXIT_HELP,
        ECB_MSM_PROFILE_VERSION);
}

/* One kernel level's costs of every group (or only `only` when group is set): measured, or
 * read from the profile `check` at this level; written when tune_check passes them. Returns 0,
 * 1 when a group failed, CLI_EXIT_INPUT when the profile is refused. */
static int tune_level(FILE *out, const char *group, ecb_group only, const char *check,
                      int *measured) {
    int rc = 0;
    const char *level = ecb_cpu_level_name(ecb_cpu_level_get());
    for (unsigned g = 0; g < ECB_GROUP_COUNT; g++) {
        if (group != NULL && (ecb_group)g != only) continue;
        const char *name = ecb_group_name((ecb_group)g);
        ecb_msm_costs c;
        ecb_status st = ECB_OK;
        if (check != NULL) {
            if (cli_load_profile(check, "--check", (ecb_group)g, &c) != 0) return CLI_EXIT_INPUT;
        } else {
            st = ecb_msm_costs_measure((ecb_group)g, &c);
        }
        if (st == ECB_ERR_UNSUPPORTED) {
            if (group != NULL) {
                fprintf(stderr, "ecbatch tune: no MSM engine for %s\n", group);
                rc = 1;
            }
            continue;
        }
        int keep = st == ECB_OK ? tune_check((ecb_group)g, &c, stderr) : -1;
        if (keep == 0) {
            fprintf(out, "# %s:%s: these figures planned a slower choice; built-in kept\n", level,
                    name);
            (*measured)++;
            continue;
        }
        if (keep > 0) st = ecb_msm_costs_write(out, (ecb_group)g, &c);
        if (keep < 0 || st != ECB_OK) {
            /* a measurement or the check without memory, a figure a profile cannot hold, or a
             * failed write */
            fprintf(stderr, "ecbatch tune: %s:%s: %s\n", level, name,
                    st == ECB_ERR_INVALID_ARGUMENT
                        ? "a measured figure outside a profile's range (times 0..1e8 ns, byte "
                          "counts whole numbers 0..2^40), not written"
                        : ecb_status_str(st != ECB_OK ? st : ECB_ERR_OUT_OF_MEMORY));
            rc = 1;
            continue;
        }
        (*measured)++;
    }
    return rc;
}

int cmd_tune(int argc, char **argv) {
    const char *group = NULL, *path = NULL, *check = NULL;
    int force = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--group") || !strcmp(argv[i], "--out") ||
            !strcmp(argv[i], "--check")) {
            const char *opt = argv[i], *v = cli_opt_value("ecbatch tune", argc, argv, &i);
            if (v == NULL) return CLI_EXIT_USAGE;
            if (!strcmp(opt, "--group"))
                group = v;
            else if (!strcmp(opt, "--check"))
                check = v;
            else
                path = v;
        } else if (!strcmp(argv[i], "--force")) {
            force = 1;
        } else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            tune_usage(stdout);
            return CLI_EXIT_OK;
        } else {
            fprintf(stderr, "ecbatch tune: unknown option '%s'\n", argv[i]);
            tune_usage(stderr);
            return CLI_EXIT_USAGE;
        }
    }
    if (cli_is_stdout(path)) path = NULL;
    ecb_group only = ECB_GROUP_RISTRETTO255;
    if (group != NULL && ecb_group_parse(group, &only) != ECB_OK) {
        fprintf(stderr, "ecbatch tune: unknown group '%s'\n", group);
        return CLI_EXIT_USAGE;
    }
    /* the profile is gathered in memory, then written atomically */
    char *text = NULL;
    size_t text_len = 0;
    FILE *out = path != NULL ? open_memstream(&text, &text_len) : stdout;
    unsigned flags = force ? CLI_WRITE_FORCE : 0;
    /* the output is checked first (never one's own --check profile), then the profile as a
     * whole, before anything is measured */
    int rc = 0;
    if (path != NULL && (out == NULL || cli_check_output("ecbatch tune", path, flags) != 0 ||
                         cli_check_not_input("ecbatch tune", path, &check, 1) != 0))
        rc = CLI_EXIT_OUTPUT;
    ecb_msm_costs c;
    if (rc == 0 && check != NULL && cli_load_profile(check, "--check", only, &c) != 0)
        rc = CLI_EXIT_INPUT;
    if (rc != 0) {
        if (out != NULL && out != stdout) fclose(out);
        free(text);
        return rc;
    }
    fprintf(out,
            "# ecbatch MSM unit costs (ns), measured by `ecbatch tune`, per kernel level\n"
            "version=%d\n",
            ECB_MSM_PROFILE_VERSION);
    int measured = 0;
    ecb_cpu_level top = ecb_cpu_level_detected();
    for (int level = (int)top; level >= (int)ECB_CPU_PORTABLE && rc != CLI_EXIT_INPUT; level--) {
        ecb_cpu_level_set((ecb_cpu_level)level);
        int r = tune_level(out, group, only, check, &measured);
        rc = r == CLI_EXIT_INPUT ? r : rc | r;
    }
    ecb_cpu_level_set(top);
    if (out != stdout && fclose(out) != 0 && rc == 0) rc = 1;
    if (measured == 0 && rc == 0) rc = 1;
    if (rc == 0 && path != NULL) {
        if (cli_write_atomic("ecbatch tune", path, text, text_len, flags) == 0)
            fprintf(stderr, "ecbatch tune: wrote %s\n", path);
        else
            rc = CLI_EXIT_OUTPUT;
    }
    free(text);
    return rc;
}
