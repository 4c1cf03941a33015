/* The --compare file's parser (bench_compare.h). */
#include "bench_compare.h"

#include <stdio.h>
#include <string.h>

#include "cli_text.h"

/* 1 when v is an integer in [1, max]. */
static int whole_in(const json_t *v, json_int_t max) {
    return json_is_integer(v) && json_integer_value(v) >= 1 && json_integer_value(v) <= max;
}

/* NULL when entry is a well-formed compare line, else the reason. */
static const char *check_entry(const json_t *e) {
    if (!json_is_object(e)) return "not a JSON object";
    if (!json_is_string(json_object_get(e, "library"))) return "\"library\" must be a string";
    const json_t *ns = json_object_get(e, "median_ns");
    if (!json_is_number(ns) || json_number_value(ns) <= 0)
        return "\"median_ns\" must be a positive number";
    const json_t *m = json_object_get(e, "machine"), *t = json_object_get(e, "threads");
    if (m != NULL && !json_is_string(m)) return "\"machine\" must be a string";
    if (t != NULL && !whole_in(t, BENCH_COMPARE_MAX_THREADS))
        return "\"threads\" must be an integer in 1..256";
    const json_t *g = json_object_get(e, "group"), *n = json_object_get(e, "n");
    const json_t *b = json_object_get(e, "bench"), *w = json_object_get(e, "what");
    if (g != NULL || n != NULL) {
        if (!json_is_string(g) || !whole_in(n, BENCH_COMPARE_MAX_N))
            return "an MSM figure needs \"group\" (a string) and \"n\" (an integer in "
                   "1..2^28)";
        if (b != NULL && !(json_is_string(b) && !strcmp(json_string_value(b), "msm")))
            return "\"group\" and \"n\" belong to \"bench\": \"msm\"";
        return NULL;
    }
    if (!json_is_string(b) || !json_is_string(w) || !json_is_object(json_object_get(e, "sizes")))
        return "need \"group\" and \"n\" (msm), or \"bench\", \"what\" and \"sizes\" (bpp, bte)";
    const json_t *v = json_object_get(e, "variant");
    if (v != NULL && !json_is_string(v)) return "\"variant\" must be a string";
    return NULL;
}

json_t *bench_compare_parse(const char *text, size_t len, size_t *line, char *why, size_t why_len) {
    json_t *figures = json_array();
    *line = 0;
    if (figures == NULL) {
        snprintf(why, why_len, "out of memory");
        return NULL;
    }
    for (const char *p = text; p < text + len;) {
        const char *end = memchr(p, '\n', (size_t)(text + len - p));
        size_t n = end != NULL ? (size_t)(end - p) : (size_t)(text + len - p), skip = 0;
        ++*line;
        while (skip < n && (p[skip] == ' ' || p[skip] == '\t' || p[skip] == '\r'))
            skip++;
        if (skip < n && p[skip] != '#') {
            json_error_t err;
            json_t *e = json_loadb(p, n, JSON_REJECT_DUPLICATES, &err);
            const char *bad = e == NULL ? cli_text(err.text) : check_entry(e);
            if (bad == NULL && json_array_size(figures) == BENCH_COMPARE_MAX_FIGURES)
                bad = "more than 4096 figures";
            if (bad == NULL && json_array_append(figures, e) != 0) bad = "out of memory";
            json_decref(e);
            if (bad != NULL) {
                snprintf(why, why_len, "%s", bad);
                json_decref(figures);
                return NULL;
            }
        }
        p += n + 1;
    }
    return figures;
}
