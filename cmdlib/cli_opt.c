#include "cli_opt.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_text.h"

int cli_opt_long(const char *who, const char *name, const char *text, long min, long max,
                 long *out) {
    /* only -?[0-9]+ : strtol alone would take leading blanks and a '+' */
    const char *d = text != NULL && *text == '-' ? text + 1 : text;
    char *end = NULL;
    long v = 0;
    errno = 0;
    if (d != NULL && *d >= '0' && *d <= '9') v = strtol(text, &end, 10);
    if (end == NULL || *end != '\0' || errno != 0 || v < min || v > max) {
        fprintf(stderr, "%s: option %s: '%s' is not an integer in %ld..%ld\n", who, name,
                cli_text(text ? text : ""), min, max);
        return -1;
    }
    *out = v;
    return 0;
}

int cli_opt_unsigned(const char *who, const char *name, const char *text, unsigned min,
                     unsigned max, unsigned *out) {
    long v;
    if (cli_opt_long(who, name, text, (long)min, (long)max, &v) != 0) return -1;
    *out = (unsigned)v;
    return 0;
}

int cli_opt_int(const char *who, const char *name, const char *text, int min, int max, int *out) {
    long v;
    if (cli_opt_long(who, name, text, min, max, &v) != 0) return -1;
    *out = (int)v;
    return 0;
}

int cli_opt_double(const char *who, const char *name, const char *text, double min, double max,
                   double *out) {
    const char *p = text != NULL ? text : "";
    size_t digits = strspn(p, "0123456789"), frac = 0;
    if (p[digits] == '.') frac = strspn(p + digits + 1, "0123456789");
    int shape = digits > 0 && (p[digits] == '\0' || (frac > 0 && p[digits + 1 + frac] == '\0'));
    double v = shape ? strtod(p, NULL) : 0;
    if (!shape || !(v >= min && v <= max)) {
        fprintf(stderr, "%s: option %s: '%s' is not a number in %g..%g\n", who, name, cli_text(p),
                min, max);
        return -1;
    }
    *out = v;
    return 0;
}

const char *cli_opt_value(const char *who, int argc, char **argv, int *i) {
    if (*i + 1 >= argc) {
        fprintf(stderr, "%s: option %s needs a value\n", who, cli_text(argv[*i]));
        return NULL;
    }
    return argv[++*i];
}

static int is_flag(const char *arg, const char *const *flags) {
    for (; *flags != NULL; flags++)
        if (!strcmp(arg, *flags)) return 1;
    return 0;
}

int cli_opt_options_first(int argc, char **argv, const char *const *flags) {
    int n_opts = 1;
    for (int i = 1; i < argc; i++) {
        int flag = is_flag(argv[i], flags);
        if (!flag && !(argv[i][0] == '-' && argv[i][1] == '-' && argv[i][2] != '\0')) continue;
        /* the option (and its value) moves left past the i - n_opts file names before it */
        int width = !flag && i + 1 < argc ? 2 : 1;
        char *held[2] = {argv[i], width == 2 ? argv[i + 1] : NULL};
        memmove(argv + n_opts + width, argv + n_opts, (size_t)(i - n_opts) * sizeof *argv);
        argv[n_opts] = held[0];
        if (width == 2) argv[n_opts + 1] = held[1];
        n_opts += width;
        i += width - 1;
    }
    return n_opts;
}
