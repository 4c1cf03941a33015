/* Rows of `ecbatch bench msm|bpp|bte` in one JSON schema (README "Benchmark JSON"), and the
 * other libraries' measured figures of a --compare file set beside them.
 *
 * A row is a JSON object built by the benchmark: bench_row_new gives {"bench", "backend",
 * "machine"}, the benchmark adds its identifying keys (msm: "group" and "n"; bpp and bte:
 * "what" and "sizes", bte also "variant"), "threads", "median_ns" and the rest. A compare entry
 * matches a row when it names the same identifying keys with equal values and the same thread
 * count (1 when the entry gives none). */
#ifndef ECBATCH_BENCH_REPORT_H
#define ECBATCH_BENCH_REPORT_H

#include <jansson.h>
#include <stddef.h>

struct bench_report {
    int json;          /* 1: rows as JSON lines; 0: the benchmark prints a table */
    char machine[128]; /* this machine: /proc/cpuinfo's first "model name", else "unknown" */
    json_t *compare;   /* the --compare entries (an array), or NULL */
    int cpu;           /* bench pairing and bls: 1 when --cpu-time chose the CPU clock */
};

/* Sets up a report; compare_path (NULL: none) is read as JSON lines of other libraries'
 * figures. Returns 0, or CLI_EXIT_INPUT after printing "who: path:line: reason". */
int bench_report_init(struct bench_report *r, const char *who, int json, const char *compare_path);
void bench_report_free(struct bench_report *r);

/* A new row {"bench": bench, "backend": the active kernel level, "machine": r->machine}. */
json_t *bench_row_new(const struct bench_report *r, const char *bench);

/* Prints row as one JSON line when r->json (and flushes); then frees it. */
void bench_row_emit(const struct bench_report *r, json_t *row);

/* For every compare entry matching row: in JSON mode one line {"bench":"compare", the row's
 * identifying keys, "threads", "library", "machine", "same_machine", "median_ns" (theirs),
 * "ours": ours_what, "ours_median_ns", "theirs_over_ours", "ours_over_theirs"} (and "their_op", the operation a
 * blst-pairing-bench figure names); in table mode
 * one indented line with their time, the ratio theirs / ours and the machine it was measured
 * on. ours_ns is our time for the row (ours_what names which of ours, e.g. "auto"). */
void bench_compare_report(const struct bench_report *r, const json_t *row, double ours_ns,
                          const char *ours_what);

/* Table mode: prints this machine's name and one line per library and machine among the
 * compare entries of `bench` ("msm", "bpp", "bte"), each machine labelled "this machine",
 * "other machine (NAME)" or "machine not stated". */
void bench_compare_legend(const struct bench_report *r, const char *bench);

/* A time in ns as a JSON number rounded to 0.1 ns, and a ratio rounded to 1e-4 (printed
 * digits beyond those are noise). */
json_t *bench_json_ns(double ns);
json_t *bench_json_ratio(double ratio);

/* "12.3 us", "4.56 ms", "1.23 s" (or "-" for a negative time) into out. */
void bench_format_ns(char *out, size_t len, double ns);

#endif
