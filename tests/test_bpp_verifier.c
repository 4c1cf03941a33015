/* ecb_bpp_verifier against ecb_bpp_verify_batch_var on the shared vectors
 * (../shared/vectors/bulletproofs-plus): every batch of batch_vectors.json, the valid proofs
 * one by one and as one mixed batch, and the negative vectors that parse, each under every
 * action, with and without culprit search, on 1 and (batches) 2 threads: equal return values, equal
 * per-proof statuses and equal masks. One verifier per file serves every batch (reuse at
 * smaller shapes). Then the bounds: creation arguments and the calls a verifier refuses. */
#include "testlib.h"

#include "bpp_json.h"
#include "ecbatch.h"

struct set {
    size_t count;
    ecb_bpp_statement *st;
    ecb_bpp_proof *proofs;
    ecb_merlin_transcript *ts;
};

/* 0 when every item parses into a statement and a proof. */
static int set_make(struct set *s, bpp_params_cache *pc, const struct bpp_item *items,
                    size_t count) {
    s->count = count;
    s->st = calloc(count, sizeof *s->st);
    s->proofs = calloc(count, sizeof *s->proofs);
    s->ts = calloc(count, sizeof *s->ts);
    for (size_t i = 0; i < count; i++) {
        if (bpp_item_statement(pc, &items[i], &s->st[i]) != ECB_OK ||
            items[i].proof_bytes == NULL ||
            ecb_bpp_proof_parse_var(&s->proofs[i], items[i].proof_bytes, items[i].proof_len) !=
                ECB_OK)
            return -1;
        bpp_item_transcript(&items[i], &s->ts[i]);
    }
    return 0;
}

static void set_free(struct set *s) {
    free(s->st);
    free(s->proofs);
    free(s->ts);
}

static long compared;

/* Both calls on every action x culprit search x threads; returns the verifier's status of
 * `action` with one thread and no culprit search. */
static ecb_status compare(ecb_bpp_verifier *v, const struct set *s, ecb_bpp_action want_action) {
    size_t n = s->count;
    ecb_bpp_mask *m1 = calloc(n, sizeof *m1), *m2 = calloc(n, sizeof *m2);
    ecb_status *s1 = calloc(n, sizeof *s1), *s2 = calloc(n, sizeof *s2), result = ECB_OK;
    for (int action = 0; action < 3; action++)
        for (int identify = 0; identify < 2; identify++)
            for (unsigned threads = 1; threads <= (n > 1 ? 2u : 1u); threads++) {
                ecb_bpp_verify_options o1, o2;
                memset(&o1, 0, sizeof o1);
                o1.threads = threads;
                o1.identify_invalid = identify;
                o2 = o1;
                o1.proof_status = s1;
                o2.proof_status = s2;
                memset(m2, 0x5a, n * sizeof *m2); /* the call must write every mask */
                ecb_status r1 = ecb_bpp_verify_batch_var(s->ts, n, s->st, s->proofs, n,
                                                         (ecb_bpp_action)action, m1, &o1);
                ecb_status r2 = ecb_bpp_verifier_verify_batch_var(v, s->ts, n, s->st, s->proofs, n,
                                                                  (ecb_bpp_action)action, m2, &o2);
                CHECK(r1 == r2);
                CHECK_MEM(s1, s2, n * sizeof *s1);
                CHECK_MEM(m1, m2, n * sizeof *m1);
                compared++;
                if (action == (int)want_action && !identify && threads == 1) result = r2;
            }
    free(m1);
    free(m2);
    free(s1);
    free(s2);
    return result;
}

static ecb_bpp_action parse_action(const char *a) {
    if (a != NULL && !strcmp(a, "RecoverOnly")) return ECB_BPP_RECOVER_ONLY;
    if (a != NULL && !strcmp(a, "RecoverAndVerify")) return ECB_BPP_RECOVER_AND_VERIFY;
    return ECB_BPP_VERIFY_ONLY;
}

static json_t *load(const char *name) {
    json_error_t err;
    json_t *root = json_load_file(tl_vector_path(name), 0, &err);
    CHECK(root != NULL);
    return root;
}

/* The items of a JSON array of proof objects (NULL when one does not parse). */
static struct bpp_item *items_of(const json_t *arr, size_t *count) {
    char why[200];
    *count = json_array_size(arr);
    struct bpp_item *items = calloc(*count + 1, sizeof *items);
    for (size_t i = 0; i < *count; i++)
        if (bpp_item_from_json(&items[i], json_array_get(arr, i), NULL, BPP_JSON_LENIENT, why,
                               sizeof why) != 0) {
            for (size_t j = 0; j <= i; j++)
                bpp_item_free(&items[j]);
            free(items);
            return NULL;
        }
    return items;
}

static void items_free(struct bpp_item *items, size_t count) {
    for (size_t i = 0; i < count; i++)
        bpp_item_free(&items[i]);
    free(items);
}

static void test_batches(void) {
    json_t *root = load("bulletproofs-plus/batch_vectors.json");
    const json_t *batches = json_object_get(root, "batches");
    bpp_params_cache *pc = bpp_params_cache_new();
    ecb_bpp_verifier *v = NULL;
    CHECK(ecb_bpp_verifier_create(&v, 257, 64, 4, 2) == ECB_OK);
    CHECK(json_array_size(batches) >= 10);
    for (size_t b = 0; b < json_array_size(batches); b++) {
        const json_t *batch = json_array_get(batches, b);
        size_t count;
        struct bpp_item *items = items_of(json_object_get(batch, "proofs"), &count);
        CHECK(items != NULL);
        if (items == NULL) continue;
        struct set s;
        CHECK(set_make(&s, pc, items, count) == 0);
        ecb_status r =
            compare(v, &s, parse_action(json_string_value(json_object_get(batch, "action"))));
        /* the vector's verdict (tari 0.4.1 accepts a batch whose bad proof is past the first
         * chunk; spec_expected_accept is the fixed verdict) */
        const json_t *spec = json_object_get(batch, "spec_expected_accept");
        int accept = json_is_boolean(spec)
                         ? json_is_true(spec)
                         : json_is_true(json_object_get(batch, "expected_accept"));
        CHECK((r == ECB_OK) == accept);
        set_free(&s);
        items_free(items, count);
    }
    ecb_bpp_verifier_free(v);
    bpp_params_cache_free(pc);
    json_decref(root);
}

/* The valid proofs one by one, then all in one batch (mixed n and T: the statements that differ
 * from the first fail ECB_ERR_PARAMETERS, the same in both calls). */
static void test_valid(void) {
    json_t *root = load("bulletproofs-plus/valid_proofs.json");
    bpp_params_cache *pc = bpp_params_cache_new();
    size_t count;
    struct bpp_item *items = items_of(json_object_get(root, "cases"), &count);
    CHECK(items != NULL && count >= 70);
    size_t n = 1, m = 1;
    for (size_t i = 0; items != NULL && i < count; i++) {
        n = items[i].n > n ? items[i].n : n;
        m = items[i].m > m ? items[i].m : m;
    }
    ecb_bpp_verifier *v = NULL;
    CHECK(ecb_bpp_verifier_create(&v, count, n, m, 2) == ECB_OK);
    for (size_t i = 0; items != NULL && i < count; i++) {
        struct set s;
        CHECK(set_make(&s, pc, &items[i], 1) == 0);
        CHECK(compare(v, &s, ECB_BPP_VERIFY_ONLY) == ECB_OK);
        set_free(&s);
    }
    struct set all;
    if (items != NULL) {
        CHECK(set_make(&all, pc, items, count) == 0);
        compare(v, &all, ECB_BPP_VERIFY_ONLY);
        set_free(&all);
        items_free(items, count);
    }
    ecb_bpp_verifier_free(v);
    bpp_params_cache_free(pc);
    json_decref(root);
}

/* The negative vectors that parse (the others fail before verification), one by one; each is
 * refused by both calls alike and the verifier's verdict is the vector's. */
static void test_negative(void) {
    json_t *root = load("bulletproofs-plus/negative_vectors.json");
    const json_t *vectors = json_object_get(root, "vectors");
    bpp_params_cache *pc = bpp_params_cache_new();
    ecb_bpp_verifier *v = NULL;
    CHECK(ecb_bpp_verifier_create(&v, 1, 64, 16, 2) == ECB_OK);
    size_t used = 0;
    for (size_t i = 0; i < json_array_size(vectors); i++) {
        json_t *one = json_array();
        json_array_append(one, json_array_get(vectors, i));
        size_t count;
        struct bpp_item *items = items_of(one, &count);
        json_decref(one);
        if (items == NULL) continue;
        struct set s;
        if (items[0].m <= 16 && set_make(&s, pc, items, 1) != 0) {
            set_free(&s);
        } else if (items[0].m <= 16) {
            ecb_status r = compare(v, &s, ECB_BPP_VERIFY_ONLY);
            CHECK((r == ECB_OK) ==
                  json_is_true(json_object_get(json_array_get(vectors, i), "expected_accept")));
            used++;
            set_free(&s);
        }
        items_free(items, count);
    }
    CHECK(used >= 100);
    ecb_bpp_verifier_free(v);
    bpp_params_cache_free(pc);
    json_decref(root);
}

/* Creation's bounds and the refusals of calls outside them. */
static void test_bounds(void) {
    ecb_bpp_verifier *v = (ecb_bpp_verifier *)1;
    CHECK(ecb_bpp_verifier_create(NULL, 1, 64, 1, 1) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bpp_verifier_create(&v, 0, 64, 1, 1) == ECB_ERR_INVALID_ARGUMENT && v == NULL);
    CHECK(ecb_bpp_verifier_create(&v, SIZE_MAX, 64, 1, 1) == ECB_ERR_SIZE_OVERFLOW);
    CHECK(ecb_bpp_verifier_create(&v, 1, 128, 1, 1) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bpp_verifier_create(&v, 1, 48, 1, 1) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bpp_verifier_create(&v, 1, 0, 1, 1) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bpp_verifier_create(&v, 1, 64, 2048, 1) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bpp_verifier_create(&v, 1, 64, 3, 1) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bpp_verifier_create(&v, 1, 64, 1, ECB_MSM_MAX_THREADS + 1) ==
          ECB_ERR_INVALID_ARGUMENT);
    ecb_bpp_verifier_free(NULL);

    /* two valid 64-bit proofs with m = 2 from the valid vectors */
    json_t *root = load("bulletproofs-plus/valid_proofs.json");
    bpp_params_cache *pc = bpp_params_cache_new();
    size_t count;
    struct bpp_item *items = items_of(json_object_get(root, "cases"), &count);
    size_t pick[2], k = 0;
    for (size_t i = 0; items != NULL && i < count && k < 2; i++)
        if (items[i].n == 64 && items[i].m == 2 && items[i].T == 1) pick[k++] = i;
    CHECK(k == 2);
    if (k == 2) {
        struct bpp_item two[2] = {items[pick[0]], items[pick[1]]};
        struct set s;
        CHECK(set_make(&s, pc, two, 2) == 0);
        ecb_bpp_verify_options o;
        memset(&o, 0, sizeof o);
        ecb_status st[2] = {ECB_OK, ECB_OK};
        o.proof_status = st;
        CHECK(ecb_bpp_verifier_verify_batch_var(NULL, s.ts, 2, s.st, s.proofs, 2,
                                                ECB_BPP_VERIFY_ONLY, NULL,
                                                &o) == ECB_ERR_NULL_POINTER);
        /* within: 2 proofs, n = 64, m = 2, 2 threads */
        CHECK(ecb_bpp_verifier_create(&v, 2, 64, 2, 2) == ECB_OK);
        o.threads = 2;
        CHECK(ecb_bpp_verifier_verify_batch_var(v, s.ts, 2, s.st, s.proofs, 2, ECB_BPP_VERIFY_ONLY,
                                                NULL, &o) == ECB_OK);
        o.threads = 3;
        st[0] = st[1] = ECB_ERR_PARSE; /* refusals write nothing */
        CHECK(ecb_bpp_verifier_verify_batch_var(v, s.ts, 2, s.st, s.proofs, 2, ECB_BPP_VERIFY_ONLY,
                                                NULL, &o) == ECB_ERR_SCRATCH_TOO_SMALL);
        CHECK(st[0] == ECB_ERR_PARSE && st[1] == ECB_ERR_PARSE);
        o.threads = ECB_MSM_MAX_THREADS + 1; /* the argument error comes first */
        CHECK(ecb_bpp_verifier_verify_batch_var(v, s.ts, 2, s.st, s.proofs, 2, ECB_BPP_VERIFY_ONLY,
                                                NULL, &o) == ECB_ERR_INVALID_ARGUMENT);
        o.threads = 1;
        ecb_bpp_verifier_free(v);
        /* one proof fewer, m one smaller, n one smaller: each refused */
        CHECK(ecb_bpp_verifier_create(&v, 1, 64, 2, 1) == ECB_OK);
        CHECK(ecb_bpp_verifier_verify_batch_var(v, s.ts, 2, s.st, s.proofs, 2, ECB_BPP_VERIFY_ONLY,
                                                NULL, &o) == ECB_ERR_SCRATCH_TOO_SMALL);
        CHECK(ecb_bpp_verifier_verify_batch_var(v, s.ts, 1, s.st, s.proofs, 1, ECB_BPP_VERIFY_ONLY,
                                                NULL, &o) == ECB_OK);
        ecb_bpp_verifier_free(v);
        CHECK(ecb_bpp_verifier_create(&v, 2, 64, 1, 1) == ECB_OK);
        CHECK(ecb_bpp_verifier_verify_batch_var(v, s.ts, 2, s.st, s.proofs, 2, ECB_BPP_VERIFY_ONLY,
                                                NULL, &o) == ECB_ERR_SCRATCH_TOO_SMALL);
        /* a malformed statement (m = 3, not a power of two) is the proof's own failure */
        ecb_bpp_statement bad[2] = {s.st[0], s.st[1]};
        bad[1].aggregation = 3;
        ecb_status st2[2];
        ecb_bpp_verifier_free(v);
        CHECK(ecb_bpp_verifier_create(&v, 2, 64, 2, 1) == ECB_OK);
        o.identify_invalid = 1;
        CHECK(ecb_bpp_verifier_verify_batch_var(v, s.ts, 2, bad, s.proofs, 2, ECB_BPP_VERIFY_ONLY,
                                                NULL, &o) == ECB_ERR_INVALID_ARGUMENT);
        o.proof_status = st2;
        CHECK(ecb_bpp_verify_batch_var(s.ts, 2, bad, s.proofs, 2, ECB_BPP_VERIFY_ONLY, NULL, &o) ==
              ECB_ERR_INVALID_ARGUMENT);
        CHECK_MEM(st, st2, sizeof st);
        CHECK(st[0] == ECB_OK && st[1] == ECB_ERR_INVALID_ARGUMENT);
        ecb_bpp_verifier_free(v);
        CHECK(ecb_bpp_verifier_create(&v, 2, 32, 2, 1) == ECB_OK);
        o.identify_invalid = 0;
        CHECK(ecb_bpp_verifier_verify_batch_var(v, s.ts, 2, s.st, s.proofs, 2, ECB_BPP_VERIFY_ONLY,
                                                NULL, &o) == ECB_ERR_SCRATCH_TOO_SMALL);
        ecb_bpp_verifier_free(v);
        set_free(&s);
    }
    if (items != NULL) items_free(items, count);
    bpp_params_cache_free(pc);
    json_decref(root);
}

int main(void) {
    tl_init();
    test_batches();
    test_valid();
    test_negative();
    test_bounds();
    printf("%ld call pairs compared\n", compared);
    return tl_finish("test_bpp_verifier");
}
