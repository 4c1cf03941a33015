/* Strict parsing of the ecbatch command's option values: a whole decimal number in a range,
 * nothing else ("abc", "3x", "", "-1" and overflow are refused with the option's name). */
#ifndef ECBATCH_CMDLIB_CLI_OPT_H
#define ECBATCH_CMDLIB_CLI_OPT_H

/* Parses text as a decimal integer in [min, max] into *out. Returns 0, or -1 after printing
 * "who: option NAME: 'text' is not an integer in min..max". */
int cli_opt_long(const char *who, const char *name, const char *text, long min, long max,
                 long *out);

/* The same for an unsigned option (thread counts, samples). */
int cli_opt_unsigned(const char *who, const char *name, const char *text, unsigned min,
                     unsigned max, unsigned *out);

/* The same for an int option (sample counts). */
int cli_opt_int(const char *who, const char *name, const char *text, int min, int max, int *out);

/* The same for a non-negative decimal number with an optional fraction ("8", "0.5", "2.25";
 * no sign, exponent, blanks, "inf" or "nan"), in [min, max]. */
int cli_opt_double(const char *who, const char *name, const char *text, double min, double max,
                   double *out);

/* The value following option argv[*i], advancing *i; NULL after printing "who: option NAME
 * needs a value" when it is missing. */
const char *cli_opt_value(const char *who, int argc, char **argv, int *i);

/* Moves every option of argv[1..argc) before the file names, keeping the order of each, so
 * that options may follow file names (`bte request --out B c0 c1 --threads 2`, `bpp verify
 * FILE --out x`). An option is an argument starting with "--" (and longer), or one named in
 * flags; it takes the argument after it as its value unless flags (a NULL-terminated list)
 * names it. Returns the index of the first file name. A file whose name starts with "--" is
 * named as ./--name. */
int cli_opt_options_first(int argc, char **argv, const char *const *flags);

#endif
