/* The --compare file of `ecbatch bench msm|bpp|bte` (README "Benchmark JSON"): other
 * libraries' measured figures, one JSON object per line, blank lines and # comments skipped.
 * The parser works on the file's bytes; bench_report.c reads the file (cli_read_file, at most
 * BENCH_COMPARE_FILE_MAX bytes) and fuzz/fuzz_cli_compare.c feeds it anything. */
#ifndef ECBATCH_BENCH_COMPARE_H
#define ECBATCH_BENCH_COMPARE_H

#include <jansson.h>
#include <stddef.h>

/* The bounds of a compare file: its bytes, its figures, a figure's "threads" (the most any
 * benchmark runs) and an MSM figure's "n" (bench msm's largest --n). */
#define BENCH_COMPARE_FILE_MAX ((size_t)1 << 20)
#define BENCH_COMPARE_MAX_FIGURES 4096
#define BENCH_COMPARE_MAX_THREADS 256
#define BENCH_COMPARE_MAX_N ((json_int_t)1 << 28)

/* The figures of text[0..len) as a JSON array of objects, each checked (types, ranges, the
 * keys a figure needs, no key twice). A line of blst-pairing-bench's format ({"library", "op",
 * "n", "ns", ...}) becomes the figures of this schema its op stands for (bench pairing and
 * bench bls rows; one table in bench_compare.c), each keeping "op". NULL when a line is malformed or there are more than
 * BENCH_COMPARE_MAX_FIGURES figures: *line is then the line at fault (1-based) and why the
 * reason, its bytes from the file escaped (cli_text.h). */
json_t *bench_compare_parse(const char *text, size_t len, size_t *line, char *why, size_t why_len);

#endif
