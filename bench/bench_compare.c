/* The --compare file's parser (bench_compare.h). */
#include "bench_compare.h"

#include <stdio.h>
#include <string.h>

#include "cli_text.h"

/* 1 when v is an integer in [1, max]. */
static int whole_in(const json_t *v, json_int_t max) {
    return json_is_integer(v) && json_integer_value(v) >= 1 && json_integer_value(v) <= max;
}

/* The figures of ../shared/anchor-bench/c/blst-pairing-bench (`blst-pairing-run.sh`), one
 * line {"library", "op", "n", "ns" (the median), "min_ns", "samples", "threads", "commit",
 * "machine"} each, and the rows of `bench pairing` and `bench bls` they are set beside: the one
 * table from their names to ours. blst's two multi-pairing paths both stand beside our product
 * of pairings, and its aggregate_verify of k distinct messages also beside our batch of k
 * distinct-message triples (the same pairing work without the weights: the goal). Its
 * signature figures are min-pk. */
static const struct anchor_op {
    const char *op, *bench, *what, *variant;
    int messages; /* 1: the row's sizes also hold "messages": n */
} anchor_ops[] = {
    {"pairing", "pairing", "pairing", NULL, 0},
    {"miller_loop", "pairing", "miller_loop", NULL, 0},
    {"final_exp", "pairing", "final_exp", NULL, 0},
    {"multi_pairing_ctx", "pairing", "multi_pairing", NULL, 0},
    {"multi_pairing_n", "pairing", "multi_pairing", NULL, 0},
    {"hash_to_g2", "pairing", "hash_to_g2", NULL, 0},
    {"verify", "bls", "verify", "min-pk", 0},
    {"aggregate_verify", "bls", "aggregate_verify", "min-pk", 0},
    {"aggregate_verify", "bls", "batch_verify", "min-pk", 1},
    {"fast_aggregate_verify", "bls", "fast_aggregate_verify", "min-pk", 0},
    /* c-kzg-4844's (../shared/anchor-bench/ckzg): bench kzg's rows carry its names (a figure
     * of precompute w > 0 is shown as op_pc<w>, as the harness prints it) */
    {"load_trusted_setup_file", "kzg", "load_trusted_setup_file", NULL, 0},
    {"blob_to_kzg_commitment", "kzg", "blob_to_kzg_commitment", NULL, 0},
    {"compute_kzg_proof", "kzg", "compute_kzg_proof", NULL, 0},
    {"compute_blob_kzg_proof", "kzg", "compute_blob_kzg_proof", NULL, 0},
    {"verify_kzg_proof", "kzg", "verify_kzg_proof", NULL, 0},
    {"verify_blob_kzg_proof", "kzg", "verify_blob_kzg_proof", NULL, 0},
    {"verify_blob_kzg_proof_batch", "kzg", "verify_blob_kzg_proof_batch", NULL, 0},
    {"compute_cells_and_kzg_proofs", "kzg", "compute_cells_and_kzg_proofs", NULL, 0},
    {"verify_cell_kzg_proof_batch", "kzg", "verify_cell_kzg_proof_batch", NULL, 0},
    {"recover_cells_and_kzg_proofs", "kzg", "recover_cells_and_kzg_proofs", NULL, 0},
};

/* NULL when e is a well-formed anchor line, else the reason. */
static const char *check_anchor(const json_t *e) {
    static const char *const ours[] = {"median_ns", "group", "bench", "what", "sizes", "variant"};
    const json_t *op = json_object_get(e, "op"), *ns = json_object_get(e, "ns");
    for (size_t k = 0; k < sizeof ours / sizeof ours[0]; k++)
        if (json_object_get(e, ours[k]) != NULL)
            return "an \"op\" figure (blst-pairing-bench's) has \"ns\", not this schema's keys";
    if (!json_is_string(op)) return "\"op\" must be a string";
    if (!whole_in(json_object_get(e, "n"), BENCH_COMPARE_MAX_N))
        return "\"n\" must be an integer in 1..2^28";
    if (!json_is_number(ns) || json_number_value(ns) <= 0)
        return "\"ns\" must be a positive number";
    for (size_t i = 0; i < sizeof anchor_ops / sizeof anchor_ops[0]; i++)
        if (!strcmp(json_string_value(op), anchor_ops[i].op)) return NULL;
    return "\"op\" is none of blst-pairing-bench's (pairing, miller_loop, final_exp, "
           "multi_pairing_ctx, multi_pairing_n, hash_to_g2, verify, aggregate_verify, "
           "fast_aggregate_verify) nor c-kzg-4844's (blob_to_kzg_commitment, ...)";
}

/* Appends to figures the entries of this schema an anchor line stands for (anchor_ops). */
static int append_anchor(json_t *figures, const json_t *e) {
    const char *op = json_string_value(json_object_get(e, "op"));
    json_t *n = json_object_get(e, "n");
    for (size_t i = 0; i < sizeof anchor_ops / sizeof anchor_ops[0]; i++) {
        const struct anchor_op *a = &anchor_ops[i];
        if (strcmp(op, a->op) != 0 || a->bench == NULL) continue;
        if (json_array_size(figures) == BENCH_COMPARE_MAX_FIGURES) return -1;
        json_t *f = json_object(), *sizes = json_object();
        json_object_set(f, "library", json_object_get(e, "library"));
        json_object_set_new(f, "bench", json_string(a->bench));
        json_object_set_new(f, "what", json_string(a->what));
        json_object_set(sizes, "n", n);
        if (a->messages) json_object_set(sizes, "messages", n);
        json_object_set_new(f, "sizes", sizes);
        if (a->variant != NULL) json_object_set_new(f, "variant", json_string(a->variant));
        json_object_set(f, "median_ns", json_object_get(e, "ns"));
        const json_t *pc = json_object_get(e, "precompute");
        char named[96];
        if (json_is_integer(pc) && json_integer_value(pc) > 0 && json_integer_value(pc) < 100)
            snprintf(named, sizeof named, "%.80s_pc%d", op, (int)json_integer_value(pc));
        else
            snprintf(named, sizeof named, "%.80s", op);
        json_object_set_new(f, "op", json_string(named));
        if (json_object_get(e, "machine") != NULL)
            json_object_set(f, "machine", json_object_get(e, "machine"));
        if (json_object_get(e, "threads") != NULL)
            json_object_set(f, "threads", json_object_get(e, "threads"));
        if (json_array_append_new(figures, f) != 0) return -1;
    }
    return 0;
}

/* NULL when entry is a well-formed compare line, else the reason. */
static const char *check_entry(const json_t *e) {
    if (!json_is_object(e)) return "not a JSON object";
    if (!json_is_string(json_object_get(e, "library"))) return "\"library\" must be a string";
    const json_t *m = json_object_get(e, "machine"), *t = json_object_get(e, "threads");
    if (m != NULL && !json_is_string(m)) return "\"machine\" must be a string";
    if (t != NULL && !whole_in(t, BENCH_COMPARE_MAX_THREADS))
        return "\"threads\" must be an integer in 1..256";
    if (json_object_get(e, "op") != NULL) return check_anchor(e);
    const json_t *ns = json_object_get(e, "median_ns");
    if (!json_is_number(ns) || json_number_value(ns) <= 0)
        return "\"median_ns\" must be a positive number";
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
            if (bad == NULL && json_object_get(e, "op") != NULL) {
                if (append_anchor(figures, e) != 0) bad = "more than 4096 figures";
            } else if (bad == NULL && json_array_append(figures, e) != 0) {
                bad = "out of memory";
            }
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
