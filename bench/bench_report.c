/* Benchmark rows in one JSON schema and --compare figures beside them (bench_report.h). */
#define _POSIX_C_SOURCE 200809L
#include "bench_report.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_compare.h"
#include "cli_file.h"
#include "cli_text.h"
#include "util/cpu.h"

/* The keys that identify what a row measured; a compare entry must repeat them. */
static const char *const identifying_keys[] = {"group", "n", "what", "variant", "sizes"};

static void read_machine_name(char *out, size_t len) {
    snprintf(out, len, "unknown");
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (f == NULL) return;
    char line[256];
    while (fgets(line, sizeof line, f) != NULL) {
        if (strncmp(line, "model name", 10) != 0) continue;
        const char *colon = strchr(line, ':');
        if (colon == NULL) break;
        colon++;
        while (*colon == ' ' || *colon == '\t')
            colon++;
        size_t n = strcspn(colon, "\n");
        if (n > 0) snprintf(out, len, "%.*s", (int)n, colon);
        break;
    }
    fclose(f);
}

static int load_compare(struct bench_report *r, const char *who, const char *path) {
    static const struct cli_limit limit = {"a compare file", BENCH_COMPARE_FILE_MAX, NULL, NULL};
    size_t len, line;
    char why[256];
    char *text = (char *)cli_read_file(who, path, &limit, &len);
    if (text == NULL) return CLI_EXIT_INPUT;
    r->compare = bench_compare_parse(text, len, &line, why, sizeof why);
    free(text);
    if (r->compare != NULL) return 0;
    fprintf(stderr, "%s: %s:%zu: %s\n", who, cli_text(path), line, why);
    return CLI_EXIT_INPUT;
}

int bench_report_init(struct bench_report *r, const char *who, int json, const char *compare_path) {
    memset(r, 0, sizeof *r);
    r->json = json;
    read_machine_name(r->machine, sizeof r->machine);
    if (compare_path == NULL) return 0;
    int rc = load_compare(r, who, compare_path);
    if (rc != 0) bench_report_free(r);
    return rc;
}

void bench_report_free(struct bench_report *r) {
    json_decref(r->compare);
    r->compare = NULL;
}

json_t *bench_row_new(const struct bench_report *r, const char *bench) {
    json_t *row = json_object();
    json_object_set_new(row, "bench", json_string(bench));
    json_object_set_new(row, "backend", json_string(ecb_cpu_level_name(ecb_cpu_level_get())));
    json_object_set_new(row, "machine", json_string(r->machine));
    return row;
}

void bench_row_emit(const struct bench_report *r, json_t *row) {
    if (r->json && row != NULL) {
        char *text = json_dumps(row, JSON_COMPACT | JSON_REAL_PRECISION(12));
        if (text != NULL) printf("%s\n", text);
        free(text);
        fflush(stdout);
    }
    json_decref(row);
}

static json_int_t threads_of(const json_t *obj) {
    const json_t *t = json_object_get(obj, "threads");
    return json_is_integer(t) ? json_integer_value(t) : 1;
}

static const char *bench_of(const json_t *obj) {
    const json_t *b = json_object_get(obj, "bench");
    return json_is_string(b) ? json_string_value(b) : "msm";
}

static int matches(const json_t *entry, const json_t *row) {
    if (strcmp(bench_of(entry), bench_of(row)) != 0 || threads_of(entry) != threads_of(row))
        return 0;
    for (size_t k = 0; k < sizeof identifying_keys / sizeof identifying_keys[0]; k++) {
        const json_t *mine = json_object_get(row, identifying_keys[k]);
        if (mine != NULL && !json_equal(mine, json_object_get(entry, identifying_keys[k])))
            return 0;
    }
    return 1;
}

/* 1 this machine, 0 another one, -1 not stated. */
static int same_machine(const struct bench_report *r, const json_t *entry) {
    const json_t *m = json_object_get(entry, "machine");
    return m == NULL ? -1 : !strcmp(json_string_value(m), r->machine);
}

static void machine_label(char *out, size_t len, const struct bench_report *r,
                          const json_t *entry) {
    int same = same_machine(r, entry);
    if (same < 0)
        snprintf(out, len, "machine not stated");
    else if (same)
        snprintf(out, len, "this machine");
    else
        snprintf(out, len, "other machine (%s)",
                 cli_text(json_string_value(json_object_get(entry, "machine"))));
}

json_t *bench_json_ns(double ns) {
    return json_real(round(ns * 10) / 10);
}

json_t *bench_json_ratio(double ratio) {
    return json_real(round(ratio * 1e4) / 1e4);
}

void bench_format_ns(char *out, size_t len, double ns) {
    if (ns < 0)
        snprintf(out, len, "-");
    else if (ns < 1e6)
        snprintf(out, len, "%.1f us", ns / 1e3);
    else if (ns < 1e9)
        snprintf(out, len, "%.2f ms", ns / 1e6);
    else
        snprintf(out, len, "%.2f s", ns / 1e9);
}

void bench_compare_report(const struct bench_report *r, const json_t *row, double ours_ns,
                          const char *ours_what) {
    size_t i;
    const json_t *e;
    if (r->compare == NULL || ours_ns <= 0) return;
    json_array_foreach(r->compare, i, e) {
        if (!matches(e, row)) continue;
        double theirs = json_number_value(json_object_get(e, "median_ns"));
        const char *lib = json_string_value(json_object_get(e, "library"));
        /* a blst-pairing-bench figure names its own operation (bench_compare.h) */
        const json_t *op = json_object_get(e, "op");
        if (r->json) {
            json_t *c = json_object();
            json_object_set_new(c, "bench", json_string("compare"));
            json_object_set_new(c, "of", json_string(bench_of(row)));
            for (size_t k = 0; k < sizeof identifying_keys / sizeof identifying_keys[0]; k++) {
                json_t *v = json_object_get(row, identifying_keys[k]);
                if (v != NULL) json_object_set(c, identifying_keys[k], v);
            }
            json_object_set_new(c, "threads", json_integer(threads_of(row)));
            json_object_set_new(c, "library", json_string(lib));
            if (op != NULL) json_object_set(c, "their_op", (json_t *)op);
            json_t *m = json_object_get(e, "machine");
            json_object_set_new(c, "machine", m != NULL ? json_copy(m) : json_null());
            int same = same_machine(r, e);
            json_object_set_new(c, "same_machine", same < 0 ? json_null() : json_boolean(same));
            json_object_set_new(c, "median_ns", bench_json_ns(theirs));
            json_object_set_new(c, "ours", json_string(ours_what));
            json_object_set_new(c, "ours_median_ns", bench_json_ns(ours_ns));
            json_object_set_new(c, "theirs_over_ours", bench_json_ratio(theirs / ours_ns));
            json_object_set_new(c, "ours_over_theirs", bench_json_ratio(ours_ns / theirs));
            bench_row_emit(r, c);
        } else {
            char t[24], where[192];
            bench_format_ns(t, sizeof t, theirs);
            machine_label(where, sizeof where, r, e);
            char ours[64] = "";
            if (strcmp(ours_what, "ecbatch") != 0)
                snprintf(ours, sizeof ours, "; ours: %s", ours_what);
            char label[96];
            snprintf(label, sizeof label, "%s%s%s", cli_text(lib), op != NULL ? " " : "",
                     op != NULL ? cli_text(json_string_value(op)) : "");
            printf("      vs %-14s %10s   theirs/ours %6.2f (>1: ecbatch faster%s)  [%s]\n",
                   label, t, theirs / ours_ns, ours, where);
        }
    }
    fflush(stdout);
}

void bench_compare_legend(const struct bench_report *r, const char *bench) {
    if (r->compare == NULL || r->json) return;
    printf("compare (--compare): other libraries' figures; this machine: %s\n", r->machine);
    size_t i;
    const json_t *e;
    json_array_foreach(r->compare, i, e) {
        if (strcmp(bench_of(e), bench) != 0) continue;
        const json_t *m = json_object_get(e, "machine");
        int first = 1; /* one line per library and machine */
        for (size_t j = 0; j < i && first; j++) {
            const json_t *p = json_array_get(r->compare, j);
            first = !(!strcmp(bench_of(p), bench) &&
                      json_equal(json_object_get(p, "library"), json_object_get(e, "library")) &&
                      (m == NULL ? json_object_get(p, "machine") == NULL
                                 : json_equal(json_object_get(p, "machine"), m)));
        }
        if (!first) continue;
        char where[192];
        machine_label(where, sizeof where, r, e);
        printf("  %s: %s\n", cli_text(json_string_value(json_object_get(e, "library"))), where);
    }
}
